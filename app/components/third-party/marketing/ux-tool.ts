// The user-experience tool (docs/product.md#api-calls): a Hotjar-compatible events API, `hj('event', name)`,
// loaded with Hotjar's documented tag when UX_TOOL_ID is set. The sender of docs/product.md#errors waits for
// `hj` to be there: up to 5 more tries every 500 ms, then it warns that the tool is not loaded.

type HjFn = ((...args: unknown[]) => void) & { q?: unknown[] };

declare global {
  interface Window {
    hj?: HjFn;
    _hjSettings?: { hjid: number; hjsv: number };
  }
}

/** docs/product.md#errors: the sender tries this many more times, this often, before giving up. */
export const UX_EVENT_RETRIES = 5;
export const UX_EVENT_RETRY_MS = 500;
/** What the console says when the tool never came (docs/product.md#errors). */
export const UX_TOOL_NOT_LOADED = 'UX tool is not loaded';

/** Hotjar's script version of the documented tag. */
const HOTJAR_SNIPPET_VERSION = 6;

/** The tag's script for a site id. */
export function hotjarScriptUrl(siteId: string): string {
  return `https://static.hotjar.com/c/hotjar-${siteId}.js?sv=${HOTJAR_SNIPPET_VERSION}`;
}

/**
 * What Hotjar's documented tag does before its script loads: the settings, and an `hj` that
 * queues calls for the script to replay. Returns the script to load.
 */
export function prepareHotjar(siteId: string): string {
  window._hjSettings = { hjid: Number(siteId), hjsv: HOTJAR_SNIPPET_VERSION };
  if (!window.hj) {
    const queued: HjFn = (...args: unknown[]) => {
      (queued.q ??= []).push(args);
    };
    window.hj = queued;
  }
  return hotjarScriptUrl(siteId);
}

export interface UxEventDeps {
  /** The tool's function now, if it is there. */
  tool: () => ((...args: unknown[]) => void) | undefined;
  setTimeout: (fn: () => void, ms: number) => unknown;
  warn: (...args: unknown[]) => void;
}

const browserDeps: UxEventDeps = {
  tool: () => (typeof window.hj === 'function' ? window.hj : undefined),
  setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  warn: (...args) => console.warn(...args),
};

/**
 * Sends `hj('event', name)` now, or tries again every 500 ms up to 5 times while the tool is
 * missing, then warns. Resolves true when the event went out.
 */
export function sendUxEvent(name: string, deps: UxEventDeps = browserDeps): Promise<boolean> {
  return new Promise((resolve) => {
    const attempt = (retriesLeft: number) => {
      const tool = deps.tool();
      if (tool) {
        tool('event', name);
        resolve(true);
      } else if (retriesLeft > 0) {
        deps.setTimeout(() => attempt(retriesLeft - 1), UX_EVENT_RETRY_MS);
      } else {
        deps.warn(UX_TOOL_NOT_LOADED, name);
        resolve(false);
      }
    };
    attempt(UX_EVENT_RETRIES);
  });
}
