import { parseWithZod } from '@conform-to/zod';
import type { ActionFunctionArgs } from '@remix-run/node';
import { MySizeFormSchema } from '~/components/personal/my-size-schema';
import {
  formError,
  jsonReply,
  readSmallForm,
  respondAfterPost,
  returnPathOf,
  TOO_BIG_MESSAGE,
} from '~/forms/form-post.server';
import { saveMySize } from '~/routes-shared/my-size.server';
import { ApiCallError } from '~/services/api-client.server';
import { storefrontRoute } from '~/sessions/storefront-route.server';

// 'Мой размер' (docs/product.md#sizes-and-my-size, docs/decisions/0050-my-size.md). The profile's form sets or forgets the
// size (on the account too when signed in); the listing chip's × turns the filter off for
// listings. A form post answered with 303 back (no JavaScript) or { ok: true } to a fetcher,
// which then reloads the page's data; a bad field answers 422 with conform's reply.

const NO_STORE = { 'Cache-Control': 'no-store' };

export function action(args: ActionFunctionArgs) {
  return storefrontRoute(args, async ({ request, session }) => {
    const form = await readSmallForm(request);
    if (!form) return formError(413, TOO_BIG_MESSAGE);
    const submission = parseWithZod(form, { schema: MySizeFormSchema, disableAutoCoercion: true });
    if (submission.status !== 'success') {
      return jsonReply(submission.reply(), { status: 422, headers: NO_STORE });
    }
    const value = submission.value;
    if (value.intent === 'off') {
      const current = await session.mySize();
      if (current) session.setMySize({ ...current, listings: false });
      return respondAfterPost(form, returnPathOf(form));
    }
    try {
      await saveMySize(session, value.intent === 'set' ? value.ru : null);
    } catch (error) {
      if (!(error instanceof ApiCallError) || error.status >= 500) throw error;
      const formErrors = [error.message || 'Не получилось сохранить размер. Попробуй ещё раз.'];
      return jsonReply(submission.reply({ formErrors }), { status: error.status, headers: NO_STORE });
    }
    return respondAfterPost(form, returnPathOf(form));
  });
}
