import { jsonReply, readStorefrontForm } from '~/forms/form-post.server';
import type { ActionFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { isBreakpoint } from '~/utils/breakpoints';
import { storefrontRoute } from '~/sessions/storefront-route.server';

const ViewportFormSchema = z.object({ breakpoint: z.string().refine(isBreakpoint) });

/**
 * The browser reports its breakpoint here when it changes (on load and after resizing,
 * debounced 50 ms, docs/product.md#constants-and-limits); the viewport cookie is HttpOnly, so script cannot write it.
 */
export function action(args: ActionFunctionArgs) {
  return storefrontRoute(args, async ({ request, session }) => {
    const read = await readStorefrontForm(request, ViewportFormSchema, 'Неизвестная ширина экрана');
    if (read.refused) return read.refused;
    session.setViewport(read.value.breakpoint);
    return jsonReply({ ok: true });
  });
}
