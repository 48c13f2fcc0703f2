/** Text pages (GET /api/content/page/?path=…): stored blocks turned into the contract's plain ones. */
import type { ContentBlock } from '../contract/content-blocks';
import type { ContentPage } from '../contract/content-pages';
import type { DbOrTx } from '../db/client.server';
import { ApiError } from '../http/errors.server';
import { selectPage } from './content.queries.server';
import { blockGenerator } from './generated-blocks.server';
import { normalisePagePath } from './page-path';
import { renderBlocks } from './stored-blocks';
import { fillTokens, type TextValues } from './template';
import { textValues } from './text-values.server';

export const PAGE_NOT_FOUND = 'Страница не найдена';

/** Stored blocks of any content row rendered with the shop's current values. */
export async function renderBody(db: DbOrTx, body: unknown, values?: TextValues): Promise<ContentBlock[]> {
  return renderBlocks(body, values ?? (await textValues(db)), blockGenerator(db));
}

/** The page at a storefront path; 404 when there is none. */
export async function getPage(db: DbOrTx, path: string): Promise<ContentPage> {
  const key = normalisePagePath(path);
  const row = key === null ? undefined : await selectPage(db, key);
  if (!row) throw new ApiError(404, PAGE_NOT_FOUND);
  const values = await textValues(db);
  return {
    path: row.path,
    title: fillTokens(row.title, values),
    description: fillTokens(row.description, values),
    body: await renderBody(db, row.body, values),
    updatedAt: row.updatedAt.toISOString(),
  };
}
