import type { ActionFunctionArgs } from '@remix-run/node';
import { formError, readSmallForm } from '~/forms/after-post.server';
import { recordClickScreen } from '~/sessions/attribution.server';
import { storefrontRoute } from '~/sessions/storefront-route.server';

const SIDE = /^[1-9]\d{0,4}$/;

/**
 * The browser's screen size for the stored click-id record (spec §3: screen width and
 * height), posted once by ClickScreenReporter; the record's cookie is HttpOnly.
 */
export function action(args: ActionFunctionArgs) {
  return storefrontRoute(args, async ({ request, session }) => {
    const form = await readSmallForm(request);
    const width = form?.get('width');
    const height = form?.get('height');
    const valid =
      typeof width === 'string' &&
      typeof height === 'string' &&
      SIDE.test(width) &&
      SIDE.test(height) &&
      recordClickScreen(session, Number(width), Number(height));
    if (!valid) return formError(400, 'Некорректный размер экрана');
    return Response.json({ ok: true });
  });
}
