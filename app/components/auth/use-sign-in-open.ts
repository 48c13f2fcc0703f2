import { useLocation } from '@remix-run/react';
import { useRootData } from '~/components/layout/use-root-data';
import { loginStepFromUrl } from './login-url';

/** Whether the sign-in dialog is open: the URL has ?login=… and the shopper is not signed in. */
export function useSignInOpen(): boolean {
  const root = useRootData();
  const location = useLocation();
  const step = loginStepFromUrl(new URL(`${location.pathname}${location.search}`, 'http://x.invalid'));
  return step !== null && !root?.isAuth;
}
