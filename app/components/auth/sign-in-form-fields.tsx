import { useLocation } from '@remix-run/react';
import { RETURN_TO_FIELD } from '~/sessions/form-fields';
import { withoutLogin } from './login-url';

/** Where the sign-in forms post: one action for all steps, with and without JavaScript. */
export const SIGN_IN_ACTION = '/resources/auth/login';

/** The page to come back to once signed in: the current one without the open dialog. */
export function useSignInReturnPath(): string {
  const location = useLocation();
  return withoutLogin(`${location.pathname}${location.search}`);
}

/** Hidden fields of a sign-in form without JavaScript: the step and the way back. */
export function SignInFormFields({ intent }: { intent: 'phone' | 'code' | 'resend' }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={RETURN_TO_FIELD} value={useSignInReturnPath()} />
    </>
  );
}
