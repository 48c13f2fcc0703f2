// Looks of /outfits. Each look names the kinds of things it is made of; the articles are
// picked from the seeded catalogue at seed time (content-picks.server.ts), so every code
// exists and is in stock, and no article appears in two looks.
import type { DbOrTx } from '../db/client.server';
import { insertObjects, syncSequence } from './bulk-insert.server';
import { pickArticle } from './content-picks.server';

export interface LookSeed {
  code: string;
  title: string;
  description: string;
  gender: 'man' | 'woman' | 'kids';
  /** Colours the look prefers. */
  palette: string[];
  /** Product types, in the order the look lists them: shoes first. */
  types: string[];
}

/** A look needs at least this many of its products to be worth showing. */
export const MIN_LOOK_PRODUCTS = 3;

export const LOOK_SEEDS: readonly LookSeed[] = [
  {
    code: 'gorod-kazhdyy-den',
    title: 'Город на каждый день',
    description:
      'Светлые кроссовки, базовая футболка и прямые брюки — можно и на работу, и в кино. Сумка через плечо освобождает руки.',
    gender: 'man',
    palette: ['white', 'black', 'grey'],
    types: ['krossovki', 'futbolki', 'bryuki', 'sumki'],
  },
  {
    code: 'sport-po-vyhodnym',
    title: 'Спорт по выходным',
    description:
      'Для пробежки в парке и кофе после неё: мягкие кроссовки, худи и спортивные штаны, которые не сковывают.',
    gender: 'man',
    palette: ['grey', 'black', 'navy'],
    types: ['krossovki', 'tolstovki', 'sportivnye-shtany', 'noski'],
  },
  {
    code: 'osenniy-vyhod',
    title: 'Осенний выход',
    description:
      'Ботинки, которые не боятся луж, куртка от ветра и шапка на случай, если похолодает к вечеру.',
    gender: 'man',
    palette: ['brown', 'khaki', 'black'],
    types: ['botinki', 'kurtki', 'bryuki', 'shapki'],
  },
  {
    code: 'letniy-minimum',
    title: 'Летний минимум',
    description: 'Кеды, футболка и шорты — всё, что нужно в жару. Сумка вместит воду, очки и книгу.',
    gender: 'woman',
    palette: ['white', 'beige', 'lightblue'],
    types: ['kedy', 'futbolki', 'shorty', 'sumki'],
  },
  {
    code: 'myagkiy-oversayz',
    title: 'Мягкий оверсайз',
    description:
      'Свободная толстовка, спортивные штаны и кроссовки на толстой подошве: удобно весь день и выглядит собранно.',
    gender: 'woman',
    palette: ['beige', 'pink', 'grey'],
    types: ['krossovki', 'tolstovki', 'sportivnye-shtany', 'noski'],
  },
  {
    code: 'holodnoe-utro',
    title: 'Холодное утро',
    description:
      'Высокие ботинки, тёплая куртка и шапка. Брюки прямого кроя заправлять не нужно — они лягут на ботинок.',
    gender: 'woman',
    palette: ['black', 'burgundy', 'beige'],
    types: ['botinki', 'kurtki', 'bryuki', 'shapki'],
  },
  {
    code: 'plyazh-i-dacha',
    title: 'Пляж и дача',
    description:
      'Сланцы, шорты и футболка — образ для отпуска. В сумку поместятся полотенце и крем от солнца.',
    gender: 'woman',
    palette: ['blue', 'green', 'white'],
    types: ['slantsy', 'shorty', 'futbolki', 'sumki'],
  },
  {
    code: 'shkola-i-ploshchadka',
    title: 'В школу и на площадку',
    description:
      'Кроссовки, которые легко надеть самому, толстовка, куртка и шапка. Яркие цвета видно издалека.',
    gender: 'kids',
    palette: ['blue', 'red', 'yellow'],
    types: ['krossovki', 'tolstovki', 'kurtki', 'shapki'],
  },
];

/** Product genders a look may draw on: its own first, unisex for adults. */
function lookGenders(gender: LookSeed['gender']): string[] {
  return gender === 'kids' ? ['kids'] : [gender, 'unisex'];
}

/** The looks with their article codes; looks the catalogue cannot fill are left out. */
export async function outfitRows(db: DbOrTx) {
  const used = new Set<string>();
  const rows = [];
  for (const look of LOOK_SEEDS) {
    const codes: string[] = [];
    for (const typeCode of look.types) {
      const code = await pickArticle(db, {
        genders: lookGenders(look.gender),
        typeCode,
        palette: look.palette,
        exclude: used,
      });
      if (code) {
        codes.push(code);
        used.add(code);
      }
    }
    if (codes.length < MIN_LOOK_PRODUCTS) continue;
    const { palette: _palette, types: _types, ...fields } = look;
    rows.push({ ...fields, productCodes: codes, sort: (rows.length + 1) * 10 });
  }
  return rows;
}

/** Seeds the looks. */
export async function seedOutfits(db: DbOrTx): Promise<void> {
  const rows = await outfitRows(db);
  await insertObjects(
    db,
    'outfits',
    rows.map((row, i) => ({ id: i + 1, ...row })),
  );
  await syncSequence(db, 'outfits');
}
