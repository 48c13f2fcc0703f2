/**
 * The catalogue tree as data: genders, product groups, product types with their Russian
 * names and size scales, and every catalogue page (section) the spec names. Pure and
 * isomorphic, so the seed, the catalogue API, redirects and tests all read one source.
 *
 * A section is a saved query (gender, group, type, flag), not a parent of products, so a
 * product appears on every page whose query it matches: a man's sneaker is on /catalog/,
 * /catalog/man/, /catalog/man/obuv/, /catalog/man/obuv/krossovki/ and /catalog/obuv/.
 */

/** The gender stored on a product. Unisex products appear in both men's and women's pages. */
export type ProductGender = 'man' | 'woman' | 'unisex' | 'kids';
/** The gender of a catalogue page. */
export type SectionGender = 'man' | 'woman' | 'kids';
export type GroupCode = 'obuv' | 'odezhda' | 'aksessuary';
export type SectionFlag = 'sale' | 'new';

/** Silhouettes the product image generator can draw, one per product type. */
export type Silhouette =
  | 'sneaker'
  | 'kedy'
  | 'boot'
  | 'slide'
  | 'tshirt'
  | 'hoodie'
  | 'trousers'
  | 'shorts'
  | 'jacket'
  | 'sweatpants'
  | 'hat'
  | 'bag'
  | 'socks'
  | 'underwear';

export interface GenderInfo {
  code: ProductGender;
  /** Menu and filter label (the old filter spells these in lower case: мужчинам, унисекс). */
  name: string;
}

export const GENDERS: readonly GenderInfo[] = [
  { code: 'man', name: 'Мужчинам' },
  { code: 'woman', name: 'Женщинам' },
  { code: 'kids', name: 'Детям' },
  { code: 'unisex', name: 'Унисекс' },
];

export const SECTION_GENDERS: readonly SectionGender[] = ['man', 'woman', 'kids'];

/** Which product genders a page of the given gender lists; undefined (no gender) lists all. */
export function productGendersFor(gender: SectionGender | null | undefined): ProductGender[] {
  if (gender === 'man') return ['man', 'unisex'];
  if (gender === 'woman') return ['woman', 'unisex'];
  if (gender === 'kids') return ['kids'];
  return ['man', 'woman', 'unisex', 'kids'];
}

/**
 * Grammatical form of a Russian name, needed to agree the adjective in headings:
 * 'Мужская обувь' (feminine), 'Мужское нижнее белье' (neuter), 'Мужские кроссовки' (plural).
 */
type NameForm = 'feminine' | 'neuter' | 'plural';

export interface GroupInfo {
  code: GroupCode;
  name: string;
  form: NameForm;
}

export const GROUPS: readonly GroupInfo[] = [
  { code: 'obuv', name: 'Обувь', form: 'feminine' },
  { code: 'odezhda', name: 'Одежда', form: 'feminine' },
  { code: 'aksessuary', name: 'Аксессуары', form: 'plural' },
];

/** Which size scale a type uses; the actual sizes also depend on the product's gender. */
type ScaleKind = 'shoes' | 'slides' | 'clothing' | 'underwear' | 'socks' | 'one-size';

export interface ProductType {
  code: string;
  groupCode: GroupCode;
  /** Nominative plural as on the menu: 'Кроссовки'. */
  name: string;
  form: NameForm;
  /** Genders that have a page of this type (kids has only a few). */
  sectionGenders: readonly SectionGender[];
  scale: ScaleKind;
  silhouette: Silhouette;
}

const ADULTS: readonly SectionGender[] = ['man', 'woman'];
const ALL: readonly SectionGender[] = ['man', 'woman', 'kids'];

