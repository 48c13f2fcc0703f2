import { z } from 'zod';
import { MoneySchema } from './common';

/** One picture at two densities, jpeg and webp (docs/product.md#entities image set). */
export const ImageSourcesSchema = z.object({
  src: z.string(),
  srcX2: z.string(),
  webp: z.string(),
  webpX2: z.string(),
});

/**
 * The spec's image set: src, srcX2, webp, webpX2 (the desktop picture, for a plain <img>)
 * plus the desktop and mobile variants for <picture> sources.
 */
export const ImageSetSchema = ImageSourcesSchema.extend({
  desktop: ImageSourcesSchema,
  mobile: ImageSourcesSchema,
});
export type ImageSet = z.infer<typeof ImageSetSchema>;

/**
 * The reduced product card of docs/product.md#entities, one per colour article. `id` is the colour variant
 * id that favourites store ({productVariants: [{id}]}); brand and color serve analytics.
 */
export const ProductCardSchema = z.object({
  id: z.number().int(),
  /** The colour article code: the product page is /product/{code}. */
  code: z.string(),
  url: z.string(),
  /** The card picture first (the card shows only the first, docs/product.md#entities). */
  images: z.array(ImageSetSchema),
  name: z.string(),
  /** The product type's name: 'Кроссовки'. */
  category: z.string(),
  brand: z.string(),
  /** The colour's name: 'Чёрный' (analytics' variant). */
  color: z.string(),
  price: MoneySchema,
  oldPrice: MoneySchema.nullable(),
  /** Percent off the old price; 0 without one. */
  discount: z.number().int(),
  /** Bonus points the purchase earns. */
  bonus: z.number().int(),
  isNew: z.boolean(),
  /** True: the colour's sizes are priced apart and `price` is the lowest («от N ₽»). */
  priceFrom: z.boolean().optional(),
});
export type ProductCard = z.infer<typeof ProductCardSchema>;

/** A link in a breadcrumb trail; the last one is the current page. */
export const BreadcrumbSchema = z.object({ name: z.string(), url: z.string() });
export type Breadcrumb = z.infer<typeof BreadcrumbSchema>;

/** Another colour of the same model, for the colour switch. */
export const ProductColorVariantSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  url: z.string(),
  colorCode: z.string(),
  colorName: z.string(),
  hex: z.string(),
  price: MoneySchema,
  oldPrice: MoneySchema.nullable(),
  image: ImageSetSchema,
  inStock: z.boolean(),
  selected: z.boolean(),
});

/** A size of the current colour: `id` is what the basket adds (basket productId). */
export const ProductSizeSchema = z.object({
  id: z.number().int(),
  /** The Russian size as shown: '42.5', 'M', 'OS'. */
  ru: z.string(),
  /** Pieces in stock across every shop. */
  quantity: z.number().int(),
  inStock: z.boolean(),
  /** What this size costs: its own price when 1С priced the sizes apart, else the colour's. */
  price: MoneySchema.optional(),
  oldPrice: MoneySchema.nullable().optional(),
  discount: z.number().int().optional(),
  bonus: z.number().int().optional(),
  /** Footwear: the size in EU, US (M/W), UK and cm, from the size tables' chart (docs/product.md#sizes-and-my-size). */
  conversions: z.array(z.object({ system: z.string(), value: z.string() })).optional(),
});
export type ProductSize = z.infer<typeof ProductSizeSchema>;

/** One shop of the selected city holding the current colour, with its pieces per size. */
export const ProductShopStockSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  hours: z.string(),
  lat: z.number(),
  lon: z.number(),
  /** Pieces of the current colour in this shop, all sizes together. */
  quantity: z.number().int(),
  sizes: z.array(z.object({ sizeId: z.number().int(), ru: z.string(), quantity: z.number().int() })),
});

export const ProductAttributeSchema = z.object({ name: z.string(), value: z.string() });

export const ProductDetailSchema = z.object({
  /** The colour variant id (favourites). */
  id: z.number().int(),
  code: z.string(),
  url: z.string(),
  /** The model's code, shared by its colours. */
  productCode: z.string(),
  name: z.string(),
  brand: z.object({ code: z.string(), name: z.string(), url: z.string() }),
  type: z.object({ code: z.string(), name: z.string() }),
  group: z.object({ code: z.string(), name: z.string() }),
  gender: z.object({ code: z.string(), name: z.string() }),
  description: z.string(),
  attributes: z.array(ProductAttributeSchema),
  color: z.object({ code: z.string(), name: z.string(), hex: z.string() }),
  price: MoneySchema,
  oldPrice: MoneySchema.nullable(),
  discount: z.number().int(),
  bonus: z.number().int(),
  isNew: z.boolean(),
  /** True: the sizes are priced apart; `price` is the lowest («от N ₽» until a size is chosen). */
  priceFrom: z.boolean().optional(),
  /** Several views of the current colour, the first is the main picture. */
  images: z.array(ImageSetSchema),
  colors: z.array(ProductColorVariantSchema),
  sizes: z.array(ProductSizeSchema),
  /** True when any size of the current colour is in stock anywhere. */
  inStock: z.boolean(),
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

/**
 * GET /api/products/{code}/ — the product page of one colour article. The selected city
 * comes from the User-Location-Id header (Moscow, 216, when absent or unknown).
 */
export const ProductResponseSchema = z.object({
  product: ProductDetailSchema,
  stores: z.object({
    cityId: z.number().int(),
    cityName: z.string(),
    items: z.array(ProductShopStockSchema),
  }),
  breadcrumbs: z.array(BreadcrumbSchema),
  /** Up to 4 cards of the same type and gender, most popular first. */
  related: z.array(ProductCardSchema),
  /**
   * 'С этим покупают': up to 4 in-stock colours bought in the same orders (cancelled ones
   * aside), most shared orders first; filled from the same type and brand, then the same
   * type, while there are fewer.
   */
  boughtTogether: z.array(ProductCardSchema),
  seo: z.object({ h1: z.string(), url: z.string() }),
});
export type ProductResponse = z.infer<typeof ProductResponseSchema>;

/** The API path of a product page's data. */
export function productApiPath(code: string): string {
  return `/api/products/${encodeURIComponent(code)}/`;
}
