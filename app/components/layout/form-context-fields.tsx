import { useLocation } from '@remix-run/react';
import { useHydrated } from 'remix-utils/use-hydrated';
import { RETURN_TO_FIELD, VIA_FIELD } from '~/forms/form-fields';

/**
 * Hidden fields every storefront form post carries: the page to come back to, and, once
 * JavaScript runs, via=fetcher so the action answers in place instead of redirecting.
 * `returnTo` overrides the current page (e.g. the page without the open dialog).
 */
export function FormContextFields({ returnTo }: { returnTo?: string }) {
  const location = useLocation();
  const hydrated = useHydrated();
  return (
    <>
      <input
        type="hidden"
        name={RETURN_TO_FIELD}
        value={returnTo ?? `${location.pathname}${location.search}`}
      />
      {hydrated ? <input type="hidden" name={VIA_FIELD} value="fetcher" /> : null}
    </>
  );
}
