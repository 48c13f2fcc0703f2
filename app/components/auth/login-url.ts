// The sign-in dialog is driven by the URL, so a browser without JavaScript gets it rendered
// open by the server: '?login=open' shows the phone step, '?login=code' the code step (the
// phone waits in the session). Whatever opens the dialog (the header's user icon, a guest's
// heart, the bonus hint's 'Авторизуйся') is a plain link to such a URL.

import { sameSitePathOf, withoutParams } from '~/utils/return-path';

export const LOGIN_PARAM = 'login';
const STEP_VALUES = { phone: 'open', code: 'code' } as const;
export type LoginStep = keyof typeof STEP_VALUES;

/** The dialog's step from a URL; null when it is closed. */
export function loginStepFromUrl(url: URL): LoginStep | null {
  const value = url.searchParams.get(LOGIN_PARAM);
  if (value === STEP_VALUES.phone) return 'phone';
  if (value === STEP_VALUES.code) return 'code';
  return null;
}

/** `path` (pathname + search) with the dialog open at `step`. */
export function loginHref(path: string, step: LoginStep = 'phone'): string {
  // A guest's listing asks this for every card's heart with the same path: the last answer is
  // kept (a pure function of its two arguments, so nothing of one page reaches another).
  if (lastLoginHref?.path === path && lastLoginHref.step === step) return lastLoginHref.href;
  const url = new URL(withoutParams(path, [LOGIN_PARAM]), 'http://x.invalid');
  url.searchParams.set(LOGIN_PARAM, STEP_VALUES[step]);
  const href = sameSitePathOf(url);
  lastLoginHref = { path, step, href };
  return href;
}

let lastLoginHref: { path: string; step: LoginStep; href: string } | null = null;

/** `path` with the dialog closed. */
export function withoutLogin(path: string): string {
  return withoutParams(path, [LOGIN_PARAM]);
}
