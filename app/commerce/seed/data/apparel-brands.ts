/** Brands known first for clothing and accessories: sportswear, outdoor, streetwear, bags, hats, socks. */
import { ASIA, type BrandSeed } from './brand-seed';

export const APPAREL_BRANDS: readonly BrandSeed[] = [
  {
    code: 'under-armour', name: 'Under Armour', weight: 3, tier: 1.0, types: ['krossovki', 'futbolki', 'tolstovki', 'shorty', 'sportivnye-shtany', 'shapki', 'sumki', 'noski', 'nizhnee-bele'], kids: true, countries: ASIA,
    models: { krossovki: ['HOVR Phantom 3', 'Charged Assert 10', 'Curry 4 Low'] },
    description: 'Американский бренд спортивной экипировки.',
  },
  {
    code: 'kappa', name: 'Kappa', weight: 2, tier: 0.75, types: ['krossovki', 'slantsy', 'futbolki', 'tolstovki', 'sportivnye-shtany', 'shorty', 'noski'], kids: true, countries: ['Китай', 'Бангладеш'],
    models: { krossovki: ['Authentic Run', 'Logo Tama'] },
    description: 'Итальянский спортивный бренд с силуэтами на логотипе.',
  },
  {
    code: 'ellesse', name: 'Ellesse', weight: 2, tier: 0.85, types: ['krossovki', 'futbolki', 'tolstovki', 'sportivnye-shtany', 'shorty'], kids: false, countries: ['Китай', 'Турция'],
    models: { krossovki: ['LS987', 'Tanker Lo'] },
    description: 'Итальянский бренд спортивной одежды, основан в 1959 году.',
  },
  {
    code: 'umbro', name: 'Umbro', weight: 1, tier: 0.8, types: ['krossovki', 'futbolki', 'shorty', 'sportivnye-shtany'], kids: false, countries: ['Китай', 'Пакистан'],
    models: { krossovki: ['Runner', 'Shadow Lite'] },
    description: 'Британский футбольный бренд.',
  },
  {
    code: 'columbia', name: 'Columbia', weight: 3, tier: 1.1, types: ['botinki', 'kurtki', 'bryuki', 'futbolki', 'shapki', 'sumki'], kids: true, countries: ['Вьетнам', 'Китай', 'Бангладеш'],
    models: { botinki: ['Bugaboot Celsius', 'Newton Ridge Plus II', 'Fairbanks Omni-Heat'], kurtki: ['Powder Lite Jacket', 'Pike Lake Parka', 'Watertight II Jacket'] },
    description: 'Американский бренд одежды и обуви для активного отдыха.',
  },
  {
    code: 'the-north-face', name: 'The North Face', weight: 4, tier: 1.35, types: ['kurtki', 'tolstovki', 'futbolki', 'bryuki', 'botinki', 'shapki', 'sumki'], kids: true, countries: ['Вьетнам', 'Китай', 'Бангладеш'],
    models: { kurtki: ['1996 Retro Nuptse', 'Himalayan Parka', 'Mountain Light Jacket', 'Denali Fleece'], botinki: ['Chilkat V', 'Vectiv Fastpack Mid'], sumki: ['Base Camp Duffel', 'Borealis Backpack', 'Jester Backpack'] },
    description: 'Американский бренд одежды и снаряжения для гор и города.',
  },
  {
    code: 'helly-hansen', name: 'Helly Hansen', weight: 2, tier: 1.25, types: ['kurtki', 'shapki', 'futbolki'], kids: false, countries: ['Вьетнам', 'Китай'],
    models: { kurtki: ['Dubliner Jacket', 'Urban Reversible Jacket', 'Active Puffy Jacket'] },
    description: 'Норвежский бренд одежды для моря, гор и непогоды.',
  },
  {
    code: 'carhartt-wip', name: 'Carhartt WIP', weight: 3, tier: 1.2, types: ['bryuki', 'futbolki', 'tolstovki', 'kurtki', 'shorty', 'shapki', 'sumki', 'noski'], kids: false, countries: ['Китай', 'Бангладеш', 'Турция', 'Пакистан'],
    models: { bryuki: ['Single Knee Pant', 'Double Knee Pant', 'Regular Cargo Pant', 'Master Pant'], shapki: ['Acrylic Watch Hat', 'Short Watch Hat'], kurtki: ['Detroit Jacket', 'OG Active Jacket'] },
    description: 'Европейская линия американского бренда рабочей одежды.',
  },
  {
    code: 'champion', name: 'Champion', weight: 2, tier: 0.8, types: ['futbolki', 'tolstovki', 'sportivnye-shtany', 'shorty', 'noski'], kids: true, countries: ['Китай', 'Египет', 'Бангладеш'],
    models: { tolstovki: ['Reverse Weave Hoodie', 'Script Logo Hoodie'] },
    description: 'Американский бренд спортивной одежды, автор толстовки Reverse Weave.',
  },
  {
    code: 'levis', name: "Levi's", weight: 2, tier: 1.05, types: ['bryuki', 'futbolki', 'tolstovki', 'kurtki', 'shorty'], kids: false, countries: ['Бангладеш', 'Пакистан', 'Турция'],
    models: { bryuki: ['501 Original', '550 Relaxed', '568 Stay Loose', 'XX Chino'], kurtki: ['Trucker Jacket', 'Sherpa Trucker'] },
    description: 'Американский бренд, который изобрёл джинсы.',
  },
  {
    code: 'tommy-hilfiger', name: 'Tommy Hilfiger', weight: 2, tier: 1.2, types: ['futbolki', 'tolstovki', 'kedy', 'sumki', 'noski', 'nizhnee-bele'], kids: false, countries: ['Бангладеш', 'Индия', 'Турция'],
    models: { kedy: ['Essential Vulc', 'Court Sneaker'] },
    description: 'Американский бренд одежды в стиле преппи.',
  },
  {
    code: 'calvin-klein', name: 'Calvin Klein', weight: 2, tier: 1.2, types: ['nizhnee-bele', 'futbolki', 'noski', 'sumki'], kids: false, countries: ['Вьетнам', 'Индонезия', 'Египет'],
    models: {
      'nizhnee-bele': ['Modern Cotton Trunks 3 шт.', 'Cotton Classics Boxer Briefs 3 шт.'],
      'nizhnee-bele:woman': ['Modern Cotton Bralette', 'Modern Cotton Bikini 3 шт.'],
    },
    description: 'Американский бренд одежды и нижнего белья.',
  },
  {
    code: 'stussy', name: 'Stussy', weight: 2, tier: 1.3, types: ['futbolki', 'tolstovki', 'shorty', 'shapki'], kids: false, countries: ['США', 'Китай'],
    models: { futbolki: ['Basic Stussy Tee', 'Stock Logo Tee'], shapki: ['Basic Cuff Beanie'] },
    description: 'Калифорнийский бренд уличной одежды из сёрф-культуры.',
  },
  {
    code: 'napapijri', name: 'Napapijri', weight: 1, tier: 1.25, types: ['kurtki', 'tolstovki', 'futbolki', 'shapki'], kids: false, countries: ['Китай', 'Вьетнам'],
    models: { kurtki: ['Rainforest Winter', 'Skidoo Anorak'] },
    description: 'Итальянский бренд одежды для путешествий.',
  },
  {
    code: 'fred-perry', name: 'Fred Perry', weight: 1, tier: 1.2, types: ['futbolki', 'tolstovki', 'kedy', 'sumki'], kids: false, countries: ['Португалия', 'Турция'],
    models: { futbolki: ['Twin Tipped Polo', 'Ringer Tee'], kedy: ['B721 Leather', 'Hughes Low'] },
    description: 'Британский бренд одежды с лавровым венком на логотипе.',
  },
  {
    code: 'new-era', name: 'New Era', weight: 2, tier: 0.9, types: ['shapki', 'futbolki'], kids: true, countries: ['Китай', 'Бангладеш'],
    models: { shapki: ['Cuff Knit Beanie', '9FORTY Cap', '59FIFTY Cap'] },
    description: 'Американский производитель бейсболок и шапок.',
  },
  {
    code: 'kangol', name: 'Kangol', weight: 1, tier: 1.0, types: ['shapki'], kids: false, countries: ['Китай'],
    models: { shapki: ['Bermuda Casual', 'Tropic 504 Ventair', 'Cord Bucket'] },
    description: 'Британский бренд головных уборов с кенгуру на логотипе.',
  },
  {
    code: 'herschel', name: 'Herschel', weight: 2, tier: 1.0, types: ['sumki', 'shapki'], kids: false, countries: ['Китай', 'Вьетнам'],
    models: { sumki: ['Little America Backpack', 'Pop Quiz Backpack', 'Heritage Backpack', 'Novel Duffle'] },
    description: 'Канадский бренд рюкзаков и сумок.',
  },
  {
    code: 'eastpak', name: 'Eastpak', weight: 2, tier: 0.9, types: ['sumki'], kids: false, countries: ['Вьетнам', 'Китай'],
    models: { sumki: ['Padded Pakr', 'Out of Office', 'Springer Waist Bag', 'Day Pak’r'] },
    description: 'Бренд рюкзаков с тридцатилетней гарантией.',
  },
  {
    code: 'happy-socks', name: 'Happy Socks', weight: 2, tier: 1.0, types: ['noski', 'nizhnee-bele'], kids: true, countries: ['Турция'],
    models: { noski: ['Big Dot Sock', 'Stripe Sock', 'Hamburger Sock', 'Gift Box 4 пары'] },
    description: 'Шведский бренд ярких носков.',
  },
  {
    code: 'stance', name: 'Stance', weight: 1, tier: 1.1, types: ['noski', 'nizhnee-bele'], kids: false, countries: ['Китай'],
    models: { noski: ['Icon Crew', 'Run Light Quarter', 'Icon Quarter 3 пары'] },
    description: 'Калифорнийский бренд носков.',
  },
  {
    code: 'jack-wolfskin', name: 'Jack Wolfskin', weight: 2, tier: 1.15, types: ['kurtki', 'botinki', 'sumki', 'shapki', 'bryuki'], kids: true, countries: ['Вьетнам', 'Китай'],
    models: { kurtki: ['Eisbach Jacket', 'Texapore Parka'], botinki: ['Vojo Tour Texapore Mid', 'Everquest Texapore Mid'] },
    description: 'Немецкий бренд одежды и снаряжения для путешествий.',
  },
];
