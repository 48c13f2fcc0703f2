// The 1С side of the CommerceML exchange, as the tests play it: sign in, start a session,
// upload files in pieces, ask for the import until it answers.
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'vitest';
import { repoRoot } from '../setup/paths';

export const EXCHANGE_LOGIN = 'exchange-1c';
export const EXCHANGE_PASSWORD = 'секрет-обмена-1c';
export const EXCHANGE_ENV = { EXCHANGE_1C_LOGIN: EXCHANGE_LOGIN, EXCHANGE_1C_PASSWORD: EXCHANGE_PASSWORD };

export const fixturesDir = path.join(repoRoot, 'tests/fixtures/exchange-1c');
export const fixture = (name: string) => fs.readFileSync(path.join(fixturesDir, name));

/** The picture import.xml names for the racer, as 1С uploads it beside the package. */
export const racerPicture = () => ({
  name: 'import_files/ab/prod-racer.jpg',
  bytes: fixture('pictures/racer-side.jpg'),
});

export function basic(login: string, password: string): string {
  return `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`;
}

/** One exchange request; the answer's lines. */
export async function call(
  baseUrl: string,
  query: string,
  options: { cookie?: string; auth?: string; body?: Buffer; method?: string } = {},
): Promise<{ status: number; lines: string[]; headers: Headers }> {
  const headers: Record<string, string> = {};
  if (options.cookie) headers.Cookie = options.cookie;
  if (options.auth) headers.Authorization = options.auth;
  const response = await fetch(`${baseUrl}/api/exchange/1c?${query}`, {
    method: options.method ?? (options.body ? 'POST' : 'GET'),
    headers,
    body: options.body ? new Uint8Array(options.body) : undefined,
  });
  return { status: response.status, lines: (await response.text()).split('\n'), headers: response.headers };
}

/** checkauth with the right credentials; the cookie 1С sends on from then on. */
export async function signIn(baseUrl: string, type = 'catalog'): Promise<string> {
  const answer = await call(baseUrl, `type=${type}&mode=checkauth`, {
    auth: basic(EXCHANGE_LOGIN, EXCHANGE_PASSWORD),
  });
  expect(answer.status).toBe(200);
  expect(answer.lines[0]).toBe('success');
  return `${answer.lines[1]}=${answer.lines[2]}`;
}

/** Sends a file in pieces of at most `piece` bytes, as 1С does above file_limit. */
export async function upload(
  baseUrl: string,
  cookie: string,
  name: string,
  bytes: Buffer,
  piece = bytes.length,
) {
  for (let at = 0; at < bytes.length; at += piece) {
    const answer = await call(baseUrl, `type=catalog&mode=file&filename=${encodeURIComponent(name)}`, {
      cookie,
      body: bytes.subarray(at, at + piece),
    });
    expect(answer.lines[0], answer.lines.join(' ')).toBe('success');
  }
}

/** Asks mode=import until it stops answering progress; every answer seen, the last one last. */
export async function importUntilDone(baseUrl: string, cookie: string, name: string, timeoutMs = 60_000) {
  const answers: string[][] = [];
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await call(baseUrl, `type=catalog&mode=import&filename=${encodeURIComponent(name)}`, {
      cookie,
    });
    answers.push(answer.lines);
    if (answer.lines[0] !== 'progress') return answers;
    if (Date.now() > deadline) throw new Error(`import of ${name} still in progress after ${timeoutMs} ms`);
    await sleep(200);
  }
}

/** A full session: init, upload every file, import each XML; the last answer of each import. */
export async function exchangeFiles(
  baseUrl: string,
  files: { name: string; bytes: Buffer }[],
  imports: string[],
) {
  const cookie = await signIn(baseUrl);
  const init = await call(baseUrl, 'type=catalog&mode=init', { cookie });
  expect(init.lines[0]).toBe('zip=yes');
  for (const file of files) await upload(baseUrl, cookie, file.name, file.bytes);
  const results: string[][] = [];
  for (const name of imports) results.push((await importUntilDone(baseUrl, cookie, name)).at(-1)!);
  return results;
}

/** The summary lines every import adds beside `success` (where stock went, the price type, unmapped groups). */
const SUMMARY = /^(Остатки: |Цена для покупателей — |Группы без раздела, )/;

/** An import's answer without its summary lines: what a test of pictures or crashes looks at. */
export const withoutSummary = (lines: string[]) => lines.filter((line) => !SUMMARY.test(line));