export const PRODUCT_TYPES: readonly ProductType[] = [
  {
    code: 'krossovki',
    groupCode: 'obuv',
    name: 'Кроссовки',
    form: 'plural',
    sectionGenders: ALL,
    scale: 'shoes',
    silhouette: 'sneaker',
  },
  {
    code: 'kedy',
    groupCode: 'obuv',
    name: 'Кеды',
    form: 'plural',
    sectionGenders: ALL,
    scale: 'shoes',
    silhouette: 'kedy',
  },
  {
    code: 'botinki',
    groupCode: 'obuv',
    name: 'Ботинки',
    form: 'plural',
    sectionGenders: ALL,
    scale: 'shoes',
    silhouette: 'boot',
  },
  {
    code: 'slantsy',
    groupCode: 'obuv',
    name: 'Сланцы',
    form: 'plural',
    sectionGenders: ADULTS,
    scale: 'slides',
    silhouette: 'slide',
  },
  {
    code: 'futbolki',
    groupCode: 'odezhda',
    name: 'Футболки',
    form: 'plural',
    sectionGenders: ALL,
    scale: 'clothing',
    silhouette: 'tshirt',
  },
  {
    code: 'tolstovki',
    groupCode: 'odezhda',
    name: 'Толстовки',
    form: 'plural',
    sectionGenders: ALL,
    scale: 'clothing',
    silhouette: 'hoodie',
  },
  {
    code: 'bryuki',
    groupCode: 'odezhda',
    name: 'Брюки',
    form: 'plural',
    sectionGenders: ADULTS,
    scale: 'clothing',
    silhouette: 'trousers',
  },
  {
    code: 'shorty',
    groupCode: 'odezhda',
    name: 'Шорты',
    form: 'plural',
    sectionGenders: ADULTS,
    scale: 'clothing',
    silhouette: 'shorts',
  },
  {
    code: 'kurtki',
    groupCode: 'odezhda',
    name: 'Куртки',
    form: 'plural',
    sectionGenders: ALL,
    scale: 'clothing',
    silhouette: 'jacket',
  },
  {
    code: 'sportivnye-shtany',
    groupCode: 'odezhda',
    name: 'Спортивные штаны',
    form: 'plural',
    sectionGenders: ADULTS,
    scale: 'clothing',
    silhouette: 'sweatpants',
  },
  {
    code: 'shapki',
    groupCode: 'aksessuary',
    name: 'Шапки',
    form: 'plural',
    sectionGenders: ALL,
    scale: 'one-size',
    silhouette: 'hat',
  },
  {
    code: 'sumki',
    groupCode: 'aksessuary',
    name: 'Сумки',
    form: 'plural',
    sectionGenders: ADULTS,
    scale: 'one-size',
    silhouette: 'bag',
  },
  {
    code: 'noski',
    groupCode: 'aksessuary',
    name: 'Носки',
    form: 'plural',
    sectionGenders: ALL,
    scale: 'socks',
    silhouette: 'socks',
  },
  {
    code: 'nizhnee-bele',
    groupCode: 'aksessuary',
    name: 'Нижнее белье',
    form: 'neuter',
    sectionGenders: ADULTS,
    scale: 'underwear',
    silhouette: 'underwear',
  },
];

const typesByCode = new Map(PRODUCT_TYPES.map((t) => [t.code, t]));
const groupsByCode = new Map(GROUPS.map((g) => [g.code, g]));

/** The product type with this code (krossovki …), or undefined. */
export function typeByCode(code: string): ProductType | undefined {
  return typesByCode.get(code);
}

/** The product group with this code (obuv …), or undefined. */
export function groupByCode(code: string): GroupInfo | undefined {
  return groupsByCode.get(code as GroupCode);
}

/** Product types that a gender can carry: kids products only come in the kids' types. */
export function typesForGender(gender: ProductGender): ProductType[] {
  const sectionGender: SectionGender = gender === 'unisex' ? 'man' : gender;
  return PRODUCT_TYPES.filter((t) => t.sectionGenders.includes(sectionGender));
}

// ---------------------------------------------------------------------------------------
// Sizes
// ---------------------------------------------------------------------------------------

/** RU shoe sizes from..to in half steps: '38', '38.5', … */
function halfSteps(from: number, to: number): string[] {
  const sizes: string[] = [];
  for (let v = from * 2; v <= to * 2; v += 1) sizes.push(String(v / 2));
  return sizes;
}

function wholeSteps(from: number, to: number): string[] {
  const sizes: string[] = [];
  for (let v = from; v <= to; v += 1) sizes.push(String(v));
  return sizes;
}

const CLOTHING = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
/** Kids' clothing is sized by height in centimetres, as Russian shops label it. */
const KIDS_CLOTHING = ['110', '116', '122', '128', '134', '140', '146', '152'];

const SIZE_SCALES: Record<ScaleKind, Record<ProductGender, readonly string[]>> = {
  shoes: {
    man: halfSteps(38, 46),
    woman: halfSteps(35, 41),
    unisex: halfSteps(36, 46),
    kids: halfSteps(28, 35),
  },
  slides: {
    man: wholeSteps(39, 46),
    woman: wholeSteps(35, 41),
    unisex: wholeSteps(36, 45),
    kids: wholeSteps(28, 35),
  },
  clothing: { man: CLOTHING.slice(1), woman: CLOTHING.slice(0, 5), unisex: CLOTHING, kids: KIDS_CLOTHING },
  underwear: {
    man: ['S', 'M', 'L', 'XL', 'XXL'],
    woman: ['XS', 'S', 'M', 'L', 'XL'],
    unisex: CLOTHING,
    kids: ['122', '128', '134', '140'],
  },
  socks: {
    man: ['39-42', '43-46'],
    woman: ['35-38', '39-42'],
    unisex: ['35-38', '39-42', '43-46'],
    kids: ['27-30', '31-34'],
  },
  'one-size': { man: ['OS'], woman: ['OS'], unisex: ['OS'], kids: ['OS'] },
};

