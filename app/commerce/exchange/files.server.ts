/**
 * The files 1С uploads for an exchange session: XML packages, pictures, and zip archives of
 * them, kept in the object store under exchange-1c/{catalog|sale}/ until the next init, so
 * that behind a balancer every instance sees every piece. 1С cuts a file bigger than
 * file_limit into pieces sent one after another, and each may reach another instance: each
 * piece is its own object ({file name}/~pieces/000001, 000002 …), and a file is its pieces in
 * order.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import type { ObjectStore } from '../storage/object-store';
import { objectStore } from '../storage/store.server';
import type { ExchangeConfig } from './config.server';

/** The folder of a file's pieces below its name: a name of 1С's never has this segment. */
const PIECES = '~pieces';
/** A piece's key below the session: the file's name, then the pieces' folder and its number. */
const PIECE_KEY = /^(.+)\/~pieces\/(\d{6})$/;

function hasControlCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) < 0x20) return true;
  return false;
}

/** A file name 1С may use: relative, forward slashes, no '..', no control characters. */
export class BadFileNameError extends Error {}

/**
 * An exchange type's uploads in the process's object store, with this instance's scratch
 * folder (the request that received them and the job that imports them read the same files).
 */
export function exchangeUploads(config: ExchangeConfig, type: 'catalog' | 'sale'): ExchangeUploads {
  return new ExchangeUploads(objectStore(), type, path.join(config.directory, type));
}

/** The file name as kept (forward slashes, no leading slash), refusing anything unsafe. */
export function uploadName(fileName: string): string {
  const name = fileName.replace(/\\/g, '/').replace(/^\/+/, '');
  if (
    name === '' ||
    name.length > 255 ||
    hasControlCharacters(name) ||
    name.split('/').some((part) => part === '' || part === '.' || part === '..' || part === PIECES)
  ) {
    throw new BadFileNameError(`недопустимое имя файла «${fileName.slice(0, 80)}»`);
  }
  return name;
}

/** A name relative to a package's folder (its pictures), as a name of the session. */
export function besideName(packageName: string, relative: string): string {
  const folder = path.posix.dirname(packageName);
  return uploadName(folder === '.' ? relative : `${folder}/${uploadName(relative)}`);
}

/** A file of the session as uploaded so far. */
export interface UploadedFile {
  name: string;
  size: number;
  /** Changes whenever any piece does: a file uploaded again is a new file. */
  version: string;
  /** Its pieces' keys, in order. */
  pieces: string[];
}

/** A zip 1С sent that cannot be read (cut short, not a zip). */
export class BrokenArchiveError extends Error {}

const PIECE_DIGITS = 6;
let spooled = 0;

/** One exchange type's session files, in `store`; `spoolDir` is this instance's scratch folder. */
export class ExchangeUploads {
  private readonly prefix: string;

  constructor(
    private readonly store: ObjectStore,
    type: 'catalog' | 'sale',
    private readonly spoolDir: string,
  ) {
    this.prefix = `exchange-1c/${type}/`;
  }

  // The name's own folders stay folders (a segment of a file name is at most 255 bytes on
  // disk); no name has a ~pieces segment, so one file's pieces never mix with another's.
  private folderOf(name: string): string {
    return `${this.prefix}${name}/${PIECES}/`;
  }

  private spoolFile(label: string): string {
    fs.mkdirSync(this.spoolDir, { recursive: true });
    return path.join(this.spoolDir, `${process.pid}-${(spooled += 1)}-${label}`);
  }

  /** Starts a session: the previous session's files go (and this instance's scratch files). */
  async clear(): Promise<void> {
    await this.store.deletePrefix(this.prefix);
    fs.rmSync(this.spoolDir, { recursive: true, force: true });
  }

  /**
   * Adds the next piece of a file; answers the file's size so far. The piece is spooled to
   * disk first (a plain PUT needs its length), then stored after the pieces already there:
   * 1С sends a file's pieces one at a time, each after the answer to the one before.
   */
  async append(fileName: string, body: ReadableStream<Uint8Array> | null): Promise<number> {
    const name = uploadName(fileName);
    const spool = this.spoolFile('piece');
    try {
      if (body) await pipeline(Readable.fromWeb(body as NodeReadableStream), fs.createWriteStream(spool));
      else fs.writeFileSync(spool, '');
      const before = await this.file(name);
      const number = String((before?.pieces.length ?? 0) + 1).padStart(PIECE_DIGITS, '0');
      await this.store.put(`${this.folderOf(name)}${number}`, { file: spool });
      return (before?.size ?? 0) + fs.statSync(spool).size;
    } finally {
      fs.rmSync(spool, { force: true });
    }
  }

