/** Product groups and product types: Russian names, grammatical forms, size scales, silhouettes. */
import type { ProductGender, SectionGender } from './genders';

export type GroupCode = 'obuv' | 'odezhda' | 'aksessuary';

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

/**
 * Grammatical form of a Russian name, needed to agree the adjective in headings:
 * 'Мужская обувь' (feminine), 'Мужское нижнее белье' (neuter), 'Мужские кроссовки' (plural).
 */
export type NameForm = 'feminine' | 'neuter' | 'plural';

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
export type ScaleKind = 'shoes' | 'slides' | 'clothing' | 'underwear' | 'socks' | 'one-size';

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