/**
 * Every size of a type for a gender, smallest first (the order is the display order).
 * Unknown type codes give an empty list.
 */
export function sizeScale(typeCode: string, gender: ProductGender): readonly string[] {
  const type = typesByCode.get(typeCode);
  return type ? SIZE_SCALES[type.scale][gender] : [];
}

/** Sort weight of a size across every scale, for size filters that mix types. */
export function sizeSortKey(size: string): number {
  const clothing = CLOTHING.indexOf(size);
  if (clothing >= 0) return 1000 + clothing;
  if (size === 'OS') return 2000;
  const first = Number.parseFloat(size);
  return Number.isFinite(first) ? first : 3000;
}

// ---------------------------------------------------------------------------------------
// Sections (catalogue pages)
// ---------------------------------------------------------------------------------------

/** One catalogue page, as stored in catalog_sections. */
export interface SectionDef {
  /** Path without slashes at the ends: '' is /catalog/, 'man/obuv/krossovki'. */
  path: string;
  parentPath: string | null;
  name: string;
  h1: string;
  gender: SectionGender | null;
  groupCode: GroupCode | null;
  typeCode: string | null;
  flag: SectionFlag | null;
  sort: number;
}

const ADJECTIVES: Record<SectionGender, Record<NameForm, string>> = {
  man: { feminine: 'Мужская', neuter: 'Мужское', plural: 'Мужские' },
  woman: { feminine: 'Женская', neuter: 'Женское', plural: 'Женские' },
  kids: { feminine: 'Детская', neuter: 'Детское', plural: 'Детские' },
};

const GENDER_H1: Record<SectionGender, string> = {
  man: 'Одежда и обувь для мужчин',
  woman: 'Одежда и обувь для женщин',
  kids: 'Одежда и обувь для детей',
};

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** 'Мужские кроссовки', 'Женская обувь', 'Детское нижнее белье'. */
function genderedTitle(gender: SectionGender, name: string, form: NameForm): string {
  return `${ADJECTIVES[gender][form]} ${lowerFirst(name)}`;
}

function genderName(gender: SectionGender): string {
  return GENDERS.find((g) => g.code === gender)!.name;
}

function buildSections(): SectionDef[] {
  let sort = 0;
  const next = () => (sort += 10);
  const base = { gender: null, groupCode: null, typeCode: null, flag: null } as const;
  const rows: SectionDef[] = [
    { ...base, path: '', parentPath: null, name: 'Каталог', h1: 'Каталог', sort: next() },
  ];

  for (const gender of SECTION_GENDERS) {
    rows.push({
      ...base,
      path: gender,
      parentPath: '',
      name: genderName(gender),
      h1: GENDER_H1[gender],
      gender,
      sort: next(),
    });
    for (const group of GROUPS) {
      const types = PRODUCT_TYPES.filter(
        (t) => t.groupCode === group.code && t.sectionGenders.includes(gender),
      );
      if (types.length === 0) continue;
      const groupPath = `${gender}/${group.code}`;
      const h1 = genderedTitle(gender, group.name, group.form);
      rows.push({
        ...base,
        path: groupPath,
        parentPath: gender,
        name: group.name,
        h1,
        gender,
        groupCode: group.code,
        sort: next(),
      });
      for (const type of types) {
        rows.push({
          ...base,
          path: `${groupPath}/${type.code}`,
          parentPath: groupPath,
          name: type.name,
          h1: genderedTitle(gender, type.name, type.form),
          gender,
          groupCode: group.code,
          typeCode: type.code,
          sort: next(),
        });
      }
    }
  }

  // Pages without a gender that the legacy redirects point at (spec §2).
  for (const group of GROUPS) {
    rows.push({
      ...base,
      path: group.code,
      parentPath: '',
      name: group.name,
      h1: group.name,
      groupCode: group.code,
      sort: next(),
    });
  }
  rows.push({
    ...base,
    path: 'aksessuary/noski',
    parentPath: 'aksessuary',
    name: 'Носки',
    h1: 'Носки',
    groupCode: 'aksessuary',
    typeCode: 'noski',
    sort: next(),
  });
  rows.push({
    ...base,
    path: 'sale',
    parentPath: '',
    name: 'Распродажа',
    h1: 'Распродажа',
    flag: 'sale',
    sort: next(),
  });
  rows.push({
    ...base,
    path: 'new',
    parentPath: '',
    name: 'Новинки',
    h1: 'Новинки',
    flag: 'new',
    sort: next(),
  });
  rows.push({
    ...base,
    path: 'man/new',
    parentPath: 'man',
    name: 'Новинки',
    h1: 'Новинки для мужчин',
    gender: 'man',
    flag: 'new',
    sort: next(),
  });
  rows.push({
    ...base,
    path: 'woman/new',
    parentPath: 'woman',
    name: 'Новинки',
    h1: 'Новинки для женщин',
    gender: 'woman',
    flag: 'new',
    sort: next(),
  });
  return rows;
}

