import { contentJson } from '~/commerce/content/http.server';
import { getFaq } from '~/commerce/content/faq.server';
import { db } from '~/commerce/db/client.server';
import { apiRoute } from '~/commerce/http/handler.server';

/** GET /api/faq/: {sections: [{code, title, items: [{id, question, answer: paragraphs}]}]}. */
export const loader = apiRoute(async () => contentJson(await getFaq(await db())));
