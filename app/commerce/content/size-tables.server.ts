/** Size tables (GET /api/size-tables/) and the 'how to measure' text for /support/size-table. */
import { SizeTableSchema, type SizeTablesResponse } from '../contract/size-tables';
import type { DbOrTx } from '../db/client.server';
import { selectPage, selectSizeTables } from './content.queries.server';
import { renderBody } from './pages.server';
import { logger } from '../../utils/log.server';

const log = logger('content');

/** The content page whose body is the 'how to measure' text. */
export const HOW_TO_MEASURE_PATH = '/support/size-table';

/** Every size table, and how to measure, from the page at HOW_TO_MEASURE_PATH. */
export async function getSizeTables(db: DbOrTx): Promise<SizeTablesResponse> {
  const [rows, page] = await Promise.all([selectSizeTables(db), selectPage(db, HOW_TO_MEASURE_PATH)]);
  const tables = rows.flatMap((row) => {
    const parsed = SizeTableSchema.safeParse(row);
    if (parsed.success) return [parsed.data];
    log.warn(`size table ${row.code} does not fit the contract; left out`);
    return [];
  });
  return { tables, howToMeasure: page ? await renderBody(db, page.body) : [] };
}