/** Every catalogue page, parents before children, in menu order. */
export const SECTIONS: readonly SectionDef[] = buildSections();

const sectionsByPath = new Map(SECTIONS.map((s) => [s.path, s]));

/** Normalises '/catalog/man/obuv/' , 'man/obuv/' and 'man/obuv' to 'man/obuv'. */
export function normalizeSectionPath(path: string): string {
  return path
    .trim()
    .replace(/^\/+/, '')
    .replace(/^catalog(\/|$)/, '')
    .replace(/\/+$/, '');
}

/** The catalogue page for a path ('man/obuv', '/catalog/man/obuv/', '' for the root), or undefined. */
export function sectionForPath(path: string): SectionDef | undefined {
  return sectionsByPath.get(normalizeSectionPath(path));
}

/** The storefront URL of a section: '/catalog/man/obuv/'. */
export function sectionUrl(path: string): string {
  return path === '' ? '/catalog/' : `/catalog/${path}/`;
}

/** The chain of sections from /catalog/ down to this one (for breadcrumbs); empty if unknown. */
export function sectionAncestry(path: string): SectionDef[] {
  const chain: SectionDef[] = [];
  let current = sectionForPath(path);
  while (current) {
    chain.unshift(current);
    current = current.parentPath === null ? undefined : sectionsByPath.get(current.parentPath);
  }
  return chain;
}

/** The direct children of a section, in menu order. */
export function sectionChildren(path: string): SectionDef[] {
  const key = normalizeSectionPath(path);
  return SECTIONS.filter((s) => s.parentPath === key);
}

/**
 * A product's kind as a phrase: 'мужские кроссовки', 'детское нижнее белье', 'кеды унисекс'.
 * Unknown type codes give an empty string.
 */
export function productKindPhrase(gender: ProductGender, typeCode: string): string {
  const type = typesByCode.get(typeCode);
  if (!type) return '';
  if (gender === 'unisex') return `${lowerFirst(type.name)} унисекс`;
  return lowerFirst(genderedTitle(gender, type.name, type.form));
}

/** The most specific gendered page of a product: 'man/obuv/krossovki' (unisex goes to man). */
export function productSectionPath(gender: ProductGender, typeCode: string): string | undefined {
  const type = typesByCode.get(typeCode);
  if (!type) return undefined;
  const sectionGender: SectionGender = gender === 'unisex' ? 'man' : gender;
  const path = `${sectionGender}/${type.groupCode}/${type.code}`;
  return sectionsByPath.has(path) ? path : `${sectionGender}/${type.groupCode}`;
}

/** True when a product with these properties is listed on the section. */
export function sectionMatches(
  section: SectionDef,
  product: { gender: ProductGender; groupCode: string; typeCode: string; isNew: boolean; onSale: boolean },
): boolean {
  if (section.gender && !productGendersFor(section.gender).includes(product.gender)) return false;
  if (section.groupCode && section.groupCode !== product.groupCode) return false;
  if (section.typeCode && section.typeCode !== product.typeCode) return false;
  if (section.flag === 'new' && !product.isNew) return false;
  if (section.flag === 'sale' && !product.onSale) return false;
  return true;
}

// ---------------------------------------------------------------------------------------
// Colours and attributes
// ---------------------------------------------------------------------------------------

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

const colorsByCode = new Map(COLORS.map((c) => [c.code, c]));

/** The palette colour with this code, or undefined. */
export function colorByCode(code: string): ColorInfo | undefined {
  return colorsByCode.get(code);
}

/** Russian labels of the keys of products.attributes, in display order. */
export const ATTRIBUTE_LABELS: Readonly<Record<string, string>> = {
  article: 'Артикул',
  material: 'Материал',
  sole: 'Подошва',
  lining: 'Подкладка',
  season: 'Сезон',
  country: 'Страна производства',
  care: 'Уход',
};

/** Labels of products.season (old filter key sezonnost_stroka: 1, 2, 3). */
export const SEASONS: Readonly<Record<1 | 2 | 3, string>> = {
  1: 'Лето',
  2: 'Демисезон',
  3: 'Зима',
};
