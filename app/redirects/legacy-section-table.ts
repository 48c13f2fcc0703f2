/**
 * Old catalogue section slugs (docs/product.md#legacy-addresses, legacy address redirects) and the new, unfiltered
 * catalogue page each one lands on. Keys are lower case; the misspellings (-odegda,
 * botinkiv-) are the old site's own and must stay. Judgement calls are written down in
 * docs/decisions/0002-redirects-irregular.md.
 */
export const LEGACY_SECTIONS: Readonly<Record<string, string>> = {
  // Gender pages
  muzhskoe: '/catalog/man/',
  zhenskoe: '/catalog/woman/',
  detyam: '/catalog/kids/',

  // Men
  'muzhchiny-obuv': '/catalog/man/obuv/',
  'krossovki-obuv-muzh': '/catalog/man/obuv/krossovki/',
  'kedy-obuv-muzh': '/catalog/man/obuv/kedy/',
  'botinkiv-muzh': '/catalog/man/obuv/botinki/',
  'slantsy-muzh': '/catalog/man/obuv/slantsy/',
  'muzhchiny-odegda': '/catalog/man/odezhda/',
  'futbolki-muzh': '/catalog/man/odezhda/futbolki/',
  'tolstovki-muzh': '/catalog/man/odezhda/tolstovki/',
  'kurtki-muzh': '/catalog/man/odezhda/kurtki/',
  'bryuki-i-shorty-muzh': '/catalog/man/odezhda/bryuki/',
  'sportivnye-bryuki-muzh': '/catalog/man/odezhda/sportivnye-shtany/',
  'aksessuary-muzh': '/catalog/man/aksessuary/',
  'shapki-i-kepki-muzh': '/catalog/man/aksessuary/shapki/',
  'sumki-akses-muzh': '/catalog/man/aksessuary/sumki/',
  'noski-muzh': '/catalog/man/aksessuary/noski/',
  'nizhnee-bele-muzh': '/catalog/man/aksessuary/nizhnee-bele/',

  // Women
  'zhenshchiny-obuv': '/catalog/woman/obuv/',
  'krossovki-zhenshchiny': '/catalog/woman/obuv/krossovki/',
  'kedy-zhenshchiny': '/catalog/woman/obuv/kedy/',
  'slipony-zhenshchiny': '/catalog/woman/obuv/kedy/',
  'botinki-zhenshchiny': '/catalog/woman/obuv/botinki/',
  'slantsy-zhenshchiny': '/catalog/woman/obuv/slantsy/',
  'zhenshchiny-odegda': '/catalog/woman/odezhda/',
  'futbolki-zhen': '/catalog/woman/odezhda/futbolki/',
  'tolstovki-zhen': '/catalog/woman/odezhda/tolstovki/',
  'kurtki-zhen': '/catalog/woman/odezhda/kurtki/',
  'bryuki-i-shorty-zhen': '/catalog/woman/odezhda/bryuki/',
  'sportivnye-bryuki-zhen': '/catalog/woman/odezhda/sportivnye-shtany/',
  'sumki-zhen': '/catalog/woman/aksessuary/sumki/',

  // Kids: the spec gives them only /catalog/kids/obuv/ and its krossovki child.
  'krossovki-det': '/catalog/kids/obuv/krossovki/',
  'botinki-det': '/catalog/kids/obuv/',
};

/** Where a legacy filter address with a slug that no table knows lands (never a 404). */
export const LEGACY_FALLBACK_TARGET = '/catalog/';
