// Express ↔ Fetch: the Request the app is asked with for an Express request, and an app's
// Response written to Express's answer, through @remix-run/node's public stream helpers (what
// @remix-run/express does inside, which exports only its whole handler).
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from '@remix-run/node';
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';

/** Node's request headers as Fetch headers (a repeated header keeps each of its values). */
export function fetchHeadersOf(incoming: ExpressRequest['headers']): Headers {
  const headers = new Headers();
  for (const [name, values] of Object.entries(incoming)) {
    if (!values) continue;
    if (Array.isArray(values)) for (const value of values) headers.append(name, value);
    else headers.set(name, values);
  }
  return headers;
}

/**
 * The request's absolute URL: Express's host name (which respects its "trust proxy" setting)
 * with the port of X-Forwarded-Host or Host, and the path as the client sent it.
 */
export function fetchUrlOf(req: ExpressRequest): string {
  const portOf = (host: string | undefined) => Number.parseInt(host?.split(':')[1] ?? '', 10);
  const forwarded = portOf(req.get('X-Forwarded-Host'));
  const direct = portOf(req.get('host'));
  const port = Number.isSafeInteger(forwarded)
    ? forwarded
    : Number.isSafeInteger(direct)
      ? direct
      : undefined;
  return new URL(`${req.protocol}://${req.hostname}${port ? `:${port}` : ''}${req.originalUrl}`).href;
}

/**
 * The Fetch Request for `req`, its body streamed, and aborted when the client goes away
 * before its answer is sent (`close` without `finish`): loaders and actions can stop early.
 */
export function fetchRequestOf(req: ExpressRequest, res: ExpressResponse): Request {
  let controller: AbortController | null = new AbortController();
  const init: RequestInit & { duplex?: 'half' } = {
    method: req.method,
    headers: fetchHeadersOf(req.headers),
    signal: controller.signal,
  };
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = 'half';
  }
  res.on('finish', () => (controller = null));
  res.on('close', () => controller?.abort());
  return new Request(fetchUrlOf(req), init);
}

/**
 * Writes `response` to `res`: status, every header (each Set-Cookie on its own line) and the
 * body as it streams, so a streamed page reaches the client chunk by chunk.
 */
export async function sendFetchResponse(res: ExpressResponse, response: Response): Promise<void> {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  if (/text\/event-stream/i.test(response.headers.get('Content-Type') ?? '')) res.flushHeaders();
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}
