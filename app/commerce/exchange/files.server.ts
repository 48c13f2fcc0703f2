/**
 * The files 1С uploads for an exchange session: XML packages, pictures, and zip archives
 * of them, kept under DATA_DIR/exchange-1c/{catalog|sale}/ until the next init.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';

function hasControlCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) < 0x20) return true;
  return false;
}

/** A file name 1С may use: relative, forward slashes, no '..', no control characters. */
export class BadFileNameError extends Error {}

/** The absolute path of an uploaded file, refusing anything that would leave the folder. */
export function uploadPath(folder: string, fileName: string): string {
  const name = fileName.replace(/\\/g, '/').replace(/^\/+/, '');
  if (
    name === '' ||
    name.length > 255 ||
    hasControlCharacters(name) ||
    name.split('/').some((part) => part === '' || part === '.' || part === '..')
  ) {
    throw new BadFileNameError(`недопустимое имя файла «${fileName.slice(0, 80)}»`);
  }
  const full = path.resolve(folder, name);
  if (!full.startsWith(path.resolve(folder) + path.sep)) throw new BadFileNameError('недопустимое имя файла');
  return full;
}

/** Starts a session: the previous session's files go. */
export function clearFolder(folder: string): void {
  fs.rmSync(folder, { recursive: true, force: true });
  fs.mkdirSync(folder, { recursive: true });
}

/** Appends one piece of a file (1С cuts files bigger than file_limit into pieces sent in order). */
export async function appendChunk(
  folder: string,
  fileName: string,
  body: ReadableStream<Uint8Array> | null,
): Promise<number> {
  const target = uploadPath(folder, fileName);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  if (!body) {
    fs.appendFileSync(target, '');
    return fs.statSync(target).size;
  }
  await pipeline(Readable.fromWeb(body as NodeReadableStream), fs.createWriteStream(target, { flags: 'a' }));
  return fs.statSync(target).size;
}

function openZip(file: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: true }, (error, zip) =>
      error ? reject(error) : resolve(zip!),
    ),
  );
}

/** Unpacks one archive beside itself (entries with unsafe names are refused) and removes it. */
async function unzipFile(folder: string, file: string): Promise<void> {
  const zip = await openZip(file);
  await new Promise<void>((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', () => resolve());
    zip.on('entry', (entry: yauzl.Entry) => {
      if (entry.fileName.endsWith('/')) {
        zip.readEntry();
        return;
      }
      let target: string;
      try {
        target = uploadPath(folder, entry.fileName);
      } catch (error) {
        reject(error);
        return;
      }
      zip.openReadStream(entry, (error, stream) => {
        if (error || !stream) {
          reject(error ?? new Error('empty zip entry'));
          return;
        }
        fs.mkdirSync(path.dirname(target), { recursive: true });
        pipeline(stream, fs.createWriteStream(target)).then(() => zip.readEntry(), reject);
      });
    });
    zip.readEntry();
  });
  fs.rmSync(file, { force: true });
}

/** A zip 1С sent that cannot be read (cut short, not a zip). */
export class BrokenArchiveError extends Error {}

/** Unpacks every uploaded .zip in the folder (with zip=yes 1С sends its packages so). */
export async function unpackArchives(folder: string): Promise<void> {
  if (!fs.existsSync(folder)) return;
  for (const name of fs.readdirSync(folder)) {
    if (!name.toLowerCase().endsWith('.zip')) continue;
    try {
      await unzipFile(folder, path.join(folder, name));
    } catch (error) {
      throw new BrokenArchiveError(`архив ${name} не распакован: ${(error as Error).message}`);
    }
  }
}
