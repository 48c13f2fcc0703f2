// Demo rows of the redirects table (managed without a deploy, served by GET /api/redirects/):
// one of each kind a shop's editor writes, so the lookup can be seen and tested end to end.
import type { DbOrTx } from '../db/client.server';
import { insertObjects, syncSequence } from './bulk-insert.server';

export interface RedirectSeed {
  fromPath: string;
  toPath: string;
  status: number;
  active: boolean;
}

/** The demo rows; written the way people write them (case, trailing slash, Cyrillic). */
export const REDIRECT_SEEDS: readonly RedirectSeed[] = [
  // A finished campaign whose address is still printed on flyers.
  { fromPath: '/leto-sale', toPath: '/catalog/sale/', status: 301, active: true },
  // Written with a trailing slash and capitals: matches /kedy-dlya-vsekh and /KEDY-dlya-vsekh/.
  { fromPath: '/Kedy-dlya-vsekh/', toPath: '/catalog/man/obuv/kedy/', status: 301, active: true },
  // A Cyrillic address from an old newsletter.
  { fromPath: '/подарки', toPath: '/brands', status: 301, active: true },
  // A seasonal page that will come back: temporary.
  { fromPath: '/back-to-school-2025', toPath: '/catalog/kids/obuv/', status: 302, active: true },
  // Another site: the browser must load it as a whole new page.
  { fromPath: '/vk', toPath: 'https://vk.com/', status: 302, active: true },
  // Switched off: the address answers 404 again.
  { fromPath: '/staraya-akciya', toPath: '/', status: 301, active: false },
];

/** Seeds the demo redirect rows. */
export async function seedRedirects(db: DbOrTx): Promise<void> {
  await insertObjects(
    db,
    'redirects',
    REDIRECT_SEEDS.map((row, i) => ({ id: i + 1, ...row })),
  );
  await syncSequence(db, 'redirects');
}
