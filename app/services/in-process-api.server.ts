// The commerce API of this very process, reached without a socket. When API_BASE_URL is unset
// the storefront's API calls go to the server they run in; over loopback each one would cost an
// HTTP client (undici), a socket write and read, Node's HTTP parser and the express stack.
// app/entry.server.tsx registers the API router's own fetch handler (apiFetch) here when the
// build loads, so a call is still a whole HTTP exchange (a Request with the API's headers in, a
// Response with status, headers and a JSON body out, through the same router, middleware and
// error handling) minus the socket, and without Remix. Not when API_BASE_URL points at another
// server.

import { env } from '~/utils/env.server';

/** Answers one API request as the server would over HTTP. */
export type ApiDispatcher = (request: Request) => Promise<Response>;

let dispatcher: ApiDispatcher | null = null;

/** app/entry.server.tsx: serve this process's API calls with `dispatch` (null: back to HTTP). */
export function serveApiInProcess(dispatch: ApiDispatcher | null): void {
  dispatcher = dispatch;
}

/** The in-process dispatcher when calls go to this same server; null when they go over HTTP. */
export function inProcessApi(): ApiDispatcher | null {
  return env().API_BASE_URL ? null : dispatcher;
}

/**
 * `fetch` for an API call: in process when the API is this server, else over HTTP. The call
 * gives up when `signal` aborts even if a handler does not watch it, as fetch would. An
 * in-process call runs in the async context of its caller, so the API reads of a page view
 * join the view's read scope (utils/read-scope.server.ts, opened by the server) and share
 * what the view already asked the database.
 */
export function fetchApi(url: URL, init: RequestInit & { signal: AbortSignal }): Promise<Response> {
  const dispatch = inProcessApi();
  if (!dispatch) return fetch(url, init);
  const { signal } = init;
  if (signal.aborted) return Promise.reject(signal.reason);
  const headers = new Headers(init.headers);
  // What fetch would send: routes that compare Origin with Host (the cross-site guard) see it.
  headers.set('Host', url.host);
  return new Promise<Response>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    dispatch(new Request(url, { ...init, headers }))
      .then(resolve, reject)
      .finally(() => signal.removeEventListener('abort', onAbort));
  });
}
