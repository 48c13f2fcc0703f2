import type { ActionFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { loginHref, withoutLogin } from '~/components/auth/login-url';
import { ApiCallError, ensureFreshAccessToken, isAbortError } from '~/services/api-client.server';
import { changeFavorites, getFavoriteIds } from '~/services/favorites.server';
import { respondAfterPost, returnPathOf, jsonReply, readStorefrontForm } from '~/forms/form-post.server';
import { VIA_FIELD } from '~/forms/form-fields';
import { storefrontRoute } from '~/sessions/storefront-route.server';
import { logger } from '~/utils/log.server';

// The hearts (product cards, product page) and the wishlist's remove and clear buttons post
// here. With JavaScript a fetcher gets {ok} in place; without it the answer is 303 back to the
// page. A guest (or a shopper whose sign-in just expired) is sent to the sign-in dialog.

const ColorIdSchema = z.coerce.number().int().positive().max(2_147_483_647);
const FavoriteFormSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('add'), colorId: ColorIdSchema }),
  z.object({ intent: z.literal('remove'), colorId: ColorIdSchema }),
  z.object({ intent: z.literal('clear') }),
]);
export type FavoriteIntent = z.infer<typeof FavoriteFormSchema>['intent'];

const FAILED = 'Не получилось обновить избранное. Попробуй ещё раз.';

export function action(args: ActionFunctionArgs) {
  return storefrontRoute(args, async ({ request, session }) => {
    const read = await readStorefrontForm(request, FavoriteFormSchema);
    if (read.refused) return read.refused;
    const { form, value: change } = read;
    const back = withoutLogin(returnPathOf(form));

    const state = await ensureFreshAccessToken(session);
    if (state === 'guest' || state === 'logged-out') {
      return respondAfterPost(form, loginHref(back), { navigate: true });
    }
    try {
      if (change.intent === 'clear') {
        await changeFavorites(session, 'remove', await getFavoriteIds(session));
      } else {
        await changeFavorites(session, change.intent, [change.colorId]);
      }
    } catch (error) {
      if (isAbortError(error)) throw error;
      logger('favorites').error({ error: (error as Error).message }, 'change failed');
      const message = error instanceof ApiCallError && error.status < 500 ? error.message : FAILED;
      if (form.get(VIA_FIELD) === 'fetcher') {
        return jsonReply({ ok: false, message }, { status: 502 });
      }
      session.flash({ kind: 'notice', text: message });
    }
    return respondAfterPost(form, back);
  });
}
