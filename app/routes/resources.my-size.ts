import type { ActionFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { respondAfterPost, returnPathOf } from '~/forms/after-post.server';
import { readStorefrontForm } from '~/forms/read-form.server';
import { MySizeSchema } from '~/sessions/cookies.server';
import { storefrontRoute } from '~/sessions/storefront-route.server';

// 'Мой размер' (issue 18, docs/decisions/my-size.md). The profile's form sets or forgets the
// size; the listing chip's × turns the filter off for listings. A form post answered with 303
// back (no JavaScript) or { ok: true } to a fetcher, which then reloads the page's data.

const MySizeFormSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('set'), ru: MySizeSchema.shape.ru }),
  z.object({ intent: z.literal('off') }),
  z.object({ intent: z.literal('forget') }),
]);

export function action(args: ActionFunctionArgs) {
  return storefrontRoute(args, async ({ request, session }) => {
    const read = await readStorefrontForm(request, MySizeFormSchema, 'Выбери размер из списка');
    if (read.refused) return read.refused;
    const { form, value } = read;
    const current = await session.mySize();
    if (value.intent === 'set') session.setMySize({ ru: value.ru, listings: true });
    else if (value.intent === 'forget') session.setMySize(null);
    else if (current) session.setMySize({ ...current, listings: false });
    return respondAfterPost(form, returnPathOf(form));
  });
}
