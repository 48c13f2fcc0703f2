import type { ActionFunctionArgs } from '@remix-run/node';
import { readSmallForm, formError, respondAfterPost, returnPathOf } from '~/forms/after-post.server';
import { storefrontRoute } from '~/sessions/storefront-route.server';

/** The cookie banner's button: sets accept_cookie for a year (spec §4, §9) and goes back. */
export function action(args: ActionFunctionArgs) {
  return storefrontRoute(args, async ({ request, session }) => {
    const form = await readSmallForm(request);
    if (!form) return formError(413, 'Слишком большой запрос');
    session.acceptCookies();
    return respondAfterPost(form, returnPathOf(form));
  });
}
