// The home page's blocks: hero, gender tiles, product rows, brands, news.
import { z } from 'zod';
import { NewsPreviewSchema } from './news';
import { ImageSetSchema, ProductCardSchema } from './product';

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
