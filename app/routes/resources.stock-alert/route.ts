import type { ActionFunctionArgs } from '@remix-run/node';
import { BACK_IN_STOCK_ANCHOR, BACK_IN_STOCK_FIELDS } from '~/components/product/back-in-stock-reply';
import { answerToSubscribe } from './back-in-stock-action.server';
import { cancelStockAlert } from '~/services/stock-alerts.server';
import { ApiCallError } from '~/services/api-client.server';
import { replyAfterPost, respondAfterPost, returnPathOf, readStorefrontForm } from '~/forms/form-post.server';
import { flashedReply } from '~/forms/flash-schema';
import { z } from 'zod';
import { requireSignedIn } from '~/sessions/auth-guard.server';
import { storefrontRoute } from '~/sessions/storefront-route.server';
import { clientAddressOf } from '~/utils/client-address.server';

// 'Сообщить о поступлении' posts here from the product page (intent=subscribe), and the
// personal area's 'Отписаться' (intent=cancel). With JavaScript the fetcher gets the reply as
// JSON; without, a 303 back to the form carries it in the flash.

// A wait to cancel is named by its id; the subscribe form's own fields are checked by
// answerToSubscribe, which answers conform's reply with docs/product.md#validation's texts under them.
const StockAlertFormSchema = z.discriminatedUnion(BACK_IN_STOCK_FIELDS.intent, [
  z.object({ [BACK_IN_STOCK_FIELDS.intent]: z.literal('subscribe') }),
  z.object({
    [BACK_IN_STOCK_FIELDS.intent]: z.literal('cancel'),
    [BACK_IN_STOCK_FIELDS.alertId]: z.coerce.number().int().positive().max(2_147_483_647),
  }),
]);

export function action(args: ActionFunctionArgs) {
  return storefrontRoute(args, async ({ request, context, session }) => {
    const read = await readStorefrontForm(request, StockAlertFormSchema);
    if (read.refused) return read.refused;
    const { form, value } = read;
    const back = returnPathOf(form);

    if (value.intent === 'cancel') {
      await requireSignedIn(session);
      try {
        await cancelStockAlert(session, value.alertId);
      } catch (error) {
        if (!(error instanceof ApiCallError && error.status === 404)) throw error;
        // Already over (the size arrived, or cancelled in another tab): the list shows the truth.
      }
      return respondAfterPost(form, back);
    }

    const { reply, status } = await answerToSubscribe(form, session, clientAddressOf(context));
    return replyAfterPost(form, session, reply, {
      status,
      flash: { kind: 'back-in-stock', reply: { ...flashedReply(reply), waiting: reply.waiting } },
      to: `${back}#${BACK_IN_STOCK_ANCHOR}`,
    });
  });
}
