/**
 * Product words shoppers type that the catalogue's names and types do not use, seeded into
 * search_synonyms. Per product type: the term, and the lower-case words of product names
 * it stands for ('худи' → names with 'hoodie'); no words: every article of the type
 * ('шлепанцы' → all slides). A word for a kind the catalogue has no articles of leads to
 * the type it belongs to ('лонгслив' → t-shirts), as shops list 'Футболки и лонгсливы'
 * together. Lower case, ё as е. See docs/decisions/0035-search-synonyms.md.
 */
export interface SynonymSeed {
  /** Product type code; null: names of any type. */
  type: string | null;
  terms: readonly string[];
  /** Name words the terms stand for; empty: the whole type. */
  names?: readonly string[];
}

const RUNNING = ['runner', 'pegasus', 'vomero', 'clifton', 'bondi', 'ghost', 'glycerin', 'nimbus', 'kayano'];
const RUNNING_MORE = ['ultraboost', 'endorphin', 'rider', 'cloudmonster', 'cloudsurfer', 'cloudnova', 'mach'];
const TRAIL = ['trail', 'speedcross', 'xt', 'moab', 'trekker', 'mafate', 'speedgoat', 'agility'];
const WARM_JACKETS = ['puffer', 'puffy', 'nuptse', 'parka', 'insulated', 'powder', 'himalayan', 'winter'];

