// The object store's two kinds, the same cases each: the local disk, and S3 through the AWS SDK
// against a local S3 stand-in (s3rver).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type ObjectStorageStandIn, startObjectStorage } from '../../../scripts/cluster/object-storage';
import { s3Settings, storageConfigProblems } from './config.server';
import { localObjectStore } from './local-store.server';
import { type ObjectStore, readObject } from './object-store';
import { s3ObjectStore } from './s3-store.server';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'object-store-test-'));
let standIn: ObjectStorageStandIn;

beforeAll(async () => {
  standIn = await startObjectStorage({ directory: path.join(scratch, 's3') });
});

afterAll(async () => {
  await standIn?.stop();
  fs.rmSync(scratch, { recursive: true, force: true });
});

const kinds: [string, () => ObjectStore][] = [
  ['local disk', () => localObjectStore(path.join(scratch, 'local'))],
  ['S3', () => s3ObjectStore(s3Settings(standIn.env)!)],
];

describe.each(kinds)('object store on the %s', (_kind, storeOf) => {
  test('what is put is got back, headed and listed by prefix in key order; a missing key is null', async () => {
    const store = storeOf();
    await store.put('pictures/b2', Buffer.from('second'));
    await store.put('pictures/a1', Buffer.from('first'));
    await store.put('exchange-1c/catalog/import.xml/000001', Buffer.from('<x/>'));
    const file = path.join(scratch, 'from-disk.bin');
    fs.writeFileSync(file, Buffer.alloc(70_000, 7));
    await store.put('pictures/c3', { file });

    expect((await readObject(store, 'pictures/a1'))?.toString()).toBe('first');
    expect((await readObject(store, 'pictures/c3'))?.equals(Buffer.alloc(70_000, 7))).toBe(true);
    expect(await store.head('pictures/b2')).toMatchObject({ key: 'pictures/b2', size: 6 });
    expect((await store.list('pictures/')).map((o) => [o.key, o.size])).toEqual([
      ['pictures/a1', 5],
      ['pictures/b2', 6],
      ['pictures/c3', 70_000],
    ]);
    expect((await store.list('pictures/b')).map((o) => o.key)).toEqual(['pictures/b2']);

    expect(await store.get('pictures/none')).toBeNull();
    expect(await store.head('pictures/none')).toBeNull();
    expect(await store.list('nothing/')).toEqual([]);
  });

  test('a put replaces the object and changes its version; delete and deletePrefix remove', async () => {
    const store = storeOf();
    await store.put('replace/one', Buffer.from('old'));
    const before = await store.head('replace/one');
    await store.put('replace/one', Buffer.from('new bytes'));
    const after = await store.head('replace/one');
    expect(after?.size).toBe(9);
    expect(after?.version).not.toBe(before?.version);
    expect((await readObject(store, 'replace/one'))?.toString()).toBe('new bytes');

    await store.delete('replace/one');
    expect(await store.head('replace/one')).toBeNull();
    await store.delete('replace/one');

    await store.put('session/a/000001', Buffer.from('a'));
    await store.put('session/a/000002', Buffer.from('b'));
    await store.put('sessions-other/x', Buffer.from('kept'));
    await store.deletePrefix('session/');
    expect(await store.list('session/')).toEqual([]);
    expect((await store.list('sessions-other/')).map((o) => o.key)).toEqual(['sessions-other/x']);
  });

  test('keys that would leave the store are refused', async () => {
    const store = storeOf();
    for (const key of ['../secrets.json', '/etc/passwd', 'pictures/../../x', 'a//b', ''])
      await expect(store.put(key, Buffer.from('x'))).rejects.toThrow(/invalid key/);
  });
});

describe('object storage settings', () => {
  const FULL = {
    S3_ENDPOINT: 'https://storage.yandexcloud.net',
    S3_BUCKET: 'shop',
    S3_ACCESS_KEY_ID: 'id',
    S3_SECRET_ACCESS_KEY: 'secret',
  };

  test('none set is the local disk; all four set is S3 in ru-central1, virtual-host style', () => {
    expect(storageConfigProblems({})).toEqual([]);
    expect(s3Settings({})).toBeNull();
    expect(s3Settings(FULL)).toMatchObject({ region: 'ru-central1', forcePathStyle: false, bucket: 'shop' });
    expect(s3Settings({ ...FULL, S3_REGION: 'ru-1', S3_FORCE_PATH_STYLE: 'true' })).toMatchObject({
      region: 'ru-1',
      forcePathStyle: true,
    });
  });

  test('a partial set is one line naming the missing ones', () => {
    expect(storageConfigProblems({ S3_ENDPOINT: FULL.S3_ENDPOINT, S3_BUCKET: 'shop' })).toEqual([
      'object storage: S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY not set; give all of S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY for S3, or none for the local disk',
    ]);
    expect(storageConfigProblems({ ...FULL, S3_ENDPOINT: 'storage.yandexcloud.net' })[0]).toMatch(
      /^S3_ENDPOINT is storage\.yandexcloud\.net/,
    );
    expect(() => s3Settings({ S3_BUCKET: 'shop' })).toThrow(/S3_ENDPOINT, S3_ACCESS_KEY_ID/);
  });
});
