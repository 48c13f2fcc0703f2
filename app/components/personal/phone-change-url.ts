// The phone change on /personal/profile is driven by the URL for a browser without JavaScript:
// '?phone=change' shows the new-number form, '?phone=code' the code boxes (the number waits in
// the flash), like the sign-in dialog's ?login=.

export const PROFILE_PATH = '/personal/profile';
const PARAM = 'phone';

/** The intents the profile action knows for the three steps. */
export const PHONE_CHANGE_INTENTS = {
  phone: 'phone-send',
  code: 'phone-confirm',
  resend: 'phone-resend',
} as const;

/** The step a URL opens, or null. */
export function phoneChangeStepFromUrl(search: string): 'phone' | 'code' | null {
  const value = new URLSearchParams(search).get(PARAM);
  if (value === 'change') return 'phone';
  if (value === 'code') return 'code';
  return null;
}

/** The profile with the phone change open at `step`. */
export function phoneChangeHref(step: 'phone' | 'code'): string {
  return `${PROFILE_PATH}?${PARAM}=${step === 'phone' ? 'change' : 'code'}`;
}
