// The catalogue response (GET and POST /api/catalog/): cards, filters with their options and counts,
// sort, paging, banners, links. Requests are in catalog-request.ts, filter values in catalog-filters.ts.
import { z } from 'zod';
import { CatalogSortSchema, SortOrderSchema } from './catalog-request';
import { BreadcrumbSchema, ProductCardSchema } from './product';

/** An option of a list-like filter; `count` is what choosing it alone would show. */
export const FilterItemSchema = z.object({
  value: z.string(),
  title: z.string(),
  checked: z.boolean(),
  count: z.number().int(),
  /** True when choosing it would show nothing given the other filters. */
  disabled: z.boolean(),
});
export type FilterItem = z.infer<typeof FilterItemSchema>;

/**
 * 1 or 2. Not a union of two literals: a list's plain options are tried against the category
 * option first (ListFilterSchema), and a union that fails whole builds an Error (stack trace and
 * all) per literal, twice per option on every catalogue answer the storefront reads.
 */
const DepthLevelSchema = z
  .number()
  .refine((level): level is 1 | 2 => level === 1 || level === 2, 'depth_level is 1 or 2');

/** A category option: groups at depth 1, their types at depth 2 (with the group as parent). */
export const CategoryItemSchema = FilterItemSchema.extend({
  depth_level: DepthLevelSchema,
  parent: z.string().nullable(),
});
export const ColorItemSchema = FilterItemSchema.extend({ hex: z.string() });

const filterBase = {
  code: z.string(),
  name: z.string(),
  expanded: z.boolean(),
  additionalInfo: z.object({ alwaysOpen: z.boolean() }),
};

export const ListFilterSchema = z.object({
  ...filterBase,
  type: z.literal('list'),
  items: z.array(z.union([CategoryItemSchema, FilterItemSchema])),
});
export const CheckboxFilterSchema = z.object({
  ...filterBase,
  type: z.literal('checkbox'),
  items: z.array(FilterItemSchema),
});
export const BubblesFilterSchema = z.object({
  ...filterBase,
  type: z.literal('bubbles'),
  items: z.array(FilterItemSchema),
});
export const ColorsFilterSchema = z.object({
  ...filterBase,
  type: z.literal('colors'),
  items: z.array(ColorItemSchema),
});
/** Price: min and max of what the other filters leave, from and to as chosen (or min, max). */
export const RangeFilterSchema = z.object({
  ...filterBase,
  type: z.literal('range'),
  min: z.number().int(),
  max: z.number().int(),
  from: z.number().int(),
  to: z.number().int(),
});
export const SwitchFilterSchema = z.object({
  ...filterBase,
  type: z.literal('switch'),
  item: FilterItemSchema,
});
/** Shops grouped by city, the shopper's city first. */
export const StoreFilterSchema = z.object({
  ...filterBase,
  type: z.literal('store'),
  cities: z.array(z.object({ cityId: z.number().int(), name: z.string(), items: z.array(FilterItemSchema) })),
});
export const HiddenFilterSchema = z.object({
  ...filterBase,
  type: z.literal('hidden'),
  values: z.array(z.string()),
});

export const CatalogFilterSchema = z.discriminatedUnion('type', [
  ListFilterSchema,
  CheckboxFilterSchema,
  BubblesFilterSchema,
  ColorsFilterSchema,
  RangeFilterSchema,
  SwitchFilterSchema,
  StoreFilterSchema,
  HiddenFilterSchema,
]);
export type CatalogFilter = z.infer<typeof CatalogFilterSchema>;

export const SortOptionSchema = z.object({
  sort: CatalogSortSchema,
  order: SortOrderSchema,
  selected: z.boolean(),
  name: z.string(),
});

export const PaginationSchema = z.object({
  current: z.number().int(),
  totalPages: z.number().int(),
  totalItems: z.number().int(),
  pageSize: z.number().int(),
});

/** A catalogue banner (banners of type catalog_1x1 and catalog_2x1). */
export const CatalogBannerSchema = z.object({
  headText: z.string(),
  desktopUrl: z.string(),
  mobileUrl: z.string(),
  payload: z.record(z.string(), z.unknown()),
});

/** A quick link to a child section, with how many articles it lists. */
export const CatalogTagSchema = z.object({ name: z.string(), url: z.string(), count: z.number().int() });

export const GenderLinkSchema = z.object({
  code: z.string(),
  name: z.string(),
  url: z.string(),
  selected: z.boolean(),
});

export const CatalogResponseSchema = z.object({
  catalogBody: z.object({
    products: z.array(ProductCardSchema),
    catalogBanners: z.object({
      banner1x1: CatalogBannerSchema.nullable(),
      banner2x1: CatalogBannerSchema.nullable(),
    }),
    tags: z.array(CatalogTagSchema),
    pagination: PaginationSchema,
    sort: z.array(SortOptionSchema),
    filter: z.array(CatalogFilterSchema),
  }),
  genderLinks: z.array(GenderLinkSchema),
  seo: z.object({ h1: z.string(), url: z.string(), seoText: z.string() }),
  breadcrumbs: z.array(BreadcrumbSchema),
  /** A search's text searched instead of q when q found nothing as typed (the other keyboard layout). */
  correctedQuery: z.string().optional(),
  /**
   * Sizes, colours, gender and brand a search's text named ('кроссовки найк 43'): applied as
   * filters (they come back checked), and `q` is the text left to search ('кроссовки').
   */
  queryFilter: z
    .object({
      q: z.string(),
      filter: z.object({
        brand: z.array(z.string()).optional(),
        color: z.array(z.string()).optional(),
        gender: z.array(z.string()).optional(),
        size: z.array(z.string()).optional(),
      }),
    })
    .optional(),
});
export type CatalogResponse = z.infer<typeof CatalogResponseSchema>;
