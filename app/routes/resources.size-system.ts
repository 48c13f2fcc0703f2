import type { ActionFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { SizeSystemSchema } from '~/commerce/contract/size-systems';
import { respondAfterPost, returnPathOf, readStorefrontForm } from '~/forms/form-post.server';
import { saveSizeSystem } from '~/routes-shared/my-size.server';
import { storefrontRoute } from '~/sessions/storefront-route.server';

// The size picker's system (docs/product.md#sizes-and-my-size): RU, EU, US, UK or cm shown first on every footwear
// product page, kept in a cookie and, for a signed-in shopper, on the account. The switch above
// the picker posts here: 303 back without JavaScript, { ok: true } to its fetcher.

const SizeSystemFormSchema = z.object({ system: SizeSystemSchema });

export function action(args: ActionFunctionArgs) {
  return storefrontRoute(args, async ({ request, session }) => {
    const read = await readStorefrontForm(request, SizeSystemFormSchema, 'Выбери систему размеров из списка');
    if (read.refused) return read.refused;
    await saveSizeSystem(session, read.value.system);
    return respondAfterPost(read.form, returnPathOf(read.form));
  });
}
