import { IRREGULAR_LEGACY_RULES } from './legacy-irregular-table';
import { LEGACY_FALLBACK_TARGET, LEGACY_SECTIONS } from './legacy-section-table';
import { DESKTOP_PARENT_REDIRECTS, SIGN_IN_REQUIRED } from './route-rule-table';
import { STATIC_REDIRECTS } from './static-table';

/**
 * Every location the tables can send a browser to, without duplicates, sorted. HTTP tests use
 * it to prove each target answers 200 (or, for /personal/*, the sign-in guard).
 */
export function allRedirectTargets(): string[] {
  const targets = [
    ...Object.values(LEGACY_SECTIONS),
    LEGACY_FALLBACK_TARGET,
    ...IRREGULAR_LEGACY_RULES.map((rule) => rule.to),
    ...STATIC_REDIRECTS.map((row) => row.to),
    ...SIGN_IN_REQUIRED.map((rule) => rule.to),
    ...DESKTOP_PARENT_REDIRECTS.map((rule) => rule.to),
  ];
  return [...new Set(targets)].sort();
}
