// When the subscribe modal offers itself without being asked (spec: not shown; our choice,
// docs/decisions/0014-subscribe-modal.md): once per visitor, to someone who has looked around (two
// pages and half a minute on the site), never on the basket, checkout or account pages, and
// never over another prompt or dialog. Pure rules here; the browser glue is in use-subscribe-prompt.

/** Remembers that the modal was shown (or the visitor subscribed): it never offers itself again. */
export const PROMPT_COOKIE = 'subscribe_prompt';
/** Half a year: long enough not to nag, short enough to ask a returning visitor once more. */
export const PROMPT_COOKIE_MAX_AGE = 180 * 86_400;
/** The visit so far, per browser tab session. */
export const VISIT_STORAGE_KEY = 'subscribe-prompt-visit';

export const PROMPT_MIN_PAGES = 2;
export const PROMPT_MIN_MS = 30_000;

/** Where a shopper is busy with their order or account. */
const QUIET_PATHS = ['/cart', '/order', '/personal'];

export type Visit = { pages: number; since: number };

/** True on pages where the modal may offer itself. */
export function isPromptPath(pathname: string): boolean {
  return !QUIET_PATHS.some((quiet) => pathname === quiet || pathname.startsWith(`${quiet}/`));
}

/** The visit after one more page view; a missing or unreadable record starts a new visit. */
export function nextVisit(stored: string | null, now: number): Visit {
  try {
    const value = JSON.parse(stored ?? 'null') as Partial<Visit> | null;
    if (value && Number.isInteger(value.pages) && Number.isFinite(value.since) && (value.since ?? 0) <= now) {
      return { pages: (value.pages ?? 0) + 1, since: value.since as number };
    }
  } catch {
    // not ours: start again
  }
  return { pages: 1, since: now };
}

/** Milliseconds until the modal may offer itself (0: now), or null while too few pages were seen. */
export function promptDelay(visit: Visit, now: number): number | null {
  if (visit.pages < PROMPT_MIN_PAGES) return null;
  return Math.max(0, visit.since + PROMPT_MIN_MS - now);
}

/** True when the cookie says the modal was already shown to this visitor. */
export function wasPrompted(cookieHeader: string): boolean {
  return cookieHeader.split(';').some((part) => part.trim().startsWith(`${PROMPT_COOKIE}=`));
}

/** The cookie line (for document.cookie) that remembers it. */
export function promptedCookie(secure: boolean): string {
  return `${PROMPT_COOKIE}=shown; Max-Age=${PROMPT_COOKIE_MAX_AGE}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
