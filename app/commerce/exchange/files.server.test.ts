// 1С's uploads as pieces in the object store (the local disk here; the S3 store answers the same
// cases in storage/object-store.test.ts): a file is its pieces in order, files in a folder of
// the same name do not mix, and names that would escape are refused.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { localObjectStore } from '../storage/local-store.server';
import { BadFileNameError, besideName, ExchangeUploads } from './files.server';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-files-test-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

const body = (text: string) => new Blob([text]).stream();
const uploads = () =>
  new ExchangeUploads(localObjectStore(path.join(scratch, 'store')), 'catalog', path.join(scratch, 'spool'));

test('pieces make one file in the order sent; a file in a folder of the same name stays apart', async () => {
  const session = uploads();
  expect(await session.append('a', body('one,'))).toBe(4);
  expect(await session.append('a', body('two,'))).toBe(8);
  expect(await session.append('\\a\\b', body('inner'))).toBe(5);
  expect(await session.append('a', body('three'))).toBe(13);

  expect((await session.readBytes('a'))?.toString()).toBe('one,two,three');
  expect((await session.readBytes('a/b'))?.toString()).toBe('inner');
  expect((await session.files()).map((f) => [f.name, f.size, f.pieces.length])).toEqual([
    ['a', 13, 3],
    ['a/b', 5, 1],
  ]);
  expect(await session.readBytes('none')).toBeNull();

  const before = (await session.file('a'))!.version;
  await session.append('a', body('!'));
  expect((await session.file('a'))!.version).not.toBe(before);

  await session.clear();
  expect(await session.files()).toEqual([]);
});

test('names that leave the session or use the pieces folder are refused', async () => {
  for (const name of ['../x', 'a/../../x', 'a//b', '', 'a/~pieces/000001'])
    await expect(uploads().append(name, body('x'))).rejects.toThrow(BadFileNameError);
  expect(besideName('import.xml', 'import_files/ab/x.jpg')).toBe('import_files/ab/x.jpg');
  expect(besideName('1/import.xml', 'import_files/x.jpg')).toBe('1/import_files/x.jpg');
  expect(() => besideName('import.xml', '../secrets.json')).toThrow(BadFileNameError);
});
