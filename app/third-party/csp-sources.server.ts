import { type CspSources, mapsCspSources } from '~/utils/security.server';
import { analyticsCspSources } from './analytics-config.server';
import { captchaCspSources } from './captcha-config.server';
import { marketingCspSources } from './marketing-config.server';

/**
 * The CSP sources of every third party this environment switches on (entry.server.tsx gives
 * them to the policy); a third party whose variable is absent adds nothing.
 */
export function thirdPartyCspSources(): CspSources[] {
  return [...mapsCspSources(), ...captchaCspSources(), analyticsCspSources(), ...marketingCspSources()];
}
