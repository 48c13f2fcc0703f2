import { pipeline, Transform } from 'node:stream';
import type { AppLoadContext, EntryContext, HandleDataRequestFunction } from '@remix-run/node';
import { createReadableStreamFromReadable } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { thirdPartyCspSources } from '~/third-party/csp-sources.server';
import { settleResponseCookies } from '~/sessions/storefront-route.server';
import { sessionOfRequest } from '~/sessions/session-of-request.server';
import { mayBeShared, settleCachePolicy } from '~/utils/cache-control';
import { NonceProvider } from '~/utils/nonce';
import { errorField, logger } from '~/utils/log.server';
import { loggablePath } from '~/utils/log-redact';
import { contentSecurityPolicy, createNonce, SECURITY_HEADERS } from '~/utils/security.server';
import { apiFetch } from '~/commerce/api/router.server';
import { serveApiInProcess } from '~/services/api-request.server';
import { clientAddressOfSocket } from '~/utils/client-address.server';
import { withDocumentEndLast } from '~/utils/html-document-end.server';

// For server/request-guards.ts, which refuses posts from other sites in front of Remix, and the
// page cache, which gives each answer from a copy a nonce of its own.
export { createNonce, refuseCrossSite } from '~/utils/security.server';
// For server/index.ts, which awaits it once before it listens.
export { startShop } from '~/commerce/boot.server';
// For server/index.ts, which puts the shopper's address in every request's load context.
export { clientAddressOfSocket } from '~/utils/client-address.server';
// The commerce API: the server sends /api and /api/… to apiFetch; the storefront's own API calls
// reach it in process, without a socket (services/api-request.server.ts), registered here.
export { apiFetch, apiRouteOf, type ApiContext } from '~/commerce/api/router.server';
// For server/index.ts, which runs each page view (its cache look and its render) in one read scope.
export { inPageView } from '~/utils/read-scope.server';
// server/index.ts asks it before the database opens: production refuses demo stand-ins.
export { startProblems } from '~/commerce/config/start-problems.server';
// For server/index.ts, which drains and stops the process on SIGTERM (docs/decisions/0079-drain.md).
export { beginDrain } from '~/utils/health.server';
export { closeResources, stopBackgroundWork } from '~/commerce/jobs/loops.server';
// For server/metrics.ts: the one registry of the process, its /metrics and what the server counts.
export { countPageCacheLookup, metricsExposition, observeHttpRequest } from '~/metrics/metrics.server';
// For server/index.ts, which logs through the app's one logger, give each
// request its id and run it in that id's context (docs/decisions/0084-logs.md).
export { logger, logSettingsProblems, withRequestId, currentRequestId } from '~/utils/log.server';
export { loggablePath } from '~/utils/log-redact';
export { REQUEST_ID_HEADER, requestIdOf, validRequestId } from '~/utils/request-id.server';

const log = logger('render');

// The storefront's calls to the API of this process: the context a loopback request would have had.
serveApiInProcess((request) =>
  apiFetch(request, {
    clientAddress: clientAddressOfSocket('127.0.0.1', request.headers.get('X-Forwarded-For') ?? undefined),
  }),
);

const ABORT_DELAY = 5_000;
export const streamTimeout = ABORT_DELAY;

/**
 * The request's session cookies, as they stand once every loader and the action are done,
 * replace whatever Set-Cookie lines Remix gathered from them (an action's are copied before
 * the loaders run, so they can be older): each cookie once, with its last value.
 */
async function settleCookies(request: Request, headers: Headers, context: AppLoadContext): Promise<void> {
  await settleResponseCookies(await sessionOfRequest(request, context), headers);
}

export const handleDataRequest: HandleDataRequestFunction = async (response, { request, context }) => {
  await settleCookies(request, response.headers, context);
  settleCachePolicy(request, response.status, response.headers);
  return response;
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  await settleCookies(request, responseHeaders, loadContext);
  // A copy of this answer in the page cache gets a new nonce for each answer it gives
  // (server/page-cache/nonce.ts, docs/decisions/0181-fresh-nonce-per-copy.md).
  const nonce = createNonce();
  responseHeaders.set('Content-Security-Policy', contentSecurityPolicy(nonce, thirdPartyCspSources()));
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) responseHeaders.set(name, value);

  // Crawlers and no-JS readers get the whole document at once; browsers get it streamed. An
  // answer that may be shared is whole for everyone: streamed, its markup differs (React's
  // out-of-order chunks), and a cache gives one copy to crawlers and browsers alike.
  const waitForAll =
    mayBeShared(request) || isbot(request.headers.get('user-agent') ?? '') || remixContext.isSpaMode;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [waitForAll ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true;
          const body = withoutNulBytes();
          // A client gone away ends the whole chain, and so React's render (it watches `body`).
          const html = pipeline(body, withDocumentEndLast(), () => undefined);
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          // Here, not earlier: a render error before the shell turns the answer into a 500.
          settleCachePolicy(request, responseStatusCode, responseHeaders);
          resolve(
            new Response(createReadableStreamFromReadable(html), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are already reported by the error boundary; log them once.
          if (shellRendered) log.error(errorField(error), 'a page failed after its first bytes were sent');
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}

/**
 * React 18.3's streaming renderer can leave NUL bytes at the end of a 2 KiB chunk when a
 * multi-byte (Cyrillic) character does not fit in it; a NUL inside the inline data script
 * corrupts text such as a city name. HTML never needs NUL, so every one is dropped.
 */
function withoutNulBytes(): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (chunk.indexOf(0) === -1) return done(null, chunk);
      const kept = Buffer.allocUnsafe(chunk.length);
      let length = 0;
      for (const byte of chunk) if (byte !== 0) kept[length++] = byte;
      done(null, kept.subarray(0, length));
    },
  });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  log.error(
    { ...errorField(error), path: loggablePath(new URL(request.url).pathname) },
    'unexpected failure',
  );
}
