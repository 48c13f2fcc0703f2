import type { ActionFunctionArgs } from '@remix-run/node';
import { readSmallForm, formError, respondAfterPost, returnPathOf } from '~/sessions/after-post.server';
import { getStorefrontSession } from '~/sessions/storefront-session.server';

/** The cookie banner's button: sets accept_cookie for a year (spec §4, §9) and goes back. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readSmallForm(request);
  if (!form) return formError(413, 'Слишком большой запрос');
  const session = await getStorefrontSession(request);
  session.acceptCookies();
  return respondAfterPost(form, session, returnPathOf(form));
}
