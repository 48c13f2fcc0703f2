// With S3_* set, 1С's uploads and the gallery's source pictures live in the object storage (a
// local S3 stand-in here), not in DATA_DIR: an exchange whose package comes zipped in pieces
// imports, the pictures are served, and the bucket holds them. Half the settings fail the start.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SearchResponseSchema } from '~/commerce/contract/search';
import { s3Settings } from '~/commerce/storage/config.server';
import { readObject } from '~/commerce/storage/object-store';
import { s3ObjectStore } from '~/commerce/storage/s3-store.server';
import { type ObjectStorageStandIn, startObjectStorage } from '../../scripts/cluster/object-storage';
import { repoRoot } from '../setup/paths';
import { type RunningServer, startServer } from '../setup/server';
import {
  call,
  EXCHANGE_ENV,
  fixture,
  importUntilDone,
  signIn,
  upload,
  withoutSummary,
} from './exchange-1c.kit';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-1c-s3-'));
let standIn: ObjectStorageStandIn;
let server: RunningServer;

beforeAll(async () => {
  standIn = await startObjectStorage({ directory: path.join(scratch, 's3') });
  server = await startServer({
    dataDir: path.join(scratch, 'data'),
    env: { ...EXCHANGE_ENV, ...standIn.env },
  });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await standIn?.stop();
  fs.rmSync(scratch, { recursive: true, force: true });
});

const bucket = () => s3ObjectStore(s3Settings(standIn.env)!);
const contentHash = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 32);

describe('the exchange on S3-compatible object storage', () => {
  test('a zipped package sent in pieces imports; its picture is served from the bucket, DATA_DIR holds none', async () => {
    const cookie = await signIn(server.baseUrl);
    expect((await call(server.baseUrl, 'type=catalog&mode=init', { cookie })).lines[0]).toBe('zip=yes');
    const zip = fixture('package.zip');
    await upload(server.baseUrl, cookie, 'package.zip', zip, Math.ceil(zip.length / 3));
    // The three pieces wait in the bucket, one object each.
    const pieces = await bucket().list('exchange-1c/catalog/');
    expect(pieces.map((p) => p.key)).toEqual(
      ['000001', '000002', '000003'].map((n) => `exchange-1c/catalog/package.zip/~pieces/${n}`),
    );
    expect(pieces.reduce((sum, p) => sum + p.size, 0)).toBe(zip.length);

    expect(withoutSummary((await importUntilDone(server.baseUrl, cookie, 'import.xml')).at(-1)!)).toEqual([
      'success',
    ]);
    expect((await importUntilDone(server.baseUrl, cookie, 'offers.xml')).at(-1)![0]).toBe('success');

    // The racer's card shows 1С's picture (the index rebuilds after the import: asked again).
    let src: string | undefined;
    for (let tries = 0; !src && tries < 100; tries++) {
      const answer = await fetch(`${server.baseUrl}/api/search/?q=${encodeURIComponent('Тестоход Рейсер')}`);
      const cards = SearchResponseSchema.parse(await answer.json()).elements;
      src = cards.map((c) => c.images[0]?.src).find((s) => s?.startsWith('/images/pictures/'));
      if (!src) await sleep(200);
    }
    const original = fixture('pictures/racer-side.jpg');
    expect(src).toBe(`/images/pictures/${contentHash(original)}/desktop.jpg`);
    const served = await fetch(`${server.baseUrl}${src}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({
      format: 'jpeg',
      width: 600,
      height: 600,
    });

    // The source is in the bucket, byte for byte; the archive was unpacked there.
    expect((await readObject(bucket(), `pictures/${contentHash(original)}`))?.equals(original)).toBe(true);
    const session = (await bucket().list('exchange-1c/catalog/')).map((p) => p.key);
    expect(session).toContain('exchange-1c/catalog/import.xml/~pieces/000001');
    expect(session).toContain('exchange-1c/catalog/import_files/ab/prod-racer.jpg/~pieces/000001');
    expect(session.some((key) => key.includes('package.zip'))).toBe(false);
    // DATA_DIR keeps no source picture and no upload; only this instance's resized copies.
    expect(fs.existsSync(path.join(server.dataDir, 'pictures'))).toBe(false);
    expect(fs.existsSync(path.join(server.dataDir, 'exchange-1c'))).toBe(false);
    expect(fs.readdirSync(path.join(server.dataDir, 'images', 'v1', 'pictures'))).toEqual([
      contentHash(original),
    ]);
  });

  test('init clears the previous session from the bucket; pictures stay', async () => {
    const cookie = await signIn(server.baseUrl);
    await call(server.baseUrl, 'type=catalog&mode=init', { cookie });
    expect(await bucket().list('exchange-1c/')).toEqual([]);
    expect((await bucket().list('pictures/')).length).toBe(1);
  });
});

describe('object storage settings at the start', () => {
  test('half of the S3 settings fail the start with one line naming the missing ones', async () => {
    const dataDir = fs.mkdtempSync(path.join(scratch, 'refused-'));
    const { code, output } = await new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(process.execPath, ['build/server.js'], {
        cwd: repoRoot,
        env: {
          PATH: process.env.PATH ?? '',
          NODE_ENV: 'production',
          DATA_DIR: dataDir,
          PORT: '0',
          S3_ENDPOINT: 'https://storage.yandexcloud.net',
          S3_BUCKET: 'shop',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let text = '';
      child.stdout.on('data', (chunk) => (text += chunk));
      child.stderr.on('data', (chunk) => (text += chunk));
      child.on('exit', (exitCode) => resolve({ code: exitCode, output: text }));
    });
    expect(code).toBe(1);
    expect(output.split('\n').filter((line) => line.startsWith('[server] cannot start: '))).toEqual([
      '[server] cannot start: object storage: S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY not set; give all of S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY for S3, or none for the local disk',
    ]);
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });
});
