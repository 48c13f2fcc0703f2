// The page's analytics calls wait here until their code has arrived (tracker-calls.ts, a chunk
// of its own fetched after the page's `load` event, when the browser is idle), then run in the
// order they were made. So analytics never weighs on a page's first load or its hydration, and
// nothing the shopper did in the meantime (a card clicked, a size added) goes unreported.
import type * as TrackerCalls from './tracker-calls';

export type Tracker = typeof TrackerCalls;

let tracker: Tracker | undefined;
let waiting: ((tracker: Tracker) => void)[] = [];
let requested = false;

/** Longest wait for an idle moment: a busy page still reports within a few seconds. */
const IDLE_TIMEOUT_MS = 3000;

function fetchTracker(): void {
  requested = true;
  const load = () =>
    void import('./tracker-calls').then((calls) => {
      tracker = calls;
      const ready = waiting;
      waiting = [];
      for (const call of ready) call(calls);
    });
  const whenIdle = () =>
    window.requestIdleCallback
      ? window.requestIdleCallback(load, { timeout: IDLE_TIMEOUT_MS })
      : window.setTimeout(load, 1);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/** Runs `call` with the analytics code: at once when it is here, otherwise once it arrives. */
export function withTracker(call: (tracker: Tracker) => void): void {
  if (typeof document === 'undefined') return;
  if (tracker) return call(tracker);
  waiting.push(call);
  if (!requested) fetchTracker();
}
