import { lazyPart, useOnceTrue } from '~/components/platform/lazy-part';
import { useSignInOpen } from './use-sign-in-open';

// The sign-in dialog's code (the code steps, the phone mask, the captcha) is fetched when the
// dialog first opens: most page views never open it. Whether it is open is read in
// use-sign-in-open.ts, which the dialog's code reads too (no import back into this module).
const SignInModal = lazyPart(() => import('./sign-in-modal').then((m) => m.SignInModal));

/** Mounted once in root.tsx; the dialog itself from its first opening on (for its fade and state). */
export function SignInDialog() {
  const mounted = useOnceTrue(useSignInOpen());
  return mounted ? <SignInModal /> : null;
}