export const SEARCH_SYNONYMS: readonly SynonymSeed[] = [
  // Кроссовки
  { type: 'krossovki', terms: ['кроссы', 'кроссовочки', 'сникерсы', 'sneakers', 'снікерси'] },
  { type: 'krossovki', terms: ['беговые', 'для бега', 'running'], names: [...RUNNING, ...RUNNING_MORE] },
  { type: 'krossovki', terms: ['трекинговые', 'трейловые', 'для хайкинга'], names: TRAIL },
  { type: 'krossovki', terms: ['спешл', 'спешиал', 'спешал'], names: ['spezial'] },
  { type: 'krossovki', terms: ['баскетбольные'], names: ['curry', 'basket', 'grant', 'spizike', 'jordan'] },
  // Кеды
  { type: 'kedy', terms: ['кедики', 'кедосы'] },
  { type: 'kedy', terms: ['слипоны', 'слипон', 'слипы'], names: ['slip'] },
  { type: 'kedy', terms: ['высокие'], names: ['high', 'hi', 'mid', 'sk8'] },
  { type: 'kedy', terms: ['блейзер', 'блейзеры'], names: ['blazer'] },
  { type: 'kedy', terms: ['чаки', 'чак тейлор', 'олстары'], names: ['chuck'] },
  { type: 'kedy', terms: ['скейтерские', 'скейтовые'], names: ['skool', 'sk8', 'sb', 'authentic', 'era', 'vulc'] },
  // Ботинки
  { type: 'botinki', terms: ['сапоги', 'полуботинки', 'ботики', 'берцы'] },
  { type: 'botinki', terms: ['челси'], names: ['chelsea'] },
  { type: 'botinki', terms: ['зимние', 'дутики', 'зимняя обувь'], names: ['winter', 'snowclog', 'bugaboot', 'zima', 'зима', 'fairbanks', 'neumel', 'mini'] },
  { type: 'botinki', terms: ['трекинговые', 'хайкеры', 'хайкинговые'], names: ['hiker', 'gtx', 'moab', 'quest', 'ultra', 'trail', 'трекер'] },
  // Сланцы
  { type: 'slantsy', terms: ['шлепанцы', 'шлепки', 'шлепы', 'тапки', 'тапочки', 'пантолеты', 'слайдеры', 'слайды'] },
  { type: 'slantsy', terms: ['вьетнамки'], names: ['flip'] },
  { type: 'slantsy', terms: ['сабо', 'клоги'], names: ['clog', 'boston', 'scuffette'] },
  { type: 'slantsy', terms: ['сандалии', 'сандали', 'биркены'], names: ['arizona', 'gizeh', 'madrid'] },
  { type: 'slantsy', terms: ['адилетки', 'адилеты'], names: ['adilette'] },
  // Футболки
  { type: 'futbolki', terms: ['майка', 'майки', 'тишка', 'тишки', 'футба', 'футбы', 'лонгслив', 'лонгсливы', 'tee'] },
  { type: 'futbolki', terms: ['поло'], names: ['polo'] },
  { type: 'futbolki', terms: ['оверсайз', 'оверсайзы'], names: ['oversize'] },
  // Толстовки
  {
    type: 'tolstovki',
    terms: ['худи', 'худик', 'худак', 'толстовка с капюшоном', 'кофта с капюшоном', 'hoody'],
    names: ['hoodie'],
  },
  { type: 'tolstovki', terms: ['кофта', 'кофты', 'свитер', 'свитеры', 'джемпер', 'толстовочка'] },
  { type: 'tolstovki', terms: ['свитшот', 'свитшоты', 'света'], names: ['sweatshirt', 'crew', 'свитшот'] },
  { type: 'tolstovki', terms: ['зипка', 'зипки', 'олимпийка', 'на молнии'], names: ['zip'] },
  { type: null, terms: ['флиска', 'флиски', 'флисовая', 'флис'], names: ['fleece'] },
  // Брюки, шорты, спортивные штаны
  { type: 'bryuki', terms: ['штаны', 'штанишки'] },
  { type: 'bryuki', terms: ['джинсы', 'ливайсы'], names: ['501', '550', '568'] },
  { type: 'bryuki', terms: ['чиносы', 'чинос'], names: ['chino'] },
  { type: 'bryuki', terms: ['карго', 'карманы'], names: ['cargo', 'utility'] },
  { type: 'bryuki', terms: ['рабочие', 'воркволл'], names: ['knee', 'master', 'utility'] },
  { type: 'shorty', terms: ['бермуды', 'шортики', 'шортцы'] },
  { type: 'shorty', terms: ['плавательные', 'для плавания', 'плавки'], names: ['swim'] },
  { type: 'sportivnye-shtany', terms: ['спортивки', 'треники', 'трико', 'трениковые'] },
  { type: 'sportivnye-shtany', terms: ['джоггеры', 'джогеры'], names: ['joggers', 'jogger'] },
  // Куртки
  {
    type: 'kurtki',
    terms: ['пуховик', 'пуховики', 'куртка утепленная', 'зимняя куртка', 'теплая куртка', 'дутая куртка'],
    names: WARM_JACKETS,
  },
  { type: 'kurtki', terms: ['ветровка', 'ветровки', 'виндраннер', 'ветрозащитная'], names: ['windbreaker', 'windrunner', 'wind', 'shell'] },
  { type: 'kurtki', terms: ['дождевик', 'непромокаемая куртка', 'мембрана'], names: ['rain', 'watertight', 'texapore', 'rainforest', 'storm'] },
  { type: 'kurtki', terms: ['анорак', 'аноракк'], names: ['anorak'] },
  { type: 'kurtki', terms: ['нупси', 'нупцы', 'нуптсе', 'напси'], names: ['nuptse'] },
  { type: 'kurtki', terms: ['джинсовка', 'джинсовая куртка'], names: ['trucker'] },
  { type: 'kurtki', terms: ['бомбер', 'куртка рабочая'], names: ['detroit', 'coach', 'active'] },
  // Шапки, кепки, панамы
  { type: 'shapki', terms: ['бини', 'шапочка'], names: ['beanie', 'бини'] },
  { type: 'shapki', terms: ['кепка', 'кепки', 'бейсболка', 'бейсболки', 'снэпбэк'], names: ['cap'] },
  { type: 'shapki', terms: ['панама', 'панамка', 'панамы', 'бакет'], names: ['bucket', 'bermuda', 'tropic'] },
  { type: 'shapki', terms: ['головной убор', 'головные уборы', 'ушанка'] },
  // Сумки и рюкзаки
  { type: 'sumki', terms: ['рюкзак', 'рюкзаки', 'портфель'], names: ['backpack', 'pakr', 'pak'] },
  { type: 'sumki', terms: ['поясная сумка', 'бананка', 'барсетка', 'сумка на пояс'], names: ['waist'] },
  { type: 'sumki', terms: ['сумка через плечо', 'кросс боди', 'кроссбоди'], names: ['crossbody'] },
  { type: 'sumki', terms: ['шоппер', 'шопер'], names: ['tote'] },
  { type: 'sumki', terms: ['спортивная сумка', 'дорожная сумка', 'баул'], names: ['duffel', 'duffle'] },
  // Носки, бельё
  { type: 'noski', terms: ['носочки', 'гетры'] },
  { type: 'noski', terms: ['следки', 'короткие носки'], names: ['ankle', 'quarter'] },
  { type: 'nizhnee-bele', terms: ['трусы', 'трусики', 'белье'] },
  { type: 'nizhnee-bele', terms: ['боксеры', 'боксерки'], names: ['boxer', 'trunks'] },
  { type: 'nizhnee-bele', terms: ['бюстгальтер', 'лифчик', 'бра', 'топ спортивный'], names: ['bra', 'bralette'] },
];

/** The seed's rows of search_synonyms (one per term). */
export function searchSynonymRows(): { typeCode: string | null; term: string; nameWords: string[] }[] {
  return SEARCH_SYNONYMS.flatMap((s) =>
    s.terms.map((term) => ({ typeCode: s.type, term, nameWords: [...(s.names ?? [])] })),
  );
}
