import { useLocation } from '@remix-run/react';
import { useRootData } from '~/components/layout/use-root-data';
import { lazyPart, useOnceTrue } from '~/components/platform/lazy-part';
import { loginStepFromUrl } from './login-url';

// The sign-in dialog's code (the code steps, the phone mask, the captcha) is fetched when the
// dialog first opens: most page views never open it.
const SignInModal = lazyPart(() => import('./sign-in-modal').then((m) => m.SignInModal));

/** Whether the sign-in dialog is open: the URL has ?login=… and the shopper is not signed in. */
export function useSignInOpen(): boolean {
  const root = useRootData();
  const location = useLocation();
  const step = loginStepFromUrl(new URL(`${location.pathname}${location.search}`, 'http://x.invalid'));
  return step !== null && !root?.isAuth;
}

/** Mounted once in root.tsx; the dialog itself from its first opening on (for its fade and state). */
export function SignInDialog() {
  const mounted = useOnceTrue(useSignInOpen());
  return mounted ? <SignInModal /> : null;
}
