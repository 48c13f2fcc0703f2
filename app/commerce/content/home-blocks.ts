/**
 * Home blocks as the database keeps them (home_blocks.kind + payload). The payload says what
 * to show; the API fills in the products, brands and news when the page is read.
 */
import { z } from 'zod';
import { HOME_PRODUCT_LISTS } from '../contract/home';

const link = z.string().regex(/^(\/|https:\/\/)/);

export const HeroPayloadSchema = z.object({
  slides: z
    .array(
      z.object({
        headText: z.string(),
        text: z.string(),
        buttonText: z.string(),
        desktopUrl: link,
        mobileUrl: link,
        background: z.string(),
        color: z.string(),
        /** A colour article whose picture the slide shows; none keeps the slide text-only. */
        productCode: z.string().optional(),
      }),
    )
    .min(1),
});

export const GendersPayloadSchema = z.object({
  items: z.array(z.object({ gender: z.enum(['man', 'woman', 'kids']), title: z.string(), url: link })).min(1),
});

const limit = z.number().int().min(1).max(24);

export const ProductsPayloadSchema = z.object({ list: z.enum(HOME_PRODUCT_LISTS), limit });
export const BrandsPayloadSchema = z.object({ limit });
export const NewsPayloadSchema = z.object({ limit });

/** A stored home block, checked: kind and the payload that kind needs. */
export const StoredHomeBlockSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('hero'), title: z.string(), payload: HeroPayloadSchema }),
  z.object({ kind: z.literal('genders'), title: z.string(), payload: GendersPayloadSchema }),
  z.object({ kind: z.literal('products'), title: z.string(), payload: ProductsPayloadSchema }),
  z.object({ kind: z.literal('brands'), title: z.string(), payload: BrandsPayloadSchema }),
  z.object({ kind: z.literal('news'), title: z.string(), payload: NewsPayloadSchema }),
]);
export type StoredHomeBlock = z.infer<typeof StoredHomeBlockSchema>;
