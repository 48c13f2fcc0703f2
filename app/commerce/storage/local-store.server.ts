/**
 * Object storage on the local disk: each key a file below a root folder (DATA_DIR), written
 * through a temporary file and renamed, so a reader never sees half an object. The default,
 * and what one machine needs.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { assertKey, type ObjectBody, type ObjectStore, type StoredObject } from './object-store';

/** Temporary files of unfinished writes: never listed as objects. */
const PARTIAL = /\.\d+\.\d+\.partial$/;
let writes = 0;

function notFound(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}

export function localObjectStore(root: string): ObjectStore {
  const fileOf = (key: string) => {
    assertKey(key);
    return path.join(root, ...key.split('/'));
  };
  const objectOf = (key: string, stat: fs.Stats): StoredObject => ({
    key,
    size: stat.size,
    version: `${stat.size}-${Math.round(stat.mtimeMs * 1000)}-${stat.ino}`,
  });

  async function walk(dir: string, keyPrefix: string, into: StoredObject[]): Promise<void> {
    let entries: fs.Dirent[];
    try {
      entries = await fsp.readdir(dir, { withFileTypes: true });
    } catch (error) {
      if (notFound(error)) return;
      throw error;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full, `${keyPrefix}${entry.name}/`, into);
      else if (entry.isFile() && !PARTIAL.test(entry.name)) {
        const stat = await fsp.stat(full).catch(() => null);
        if (stat) into.push(objectOf(`${keyPrefix}${entry.name}`, stat));
      }
    }
  }

  return {
    kind: 'local',
    async put(key, body: ObjectBody) {
      const file = fileOf(key);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${process.pid}.${(writes += 1)}.partial`;
      try {
        if (Buffer.isBuffer(body)) await fsp.writeFile(partial, body);
        else await fsp.copyFile(body.file, partial);
        await fsp.rename(partial, file);
      } finally {
        await fsp.rm(partial, { force: true });
      }
    },
    async get(key) {
      const file = fileOf(key);
      // Opened before it is returned, so a missing file is null here and not a stream error later.
      const handle = await fsp.open(file, 'r').catch((error) => {
        if (notFound(error)) return null;
        throw error;
      });
      return handle ? handle.createReadStream() : null;
    },
    async head(key) {
      try {
        const stat = await fsp.stat(fileOf(key));
        return stat.isFile() ? objectOf(key, stat) : null;
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async list(prefix) {
      const cut = prefix.lastIndexOf('/');
      const folder = cut < 0 ? '' : prefix.slice(0, cut + 1);
      if (folder !== '') assertKey(folder.slice(0, -1));
      const found: StoredObject[] = [];
      await walk(folder === '' ? root : fileOf(folder.slice(0, -1)), folder, found);
      return found.filter((o) => o.key.startsWith(prefix)).sort((a, b) => (a.key < b.key ? -1 : 1));
    },
    async delete(key) {
      await fsp.rm(fileOf(key), { force: true });
    },
    async deletePrefix(prefix) {
      if (prefix.endsWith('/') && prefix.length > 1) {
        await fsp.rm(fileOf(prefix.slice(0, -1)), { recursive: true, force: true });
        return;
      }
      for (const object of await this.list(prefix)) await this.delete(object.key);
    },
    localPath: fileOf,
  };
}

/** Copies a stream to a local file (used to spool uploads before they are stored). */
export async function streamToFile(stream: NodeJS.ReadableStream, file: string): Promise<void> {
  await fsp.mkdir(path.dirname(file), { recursive: true });
  await pipeline(stream, fs.createWriteStream(file));
}
