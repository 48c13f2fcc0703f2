import { z } from 'zod';
import { PageNumberSchema } from './common';
import { ImageSetSchema, ProductCardSchema } from './product';

// The content API: text pages, news, shops, FAQ, size tables, the home page, outfits and SEO
// page data. Everything here is kept in the database, so another deployment can edit it
// without a release; the storefront renders what these schemas describe and nothing more.

/** Browsers keep content a minute, shared caches five, and may serve it stale while refreshing. */
export const CONTENT_CACHE_CONTROL = 'public, max-age=60, s-maxage=300, stale-while-revalidate=600';

// ---------------------------------------------------------------------------------------
// Blocks: the structured body of pages and news
// ---------------------------------------------------------------------------------------

/** A section heading inside a page (the page's h1 is its title). */
export const HeadingBlockSchema = z.object({
  type: z.literal('heading'),
  level: z.union([z.literal(2), z.literal(3)]),
  text: z.string(),
});

export const ParagraphBlockSchema = z.object({ type: z.literal('paragraph'), text: z.string() });

export const ListBlockSchema = z.object({
  type: z.literal('list'),
  ordered: z.boolean(),
  items: z.array(z.string()),
});

/** A table with a header row; every row has as many cells as there are columns. */
export const TableBlockSchema = z.object({
  type: z.literal('table'),
  caption: z.string().optional(),
  columns: z.array(z.string()),
  rows: z.array(z.array(z.string())),
});

/** A highlighted remark: 'info' for a tip, 'warning' for something easy to get wrong. */
export const NoteBlockSchema = z.object({
  type: z.literal('note'),
  tone: z.enum(['info', 'warning']),
  text: z.string(),
});

/** Links shown as a list: phone (tel:), email (mailto:), messengers, other pages. */
export const LinksBlockSchema = z.object({
  type: z.literal('links'),
  items: z.array(z.object({ text: z.string(), url: z.string() })),
});

export const ContentBlockSchema = z.discriminatedUnion('type', [
  HeadingBlockSchema,
  ParagraphBlockSchema,
  ListBlockSchema,
  TableBlockSchema,
  NoteBlockSchema,
  LinksBlockSchema,
]);
export type ContentBlock = z.infer<typeof ContentBlockSchema>;

// ---------------------------------------------------------------------------------------
// Pages
// ---------------------------------------------------------------------------------------

/** Longest page path or URL the content calls look at. */
export const CONTENT_PATH_MAX = 500;

/** Query of GET /api/content/page/: the storefront path, '/delivery/details' (trailing slash ignored). */
export const ContentPageQuerySchema = z.object({
  path: z
    .string({ required_error: 'Укажи путь страницы' })
    .trim()
    .min(1, 'Укажи путь страницы')
    .max(CONTENT_PATH_MAX, 'Слишком длинный путь страницы')
    .regex(/^\//, 'Путь страницы начинается с /'),
});

/** GET /api/content/page/?path=…: a text page; `title` is its h1. */
export const ContentPageSchema = z.object({
  path: z.string(),
  title: z.string(),
  description: z.string(),
  body: z.array(ContentBlockSchema),
  updatedAt: z.string(),
});
export type ContentPage = z.infer<typeof ContentPageSchema>;

// ---------------------------------------------------------------------------------------
// News
// ---------------------------------------------------------------------------------------

/** Articles per page of /about/news: rows of 1, 2 or 3 cards. */
export const NEWS_PAGE_SIZE = 6;

/** The storefront address of an article. */
export function newsUrl(code: string): string {
  return `/about/news/${code}`;
}

/** Query of GET /api/news/: page, from 1. */
export const NewsListQuerySchema = z.object({
  page: PageNumberSchema,
});

export const NewsPreviewSchema = z.object({
  code: z.string(),
  title: z.string(),
  excerpt: z.string(),
  /** ISO 8601. */
  publishedAt: z.string(),
  url: z.string(),
});
export type NewsPreview = z.infer<typeof NewsPreviewSchema>;

/** GET /api/news/?page=N: newest first; a page past the last is a 404. */
export const NewsListSchema = z.object({
  items: z.array(NewsPreviewSchema),
  page: z.number().int(),
  totalPages: z.number().int(),
  totalItems: z.number().int(),
  pageSize: z.number().int(),
});
export type NewsList = z.infer<typeof NewsListSchema>;

/** GET /api/news/{code}: one article; an unknown code is a 404. */
export const NewsArticleSchema = NewsPreviewSchema.extend({
  body: z.array(ContentBlockSchema),
  /** The neighbouring articles by date, for 'previous' and 'next' links. */
  newer: NewsPreviewSchema.nullable(),
  older: NewsPreviewSchema.nullable(),
});
export type NewsArticle = z.infer<typeof NewsArticleSchema>;

// ---------------------------------------------------------------------------------------
// Shops
// ---------------------------------------------------------------------------------------

/** Query of GET /api/shops/: cityId, else the User-Location-Id header, else Moscow. */
export const ShopsQuerySchema = z.object({
  cityId: z.coerce
    .number({ invalid_type_error: 'Код города должен быть числом' })
    .int('Код города должен быть целым числом')
    .positive('Код города должен быть положительным')
    .max(1_000_000_000, 'Такого города нет')
    .optional(),
});

export const ShopSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  address: z.string(),
  /** Opening hours as a line of text: 'Ежедневно с 10:00 до 22:00'. */
  hours: z.string(),
  /** '+7 (495) 123-45-67' and its tel: link. */
  phone: z.string(),
  phoneHref: z.string(),
  lat: z.number(),
  lon: z.number(),
  /** What the shop stocks, one line. */
  assortment: z.string(),
  /** The shop on a public map, for a list without an embedded map. */
  mapUrl: z.string(),
});
export type Shop = z.infer<typeof ShopSchema>;

