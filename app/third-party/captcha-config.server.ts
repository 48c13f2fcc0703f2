import { env } from '~/utils/env.server';
import type { CspSources } from '~/utils/security.server';
import { SMARTCAPTCHA_ORIGIN } from '~/components/third-party/captcha/smart-captcha';

/** What SmartCaptcha needs from the policy: its script, its challenge frames and its calls. */
const SMARTCAPTCHA_CSP: CspSources = {
  script: [SMARTCAPTCHA_ORIGIN],
  frame: [SMARTCAPTCHA_ORIGIN],
  connect: [SMARTCAPTCHA_ORIGIN],
};

/** The captcha's CSP sources when CAPTCHA_CLIENT_KEY switches the widget on, else none. */
export function captchaCspSources(): CspSources[] {
  return env().CAPTCHA_CLIENT_KEY ? [SMARTCAPTCHA_CSP] : [];
}
