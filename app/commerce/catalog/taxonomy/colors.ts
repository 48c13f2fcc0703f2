/** The colour palette of the catalogue: codes, Russian names, swatch colours. */

export interface ColorInfo {
  /** Filter value and the end of a colour article code: 'black'. */
  code: string;
  /** Russian name as the colour filter and the product page show it. */
  name: string;
  hex: string;
}

/** The fixed palette every product colour comes from (the 'colors' filter lists these). */
export const COLORS: readonly ColorInfo[] = [
  { code: 'black', name: 'Черный', hex: '#1d1d1f' },
  { code: 'white', name: 'Белый', hex: '#f7f7f5' },
  { code: 'grey', name: 'Серый', hex: '#8e9196' },
  { code: 'beige', name: 'Бежевый', hex: '#d9c4a3' },
  { code: 'brown', name: 'Коричневый', hex: '#7a4e2d' },
  { code: 'navy', name: 'Темно-синий', hex: '#1f2a55' },
  { code: 'blue', name: 'Синий', hex: '#2459c9' },
  { code: 'lightblue', name: 'Голубой', hex: '#8cc4ec' },
  { code: 'green', name: 'Зеленый', hex: '#2f7d4a' },
  { code: 'khaki', name: 'Хаки', hex: '#76744a' },
  { code: 'red', name: 'Красный', hex: '#cc2a2a' },
  { code: 'burgundy', name: 'Бордовый', hex: '#6e1f2f' },
  { code: 'pink', name: 'Розовый', hex: '#f29bb8' },
  { code: 'yellow', name: 'Желтый', hex: '#f4c430' },
  { code: 'orange', name: 'Оранжевый', hex: '#f07c26' },
  { code: 'purple', name: 'Фиолетовый', hex: '#6f3fa0' },
];

/**
 * The colour code of an article 1С sent without a colour (its name and hex are '' too): shown
 * with no colour label, no swatch, and never offered in the colour filter.
 */
export const NO_COLOR = '';

/**
 * An article named in a line of text: 'Nike Air Max 90, белый, размер 42'. An article without a
 * colour (NO_COLOR, name '') names none rather than leaving an empty place between commas.
 */
export function articleLine(name: string, colorName: string, size: string): string {
  return [name, colorName, size].filter(Boolean).join(', ');
}

const colorsByCode = new Map(COLORS.map((c) => [c.code, c]));

/** The palette colour with this code, or undefined. */
export function colorByCode(code: string): ColorInfo | undefined {
  return colorsByCode.get(code);
}
