import { useLocation } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import {
  isPromptPath,
  nextVisit,
  promptDelay,
  promptedCookie,
  VISIT_STORAGE_KEY,
  wasPrompted,
} from './subscribe-prompt';

/** How often a blocked prompt looks again (another dialog may have closed meanwhile). */
const RETRY_MS = 5_000;

/** Remembers in a cookie that the modal was shown, so it never offers itself again. */
export function rememberPrompted(): void {
  document.cookie = promptedCookie(window.location.protocol === 'https:');
}

function readVisit(): string | null {
  try {
    return window.sessionStorage.getItem(VISIT_STORAGE_KEY);
  } catch {
    return null;
  }
}

function saveVisit(value: string): void {
  try {
    window.sessionStorage.setItem(VISIT_STORAGE_KEY, value);
  } catch {
    // Storage refused (private mode): the visit is counted for this page only.
  }
}

/** True while something else asks for the visitor's attention: any dialog or the page is hidden. */
function somethingElseShown(): boolean {
  return (
    document.visibilityState !== 'visible' ||
    document.querySelector('[role="dialog"], [data-modal-static]') !== null
  );
}

/**
 * Counts page views and, once the rules of subscribe-prompt.ts allow, calls `open` one time.
 * `quiet` is true while the root data shows the cookie banner or the city prompt: the
 * modal waits for them to be answered. Runs in the browser only (effects).
 */
export function useSubscribePrompt(open: () => void, quiet: boolean): void {
  const location = useLocation();
  const latest = useRef({ open, quiet });
  latest.current = { open, quiet };

  useEffect(() => {
    if (wasPrompted(document.cookie)) return;
    const now = Date.now();
    const visit = nextVisit(readVisit(), now);
    saveVisit(JSON.stringify(visit));
    if (!isPromptPath(location.pathname)) return;
    const delay = promptDelay(visit, now);
    if (delay === null) return;

    let timer: number;
    const attempt = () => {
      if (wasPrompted(document.cookie)) return;
      if (latest.current.quiet || somethingElseShown()) {
        timer = window.setTimeout(attempt, RETRY_MS);
        return;
      }
      rememberPrompted();
      latest.current.open();
    };
    timer = window.setTimeout(attempt, delay);
    return () => window.clearTimeout(timer);
    // Once per page view: the location key changes with every navigation.
  }, [location.key, location.pathname]);
}
