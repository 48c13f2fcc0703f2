// Size tables of /support/size-table. Shoe tables are the brand chart the catalogue sizes by
// (size-conversion.ts; the men's one also covers unisex models), clothing tables follow the
// catalogue's size scales (taxonomy), so every size a card can show is in its table.
import { sizeScale } from '../catalog/taxonomy/sizes';
import { SHOE_COLUMNS, shoeRows, type ShoeGender } from '../content/size-conversion';
import type { DbOrTx } from '../db/client.server';
import { insertObjects, syncSequence } from './bulk-insert.server';

export interface SizeTableSeed {
  code: string;
  kind: 'shoes' | 'clothing';
  gender: 'man' | 'woman' | 'kids';
  title: string;
  columns: string[];
  rows: string[][];
  note: string;
}

/** Adult clothing: RU size (half the chest girth) and body measurements in cm, by letter size. */
const ADULT_CLOTHING: Record<
  'man' | 'woman',
  Record<string, [ru: string, chest: string, waist: string, hips: string]>
> = {
  man: {
    S: ['46', '90–94', '78–82', '94–98'],
    M: ['48', '94–98', '82–86', '98–102'],
    L: ['50', '98–102', '86–90', '102–106'],
    XL: ['52', '102–106', '90–94', '106–110'],
    XXL: ['54', '106–110', '94–98', '110–114'],
  },
  woman: {
    XS: ['42', '82–86', '62–66', '88–92'],
    S: ['44', '86–90', '66–70', '92–96'],
    M: ['46', '90–94', '70–74', '96–100'],
    L: ['48', '94–98', '74–78', '100–104'],
    XL: ['50', '98–102', '78–82', '104–108'],
  },
};

/** Kids' clothing is sized by height: age and measurements in cm, by height. */
const KIDS_CLOTHING: Record<string, [age: string, chest: string, waist: string]> = {
  '110': ['4–5 лет', '56–58', '52–54'],
  '116': ['5–6 лет', '58–60', '53–55'],
  '122': ['6–7 лет', '60–62', '54–56'],
  '128': ['7–8 лет', '62–64', '55–57'],
  '134': ['8–9 лет', '64–68', '57–59'],
  '140': ['9–10 лет', '68–72', '59–61'],
  '146': ['10–11 лет', '72–76', '61–63'],
  '152': ['11–12 лет', '76–80', '62–65'],
};

function measured<T>(table: Record<string, T>, size: string): T {
  const row = table[size];
  if (!row) throw new Error(`No measurements for clothing size ${size}`);
  return row;
}

const SHOE_NOTE =
  'На карточке товара указан размер RU. Таблица — по размерной сетке Nike, у других брендов размер может отличаться на полразмера. Длина стопы — от пятки до кончика самого длинного пальца.';

function shoeTable(gender: ShoeGender, code: string, title: string, note = SHOE_NOTE): SizeTableSeed {
  return {
    code,
    kind: 'shoes',
    gender,
    title,
    columns: SHOE_COLUMNS,
    rows: shoeRows(gender),
    note,
  };
}

function adultClothingTable(gender: 'man' | 'woman', code: string, title: string): SizeTableSeed {
  return {
    code,
    kind: 'clothing',
    gender,
    title,
    columns: ['Международный', 'RU', 'Обхват груди, см', 'Обхват талии, см', 'Обхват бёдер, см'],
    rows: sizeScale('futbolki', gender).map((size) => [size, ...measured(ADULT_CLOTHING[gender], size)]),
    note: 'На карточке товара указан международный размер. Если мерки попадают в разные размеры, для верха смотри на обхват груди, для низа — на обхват бёдер.',
  };
}

/** Every table in display order: shoes, then clothing; men, women, kids. */
export function sizeTableSeeds(): SizeTableSeed[] {
  return [
    shoeTable('man', 'shoes-man', 'Мужская обувь'),
    shoeTable('woman', 'shoes-woman', 'Женская обувь'),
    shoeTable(
      'kids',
      'shoes-kids',
      'Детская обувь',
      'На карточке товара указан размер RU. Таблица — по размерной сетке Nike. В размерах US буква C означает детскую шкалу, Y — подростковую. Бери обувь на 0,5–1 см длиннее стопы: нога растёт.',
    ),
    adultClothingTable('man', 'clothing-man', 'Мужская одежда'),
    adultClothingTable('woman', 'clothing-woman', 'Женская одежда'),
    {
      code: 'clothing-kids',
      kind: 'clothing',
      gender: 'kids',
      title: 'Детская одежда',
      columns: ['Рост, см', 'Возраст', 'Обхват груди, см', 'Обхват талии, см'],
      rows: sizeScale('futbolki', 'kids').map((height) => [height, ...measured(KIDS_CLOTHING, height)]),
      note: 'Детская одежда подбирается по росту: размер на карточке товара — рост ребёнка в сантиметрах.',
    },
  ];
}

/** Seeds the size tables. */
export async function seedSizeTables(db: DbOrTx): Promise<void> {
  await insertObjects(
    db,
    'size_tables',
    sizeTableSeeds().map((table, i) => ({ id: i + 1, ...table, sort: (i + 1) * 10 })),
  );
  await syncSequence(db, 'size_tables');
}
