// Signing in over HTTP the way a shopper does, with the code read from the console SMS
// provider's outbox (DATA_DIR/sms-outbox.jsonl). For HTTP tests of the API; nothing is mocked
// but the phone.
import { randomInt } from 'node:crypto';
import { messagesTo, waitForCode } from '../setup/outbox';

/** A Russian mobile number unlikely to meet any other test's, so limits never collide. */
export function randomPhone(): string {
  return `+79${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}

/** A private address for X-Forwarded-For, fresh for each call, so per-IP limits stay apart. */
export function randomIp(): string {
  return `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/** POSTs JSON to the API and returns the response with its parsed body. */
export async function postJson(
  baseUrl: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Headers; body: Record<string, unknown> }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

/** GETs from the API and returns the response with its parsed body. */
export async function getJson(
  baseUrl: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Headers; body: Record<string, unknown> }> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { Accept: 'application/json', ...headers } });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

/** Asks for a code for a phone and returns the code the SMS carried. */
export async function requestCode(
  api: { baseUrl: string; dataDir: string },
  phone: string,
  ip = randomIp(),
  path = '/api/auth/code',
  headers: Record<string, string> = {},
): Promise<string> {
  const before = messagesTo(api.dataDir, phone).length;
  const sent = await postJson(api.baseUrl, path, { phone, token: '' }, { 'X-Forwarded-For': ip, ...headers });
  if (sent.status !== 200) throw new Error(`${path} answered ${sent.status}: ${JSON.stringify(sent.body)}`);
  return waitForCode(api.dataDir, phone, before);
}

export interface SignedIn {
  user: { id: number; phone: string } & Record<string, unknown>;
  isNewUser: boolean;
  token: string;
  refreshToken: string;
  refreshTokenExpire: number;
  /** The Authorization header of this session. */
  auth: Record<string, string>;
}

/** Signs a phone in (a fresh one by default) and returns the session. */
export async function signIn(
  api: { baseUrl: string; dataDir: string },
  phone = randomPhone(),
): Promise<SignedIn> {
  const ip = randomIp();
  const code = await requestCode(api, phone, ip);
  const checked = await postJson(api.baseUrl, '/api/auth/check', { phone, code }, { 'X-Forwarded-For': ip });
  if (checked.status !== 200)
    throw new Error(`/api/auth/check answered ${checked.status}: ${JSON.stringify(checked.body)}`);
  const session = checked.body as unknown as Omit<SignedIn, 'auth'>;
  return { ...session, auth: { Authorization: `Bearer ${session.token}` } };
}