export const ShopCitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  shopsCount: z.number().int(),
});
export type ShopCity = z.infer<typeof ShopCitySchema>;

/**
 * GET /api/shops/?cityId=…: the city's shops (possibly none) and every city that has shops,
 * so a page can offer another city. An id no city has is a 404.
 */
export const ShopsResponseSchema = z.object({
  city: z.object({ id: z.number().int(), name: z.string(), lat: z.number(), lon: z.number() }),
  shops: z.array(ShopSchema),
  cities: z.array(ShopCitySchema),
});
export type ShopsResponse = z.infer<typeof ShopsResponseSchema>;

// ---------------------------------------------------------------------------------------
// FAQ
// ---------------------------------------------------------------------------------------

export const FaqItemSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  /** Paragraphs of the answer. */
  answer: z.array(z.string()),
});

/** GET /api/faq/: questions grouped by section, sections and questions in display order. */
export const FaqResponseSchema = z.object({
  sections: z.array(z.object({ code: z.string(), title: z.string(), items: z.array(FaqItemSchema) })),
});
export type FaqResponse = z.infer<typeof FaqResponseSchema>;

// ---------------------------------------------------------------------------------------
// Size tables
// ---------------------------------------------------------------------------------------

export const SizeTableSchema = z.object({
  code: z.string(),
  kind: z.enum(['shoes', 'clothing']),
  gender: z.enum(['man', 'woman', 'kids']).nullable(),
  title: z.string(),
  columns: z.array(z.string()),
  rows: z.array(z.array(z.string())),
  note: z.string(),
});
export type SizeTable = z.infer<typeof SizeTableSchema>;

/** GET /api/size-tables/: every table in display order and how to measure yourself. */
export const SizeTablesResponseSchema = z.object({
  tables: z.array(SizeTableSchema),
  howToMeasure: z.array(ContentBlockSchema),
});
export type SizeTablesResponse = z.infer<typeof SizeTablesResponseSchema>;

// ---------------------------------------------------------------------------------------
// Home page
// ---------------------------------------------------------------------------------------

/** A slide of the hero: text on a colour, optionally with a product picture beside it. */
export const HeroSlideSchema = z.object({
  headText: z.string(),
  text: z.string(),
  buttonText: z.string(),
  desktopUrl: z.string(),
  mobileUrl: z.string(),
  /** CSS colours of the slide. */
  background: z.string(),
  color: z.string(),
  /** A product picture for wide screens; phones may leave it out to stay light. */
  image: ImageSetSchema.nullable(),
});
export type HeroSlide = z.infer<typeof HeroSlideSchema>;

export const HOME_PRODUCT_LISTS = ['new', 'sale', 'bestsellers'] as const;
export type HomeProductList = (typeof HOME_PRODUCT_LISTS)[number];

export const HomeBlockSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('hero'), title: z.string(), slides: z.array(HeroSlideSchema) }),
  z.object({
    kind: z.literal('genders'),
    title: z.string(),
    items: z.array(
      z.object({
        gender: z.enum(['man', 'woman', 'kids']),
        title: z.string(),
        url: z.string(),
        image: ImageSetSchema.nullable(),
      }),
    ),
  }),
  z.object({
    kind: z.literal('products'),
    title: z.string(),
    list: z.enum(HOME_PRODUCT_LISTS),
    /** The catalogue page with the whole list. */
    url: z.string(),
    products: z.array(ProductCardSchema),
  }),
  z.object({
    kind: z.literal('brands'),
    title: z.string(),
    url: z.string(),
    brands: z.array(z.object({ code: z.string(), name: z.string(), url: z.string() })),
  }),
  z.object({
    kind: z.literal('news'),
    title: z.string(),
    url: z.string(),
    items: z.array(NewsPreviewSchema),
  }),
]);
export type HomeBlock = z.infer<typeof HomeBlockSchema>;

/** GET /api/home/: the blocks of the home page in display order; empty lists are left out. */
export const HomeResponseSchema = z.object({ blocks: z.array(HomeBlockSchema) });
export type HomeResponse = z.infer<typeof HomeResponseSchema>;

// ---------------------------------------------------------------------------------------
// Outfits
// ---------------------------------------------------------------------------------------

export const OutfitSchema = z.object({
  code: z.string(),
  title: z.string(),
  description: z.string(),
  gender: z.enum(['man', 'woman', 'kids', 'unisex']),
  /** The look's products that are still in the catalogue, in the order of the look. */
  products: z.array(ProductCardSchema),
});
export type Outfit = z.infer<typeof OutfitSchema>;

/** GET /api/outfits/: the looks in display order; a look whose products are all gone is left out. */
export const OutfitsResponseSchema = z.object({ items: z.array(OutfitSchema) });
export type OutfitsResponse = z.infer<typeof OutfitsResponseSchema>;

// ---------------------------------------------------------------------------------------
// SEO page data (spec §3, §7)
// ---------------------------------------------------------------------------------------

/** Body of POST /api/seo/page/: the storefront URL (path or absolute; query and trailing slash ignored). */
export const SeoPageRequestSchema = z.object({
  url: z
    .string({
      required_error: 'Укажи адрес страницы',
      invalid_type_error: 'Адрес страницы должен быть строкой',
    })
    .trim()
    .min(1, 'Укажи адрес страницы')
    .max(CONTENT_PATH_MAX * 4, 'Слишком длинный адрес страницы'),
});

/** SEO page data (spec §3): a 301 target, or an h1 and text; nulls when the URL has none. */
export const SeoPageSchema = z.object({
  redirectTo: z.string().nullable(),
  h1: z.string().nullable(),
  seoText: z.string().nullable(),
});
export type SeoPage = z.infer<typeof SeoPageSchema>;
