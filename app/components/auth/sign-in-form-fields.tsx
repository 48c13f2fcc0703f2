import { useLocation } from '@remix-run/react';
import { RETURN_TO_FIELD } from '~/forms/form-fields';
import { withoutLogin } from './login-url';

export type CodeFlowStep = 'phone' | 'code' | 'resend';

/** Where the forms of a "phone, then a code" flow post, and the intent each step sends. */
export interface CodeFlowTarget {
  action: string;
  /** The page to come back to (returnTo). */
  returnTo: string;
  intents: Record<CodeFlowStep, string>;
}

/** Where the sign-in forms post: one action for all steps, with and without JavaScript. */
export const SIGN_IN_ACTION = '/resources/auth/login';

/** The sign-in's target: back to the current page without the open dialog. */
export function useSignInTarget(): CodeFlowTarget {
  const location = useLocation();
  return {
    action: SIGN_IN_ACTION,
    returnTo: withoutLogin(`${location.pathname}${location.search}`),
    intents: { phone: 'phone', code: 'code', resend: 'resend' },
  };
}

/** Hidden fields of a step's form without JavaScript: its intent and the way back. */
export function StepFields({ target, step }: { target: CodeFlowTarget; step: CodeFlowStep }) {
  return (
    <>
      <input type="hidden" name="intent" value={target.intents[step]} />
      <input type="hidden" name={RETURN_TO_FIELD} value={target.returnTo} />
    </>
  );
}
