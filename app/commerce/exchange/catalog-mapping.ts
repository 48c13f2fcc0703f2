/**
 * How 1С's words become the catalogue's values: groups to sections, property values to
 * gender, season, colour and the product page's attributes, characteristics to sizes.
 * Pure, so every rule is unit-tested.
 */
import { COLORS, type ColorInfo } from '../catalog/taxonomy/colors';
import type { ProductGender } from '../catalog/taxonomy/genders';

/** Lower case, ё as е, single spaces, no spaces around slashes: how names are compared. */
export function normalName(text: string): string {
  return text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/\s+/g, ' ')
    .replace(/\s*\/\s*/g, '/')
    .trim();
}

export interface SectionForMapping {
  path: string;
  /** Names from the top section below the catalogue root down: 'Мужчинам/Обувь/Кроссовки'. */
  namePath: string;
  name: string;
  gender: string | null;
  groupCode: string | null;
  typeCode: string | null;
}

/** Sections a group can fill: those that name a product type (a product needs one). */
export function mappableSections<T extends SectionForMapping>(sections: readonly T[]): T[] {
  return sections.filter((s) => s.typeCode !== null && s.groupCode !== null);
}

/**
 * The section a 1С group fills by default: the one whose name path equals the group's
 * path ('Мужчинам / Обувь / Кроссовки'), else the one whose name equals the group's name
 * when only one product type has that name ('Кроссовки': the gender then comes from the
 * product's «Пол»). Null when nothing matches: the group waits for the admin.
 */
export function defaultSectionPath(
  group: { name: string; path: string },
  sections: readonly SectionForMapping[],
): string | null {
  const candidates = mappableSections(sections);
  const groupPath = normalName(group.path);
  const byPath = candidates.find((s) => normalName(s.namePath) === groupPath);
  if (byPath) return byPath.path;
  const name = normalName(group.name);
  const byName = candidates.filter((s) => normalName(s.name) === name);
  if (byName.length === 0) return null;
  if (new Set(byName.map((s) => s.typeCode)).size > 1) return null;
  // The gender-less page of the type when there is one, else the first (the gender is the product's).
  return (byName.find((s) => s.gender === null) ?? byName[0]).path;
}

/** Property values by lower-case property name. */
export type Properties = Record<string, string>;

function pick(properties: Properties, ...names: string[]): string {
  for (const name of names) {
    const value = properties[name]?.trim();
    if (value) return value;
  }
  return '';
}

export function brandName(properties: Properties): string {
  return pick(properties, 'бренд', 'торговая марка', 'марка', 'производитель', 'изготовитель');
}

/** «Пол» in the spellings 1С catalogues use; null when absent or unknown. */
export function genderOf(properties: Properties): ProductGender | null {
  const value = normalName(pick(properties, 'пол', 'гендер', 'для кого'));
  if (!value) return null;
  if (/^(унисекс|unisex)/.test(value)) return 'unisex';
  if (/^(дет|мальч|девоч|kids)/.test(value)) return 'kids';
  if (/^(жен|women|woman)/.test(value)) return 'woman';
  if (/^(муж|men|man)/.test(value)) return 'man';
  return null;
}

/** The product's gender: its «Пол», else its section's, else unisex. */
export function productGender(properties: Properties, sectionGender: string | null): ProductGender {
  const own = genderOf(properties);
  if (own) return own;
  if (sectionGender === 'man' || sectionGender === 'woman' || sectionGender === 'kids') return sectionGender;
  return 'unisex';
}

/** products.season: 1 summer, 2 demi-season (also when unknown), 3 winter. */
export function seasonOf(properties: Properties): 1 | 2 | 3 {
  const value = normalName(pick(properties, 'сезон', 'сезонность'));
  if (value.startsWith('зим')) return 3;
  if (value.startsWith('лет')) return 1;
  return 2;
}

/** The product page's attributes (keys of ATTRIBUTE_LABELS) that 1С's properties give. */
export function attributesOf(properties: Properties, article: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  const set = (key: string, value: string) => {
    if (value) attributes[key] = value;
  };
  set('article', article);
  set('material', pick(properties, 'материал', 'материал верха', 'состав'));
  set('sole', pick(properties, 'подошва', 'материал подошвы'));
  set('lining', pick(properties, 'подкладка', 'материал подкладки'));
  set('country', pick(properties, 'страна производства', 'страна', 'страна происхождения'));
  set('care', pick(properties, 'уход'));
  return attributes;
}

const PALETTE = new Map(COLORS.map((c) => [normalName(c.name), c]));
// Spellings 1С catalogues use beside the palette's names.
const SYNONYMS: Record<string, string> = {
  черн: 'black',
  бел: 'white',
  сер: 'grey',
  беж: 'beige',
  корич: 'brown',
  'темно-син': 'navy',
  'т.син': 'navy',
  син: 'blue',
  голуб: 'lightblue',
  зел: 'green',
  хаки: 'khaki',
  красн: 'red',
  бордо: 'burgundy',
  розов: 'pink',
  желт: 'yellow',
  оранж: 'orange',
  фиолет: 'purple',
};
const SYNONYM_STEMS = Object.keys(SYNONYMS).sort((a, b) => b.length - a.length);

/**
 * The palette colour of a 1С colour value ('Черный', 'черный/белый', 'Темно-синий'): by
 * name, else by the stem of its first word; null when none fits (reported).
 */
export function paletteColor(value: string): ColorInfo | null {
  const name = normalName(value);
  const exact = PALETTE.get(name);
  if (exact) return exact;
  const first = name.split(/[/,;+ ]/)[0];
  const stem = SYNONYM_STEMS.find((s) => first.startsWith(s));
  return stem ? COLORS.find((c) => c.code === SYNONYMS[stem])! : null;
}

/** A size as the shop shows it: '42,5' → '42.5', 'xl' → 'XL', '' → 'OS' (one size). */
export function sizeLabel(value: string): string {
  const text = value.trim().replace(/\s+/g, ' ');
  if (text === '' || /^(б\/р|без размера|one size|os)$/i.test(text)) return 'OS';
  if (/^\d+([.,]\d+)?$/.test(text)) return text.replace(',', '.');
  return text.length <= 6 ? text.toUpperCase() : text;
}

/** Integer roubles of a 1С price (1С sends kopecks: 1290.50 is shown as 1 291). */
export function roubles(value: number): number {
  return Math.max(0, Math.round(value));
}
