/**
 * The search relevance set (docs/product.md#search-spellings): queries as Russian shoppers type them, each with what
 * its cards must be. Run as a test on the test catalogue (tests/http/search-relevance.test.ts)
 * and measured at 100,000 products by `npm run bench:search` (scripts/bench-search.ts).
 *
 * A card is relevant when it has every property the case asks for: brand, product type (the
 * card's category), a name pattern, a colour name. Articles are added at run time from the
 * catalogue itself (relevance-articles.ts), so they hold for any catalogue size.
 */
import type { ProductCard } from '~/commerce/contract/product';

export interface RelevanceWant {
  brand?: string;
  category?: string;
  name?: RegExp;
  /** The card's colour name ('Черный'). */
  color?: string;
  /** The product's colour article code (articles: the card of that product). */
  codePrefix?: string;
}

export interface RelevanceCase {
  q: string;
  kind: string;
  want: RelevanceWant;
}

const c = (kind: string) => (q: string, want: RelevanceWant) => ({ q, kind, want });
const brandRu = c('brand in Russian');
const brandEn = c('brand in Latin');
const layout = c('other keyboard layout');
const typo = c('typo');
const synonym = c('product word');
const model = c('model');
const size = c('size');
const colour = c('colour');
const gender = c('gender');
const type = c('product type');

const SNEAKERS = 'Кроссовки';
const KEDY = 'Кеды';
const BOOTS = 'Ботинки';
const SLIDES = 'Сланцы';
const TEES = 'Футболки';
const HOODIES = 'Толстовки';
const JACKETS = 'Куртки';
const HATS = 'Шапки';
const BAGS = 'Сумки';

