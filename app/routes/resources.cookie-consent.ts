import type { ActionFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { respondAfterPost, returnPathOf, readStorefrontForm } from '~/forms/form-post.server';
import { storefrontRoute } from '~/sessions/storefront-route.server';

/** The cookie banner's button: sets accept_cookie for a year (docs/product.md#cookie-banner-and-banner-strip, docs/product.md#constants-and-limits) and goes back. */
export function action(args: ActionFunctionArgs) {
  return storefrontRoute(args, async ({ request, session }) => {
    // The button carries no field of its own (only where to go back).
    const read = await readStorefrontForm(request, z.object({}));
    if (read.refused) return read.refused;
    const { form } = read;
    session.acceptCookies();
    return respondAfterPost(form, returnPathOf(form));
  });
}
