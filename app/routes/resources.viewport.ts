import type { ActionFunctionArgs } from '@remix-run/node';
import { formError, readSmallForm } from '~/forms/after-post.server';
import { isBreakpoint } from '~/utils/breakpoints';
import { storefrontRoute } from '~/sessions/storefront-route.server';

/**
 * The browser reports its breakpoint here when it changes (on load and after resizing,
 * debounced 50 ms, spec §9); the viewport cookie is HttpOnly, so script cannot write it.
 */
export function action(args: ActionFunctionArgs) {
  return storefrontRoute(args, async ({ request, session }) => {
    const form = await readSmallForm(request);
    const breakpoint = form?.get('breakpoint');
    if (!isBreakpoint(breakpoint)) return formError(400, 'Неизвестная ширина экрана');
    session.setViewport(breakpoint);
    return Response.json({ ok: true });
  });
}