export const RELEVANCE_SET: readonly RelevanceCase[] = [
  // Brands written in Russian letters, and common spellings.
  brandRu('найк', { brand: 'Nike' }),
  brandRu('найки', { brand: 'Nike' }),
  brandRu('Найк', { brand: 'Nike' }),
  brandRu('адидас', { brand: 'adidas' }),
  brandRu('адик', { brand: 'adidas' }),
  brandRu('адидасы', { brand: 'adidas' }),
  brandRu('нью баланс', { brand: 'New Balance' }),
  brandRu('нью беленс', { brand: 'New Balance' }),
  brandRu('пума', { brand: 'Puma' }),
  brandRu('рибок', { brand: 'Reebok' }),
  brandRu('конверс', { brand: 'Converse' }),
  brandRu('конверсы', { brand: 'Converse' }),
  brandRu('ванс', { brand: 'Vans' }),
  brandRu('вансы', { brand: 'Vans' }),
  brandRu('асикс', { brand: 'ASICS' }),
  brandRu('онитсука', { brand: 'Onitsuka Tiger' }),
  brandRu('оницука тайгер', { brand: 'Onitsuka Tiger' }),
  brandRu('саломон', { brand: 'Salomon' }),
  brandRu('соломон', { brand: 'Salomon' }),
  brandRu('норт фейс', { brand: 'The North Face' }),
  brandRu('хока', { brand: 'Hoka' }),
  brandRu('джордан', { brand: 'Jordan' }),
  brandRu('мартинсы', { brand: 'Dr. Martens' }),
  brandRu('тимберленд', { brand: 'Timberland' }),
  brandRu('кроксы', { brand: 'Crocs' }),
  brandRu('биркеншток', { brand: 'Birkenstock' }),
  brandRu('лакост', { brand: 'Lacoste' }),
  brandRu('коламбия', { brand: 'Columbia' }),
  brandRu('кархарт', { brand: 'Carhartt WIP' }),
  brandRu('чемпион', { brand: 'Champion' }),
  brandRu('фила', { brand: 'Fila' }),
  brandRu('каппа', { brand: 'Kappa' }),
  brandRu('андер армор', { brand: 'Under Armour' }),
  brandRu('мизуно', { brand: 'Mizuno' }),
  brandRu('саукони', { brand: 'Saucony' }),
  brandRu('угги', { brand: 'UGG' }),
  brandRu('котофей', { brand: 'Котофей' }),
  brandRu('найк кроссовки', { brand: 'Nike', category: SNEAKERS }),
  brandRu('кроссовки адидас', { brand: 'adidas', category: SNEAKERS }),
  brandRu('кеды конверс', { brand: 'Converse', category: KEDY }),
  brandRu('кеды ванс', { brand: 'Vans', category: KEDY }),
  brandRu('нью баланс кроссовки', { brand: 'New Balance', category: SNEAKERS }),
  brandRu('куртка норт фейс', { brand: 'The North Face', category: JACKETS }),
  brandRu('ботинки тимберленд', { brand: 'Timberland', category: BOOTS }),
  brandRu('пума кроссовки', { brand: 'Puma', category: SNEAKERS }),
  // Brands in Latin letters.
  brandEn('nike', { brand: 'Nike' }),
  brandEn('Adidas', { brand: 'adidas' }),
  brandEn('new balance', { brand: 'New Balance' }),
  brandEn('asics', { brand: 'ASICS' }),
  brandEn('the north face', { brand: 'The North Face' }),
  brandEn('converse', { brand: 'Converse' }),
  brandEn('vans', { brand: 'Vans' }),
  brandEn('salomon', { brand: 'Salomon' }),
  brandEn('nike кроссовки', { brand: 'Nike', category: SNEAKERS }),
  brandEn('adidas кроссовки', { brand: 'adidas', category: SNEAKERS }),
  brandEn('dr martens', { brand: 'Dr. Martens' }),
  brandEn('carhartt', { brand: 'Carhartt WIP' }),
  // The other keyboard layout.
  layout('yfqr', { brand: 'Nike' }),
  layout('rhjccjdrb', { category: SNEAKERS }),
  layout('rtls', { category: KEDY }),
  layout('flblfc', { brand: 'adidas' }),
  layout('gevf', { brand: 'Puma' }),
  layout(',jnbyrb', { category: BOOTS }),
  layout('aen,jkrb', { category: TEES }),
  layout('njkcnjdrf', { category: HOODIES }),
  layout('rehnrb', { category: JACKETS }),
  layout('тшлу', { brand: 'Nike' }),
  layout('фвшвфы', { brand: 'adidas' }),
  layout('сщтмукыу', { brand: 'Converse' }),
  layout('мфты', { brand: 'Vans' }),
  layout('yfqr rhjccjdrb', { brand: 'Nike', category: SNEAKERS }),
  // Typos: one in short words, two in words of 8 letters or more.
  typo('кросовки', { category: SNEAKERS }),
  typo('кроссовкии', { category: SNEAKERS }),
  typo('красовки', { category: SNEAKERS }),
  typo('крассовки', { category: SNEAKERS }),
  typo('кросовкы', { category: SNEAKERS }),
  typo('кедв', { category: KEDY }),
  typo('ботинкии', { category: BOOTS }),
  typo('футбока', { category: TEES }),
  typo('толстовкка', { category: HOODIES }),
  typo('курка', { category: JACKETS }),
  typo('nkie', { brand: 'Nike' }),
  typo('adiads', { brand: 'adidas' }),
  typo('addidas', { brand: 'adidas' }),
  typo('converce', { brand: 'Converse' }),
  typo('salomonn', { brand: 'Salomon' }),
  typo('timberlend', { brand: 'Timberland' }),
  typo('адидaс', { brand: 'adidas' }),
  typo('кросовки найк', { brand: 'Nike', category: SNEAKERS }),
  // Product words and synonyms.
  synonym('худи', { category: HOODIES, name: /Hoodie/ }),
  synonym('худак', { category: HOODIES, name: /Hoodie/ }),
  synonym('толстовка с капюшоном', { category: HOODIES, name: /Hoodie/ }),
  synonym('кофта', { category: HOODIES }),
  synonym('свитшот', { category: HOODIES, name: /Sweatshirt|Crew|Свитшот/ }),
  synonym('пуховик', { category: JACKETS }),
  synonym('куртка утепленная', { category: JACKETS }),
  synonym('зимняя куртка', { category: JACKETS }),
  synonym('ветровка', { category: JACKETS, name: /Wind|Shell/ }),
  synonym('парка', { category: JACKETS, name: /Parka/ }),
  synonym('шлепанцы', { category: SLIDES }),
  synonym('шлёпанцы', { category: SLIDES }),
  synonym('шлепки', { category: SLIDES }),
  synonym('тапки', { category: SLIDES }),
  synonym('сабо', { category: SLIDES }),
  synonym('слипоны', { category: KEDY, name: /Slip-On/ }),
  synonym('лонгслив', { category: TEES }),
  synonym('майка', { category: TEES }),
  synonym('поло', { category: TEES, name: /Polo/ }),
  synonym('панама', { category: HATS }),
  synonym('кепка', { category: HATS, name: /Cap/ }),
  synonym('бини', { category: HATS, name: /Beanie|Бини/ }),
  synonym('рюкзак', { category: BAGS, name: /Backpack|Pak/ }),
  synonym('поясная сумка', { category: BAGS, name: /Waist/ }),
  synonym('бананка', { category: BAGS, name: /Waist/ }),
  synonym('шоппер', { category: BAGS, name: /Tote/ }),
  synonym('джоггеры', { category: 'Спортивные штаны', name: /Jogger/ }),
  synonym('спортивки', { category: 'Спортивные штаны' }),
  synonym('треники', { category: 'Спортивные штаны' }),
  synonym('штаны карго', { category: 'Брюки', name: /Cargo/ }),
  synonym('трусы', { category: 'Нижнее белье' }),
  synonym('кроссы', { category: SNEAKERS }),
  synonym('беговые кроссовки', { category: SNEAKERS }),
  synonym('челси', { category: BOOTS, name: /Chelsea/ }),
  synonym('сапоги', { category: BOOTS }),
  synonym('худи найк', { brand: 'Nike', category: HOODIES, name: /Hoodie/ }),
  // Model names in Russian letters and in Latin.
  model('кортез', { brand: 'Nike', name: /Cortez/ }),
  model('найк кортез', { brand: 'Nike', name: /Cortez/ }),
  model('самба', { brand: 'adidas', name: /Samba/ }),
  model('адидас самба', { brand: 'adidas', name: /Samba/ }),
  model('аир макс', { brand: 'Nike', name: /Air Max/ }),
  model('эйр макс', { brand: 'Nike', name: /Air Max/ }),
  model('форс', { brand: 'Nike', name: /Force/ }),
  model('аир форс', { brand: 'Nike', name: /Air Force/ }),
  model('данк', { brand: 'Nike', name: /Dunk/ }),
  model('газель', { brand: 'adidas', name: /Gazelle/ }),
  model('суперстар', { brand: 'adidas', name: /Superstar/ }),
  model('кампус', { brand: 'adidas', name: /Campus/ }),
  model('спешл', { brand: 'adidas', name: /Spezial/ }),
  model('олд скул', { brand: 'Vans', name: /Old Skool/ }),
  model('пегасус', { brand: 'Nike', name: /Pegasus/ }),
  model('вомеро', { brand: 'Nike', name: /Vomero/ }),
  model('клифтон', { brand: 'Hoka', name: /Clifton/ }),
  model('палермо', { brand: 'Puma', name: /Palermo/ }),
  model('стан смит', { brand: 'adidas', name: /Stan Smith/ }),
  model('чак тейлор', { brand: 'Converse', name: /Chuck/ }),
  model('нупси', { brand: 'The North Face', name: /Nuptse/ }),
  model('air max', { brand: 'Nike', name: /Air Max/ }),
  model('samba', { brand: 'adidas', name: /Samba/ }),
  model('574', { brand: 'New Balance', name: /574/ }),
  model('нью баланс 574', { brand: 'New Balance', name: /574/ }),
  model('nb 530', { brand: 'New Balance', name: /530/ }),
  model('gel kayano', { brand: 'ASICS', name: /Kayano/ }),
  model('speedcross', { brand: 'Salomon', name: /Speedcross/ }),
  // Sizes, colours and gender in the text.
  size('кроссовки 42', { category: SNEAKERS }),
  size('кроссовки 42 размер', { category: SNEAKERS }),
  size('кеды 38', { category: KEDY }),
  size('кроссовки найк 43', { brand: 'Nike', category: SNEAKERS }),
  size('ботинки 44', { category: BOOTS }),
  size('найк 41', { brand: 'Nike' }),
  size('футболка xl', { category: TEES }),
  size('кроссовки 41,5', { category: SNEAKERS }),
  colour('черные кроссовки', { category: SNEAKERS, color: 'Черный' }),
  colour('белые кроссовки', { category: SNEAKERS, color: 'Белый' }),
  colour('белые кеды', { category: KEDY, color: 'Белый' }),
  colour('красная футболка', { category: TEES, color: 'Красный' }),
  colour('черная куртка', { category: JACKETS, color: 'Черный' }),
  colour('серое худи', { category: HOODIES, color: 'Серый' }),
  colour('бежевые кроссовки найк', { brand: 'Nike', category: SNEAKERS, color: 'Бежевый' }),
  gender('женские кеды', { category: KEDY }),
  gender('мужские кроссовки', { category: SNEAKERS }),
  gender('женские кроссовки найк', { brand: 'Nike', category: SNEAKERS }),
  gender('детские кроссовки', { category: SNEAKERS }),
  gender('женская куртка', { category: JACKETS }),
  gender('мужские ботинки 43', { category: BOOTS }),
  // Product types and groups as written.
  type('кроссовки', { category: SNEAKERS }),
  type('кроссовка', { category: SNEAKERS }),
  type('кеды', { category: KEDY }),
  type('ботинки', { category: BOOTS }),
  type('сланцы', { category: SLIDES }),
  type('футболки', { category: TEES }),
  type('толстовка', { category: HOODIES }),
  type('куртки', { category: JACKETS }),
  type('шапка', { category: HATS }),
  type('сумка', { category: BAGS }),
  type('носки', { category: 'Носки' }),
  type('шорты', { category: 'Шорты' }),
  type('брюки', { category: 'Брюки' }),
];

/** True when the card has every property the case asks for. */
export function isRelevant(card: ProductCard, want: RelevanceWant): boolean {
  if (want.brand && card.brand !== want.brand) return false;
  if (want.category && card.category !== want.category) return false;
  if (want.name && !want.name.test(card.name)) return false;
  if (want.color && card.color.toLowerCase() !== want.color.toLowerCase()) return false;
  if (want.codePrefix && !card.code.startsWith(want.codePrefix)) return false;
  return true;
}

/** Cards the overlay shows. */
export const OVERLAY_SHOWN = 6;

/**
 * recall@6 of one answer: the share of the cards the overlay shows (the first six, or all
 * when fewer are found) that are what the query asks for; 0 when nothing is found.
 */
export function recallAt6(cards: readonly ProductCard[], want: RelevanceWant): number {
  const shown = cards.slice(0, OVERLAY_SHOWN);
  if (shown.length === 0) return 0;
  return shown.filter((card) => isRelevant(card, want)).length / shown.length;
}