  /** Stores a whole file at once (an archive's entry). */
  private async putWhole(name: string, file: string): Promise<void> {
    const folder = this.folderOf(name);
    await this.store.deletePrefix(folder);
    await this.store.put(`${folder}${'1'.padStart(PIECE_DIGITS, '0')}`, { file });
  }

  /** Every file of the session, ordered by name. */
  async files(): Promise<UploadedFile[]> {
    const byName = new Map<string, { size: number; versions: string[]; pieces: string[] }>();
    for (const object of await this.store.list(this.prefix)) {
      const piece = PIECE_KEY.exec(object.key.slice(this.prefix.length));
      if (!piece) continue;
      const name = piece[1];
      const file = byName.get(name) ?? { size: 0, versions: [], pieces: [] };
      file.size += object.size;
      file.versions.push(object.version);
      file.pieces.push(object.key);
      byName.set(name, file);
    }
    return [...byName]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([name, file]) => ({
        name,
        size: file.size,
        pieces: file.pieces,
        version: createHash('sha256').update(file.versions.join('\n')).digest('hex').slice(0, 24),
      }));
  }

  /** One file of the session, or null when it was not uploaded. */
  async file(fileName: string): Promise<UploadedFile | null> {
    const name = uploadName(fileName);
    const folder = this.folderOf(name);
    // Only this file's own pieces, not those of a file in a folder of the same name.
    const pieces = (await this.store.list(folder)).filter((object) =>
      /^\d{6}$/.test(object.key.slice(folder.length)),
    );
    if (pieces.length === 0) return null;
    return {
      name,
      size: pieces.reduce((sum, piece) => sum + piece.size, 0),
      pieces: pieces.map((piece) => piece.key),
      version: createHash('sha256')
        .update(pieces.map((piece) => piece.version).join('\n'))
        .digest('hex')
        .slice(0, 24),
    };
  }

  /** A file's bytes as one stream, its pieces one after another. */
  read(file: UploadedFile): Readable {
    const out = new PassThrough();
    void (async () => {
      for (const key of file.pieces) {
        const piece = await this.store.get(key);
        if (!piece) throw new Error(`piece ${key} of ${file.name} is gone`);
        await pipeline(piece, out, { end: false });
      }
      out.end();
    })().catch((error: Error) => out.destroy(error));
    return out;
  }

  /** A file's bytes in memory (pictures), or null when it was not uploaded. */
  async readBytes(fileName: string): Promise<Buffer | null> {
    const file = await this.file(fileName);
    if (!file) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of this.read(file)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  /** The file as one local file of this instance, for readers that need a path; `done` frees it. */
  async localCopy(file: UploadedFile): Promise<{ path: string; done: () => void }> {
    // A whole file on this machine's disk is read where it lies.
    if (file.pieces.length === 1 && this.store.localPath)
      return { path: this.store.localPath(file.pieces[0]), done: () => undefined };
    const copy = this.spoolFile(path.posix.basename(file.name));
    await pipeline(this.read(file), fs.createWriteStream(copy));
    return { path: copy, done: () => fs.rmSync(copy, { force: true }) };
  }

  async remove(file: UploadedFile): Promise<void> {
    await this.store.deletePrefix(this.folderOf(file.name));
  }

  /** Unpacks every uploaded .zip into files of the session (with zip=yes 1С sends its packages so). */
  async unpackArchives(): Promise<void> {
    for (const file of await this.files()) {
      if (!file.name.toLowerCase().endsWith('.zip')) continue;
      const local = await this.localCopy(file);
      try {
        await this.unzip(local.path);
      } catch (error) {
        if (error instanceof BadFileNameError) throw error;
        throw new BrokenArchiveError(`архив ${file.name} не распакован: ${(error as Error).message}`);
      } finally {
        local.done();
      }
      await this.remove(file);
    }
  }

  /** Stores each entry of a local archive (entries with unsafe names are refused). */
  private async unzip(archive: string): Promise<void> {
    const zip = await openZip(archive);
    await new Promise<void>((resolve, reject) => {
      zip.on('error', reject);
      zip.on('end', () => resolve());
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName.endsWith('/')) {
          zip.readEntry();
          return;
        }
        let name: string;
        try {
          name = uploadName(entry.fileName);
        } catch (error) {
          reject(error);
          return;
        }
        zip.openReadStream(entry, (error, stream) => {
          if (error || !stream) {
            reject(error ?? new Error('empty zip entry'));
            return;
          }
          const spool = this.spoolFile('entry');
          pipeline(stream, fs.createWriteStream(spool))
            .then(() => this.putWhole(name, spool))
            .finally(() => fs.rmSync(spool, { force: true }))
            .then(() => zip.readEntry(), reject);
        });
      });
      zip.readEntry();
    });
  }
}

function openZip(file: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: true }, (error, zip) =>
      error ? reject(error) : resolve(zip!),
    ),
  );
}
