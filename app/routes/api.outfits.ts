import { contentJson } from '~/commerce/content/http.server';
import { getOutfits } from '~/commerce/content/outfits.server';
import { db } from '~/commerce/db/client.server';
import { apiRoute } from '~/commerce/http/handler.server';

/** GET /api/outfits/: {items: [{code, title, description, gender, products: cards}]}. */
export const loader = apiRoute(async () => contentJson(await getOutfits(await db())));
