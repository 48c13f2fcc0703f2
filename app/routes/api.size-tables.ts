import { contentJson } from '~/commerce/content/http.server';
import { getSizeTables } from '~/commerce/content/size-tables.server';
import { db } from '~/commerce/db/client.server';
import { apiRoute } from '~/commerce/http/handler.server';

/** GET /api/size-tables/: {tables: [{code, kind, gender, title, columns, rows, note}], howToMeasure: blocks}. */
export const loader = apiRoute(async () => contentJson(await getSizeTables(await db())));
