import type { ActionFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { formError, jsonReply, readStorefrontForm } from '~/forms/form-post.server';
import { recordClickScreen } from '~/sessions/attribution.server';
import { storefrontRoute } from '~/sessions/storefront-route.server';

const SIDE = z
  .string()
  .regex(/^[1-9]\d{0,4}$/)
  .transform(Number);
const ClickScreenFormSchema = z.object({ width: SIDE, height: SIDE });
const INVALID = 'Некорректный размер экрана';

/**
 * The browser's screen size for the stored click-id record (docs/product.md#entities: screen width and
 * height), posted once by ClickScreenReporter; the record's cookie is HttpOnly.
 */
export function action(args: ActionFunctionArgs) {
  return storefrontRoute(args, async ({ request, session }) => {
    const read = await readStorefrontForm(request, ClickScreenFormSchema, INVALID);
    if (read.refused) return read.refused;
    if (!recordClickScreen(session, read.value.width, read.value.height)) return formError(422, INVALID);
    return jsonReply({ ok: true });
  });
}
