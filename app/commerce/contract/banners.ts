import { z } from 'zod';

/** Placements the API knows; `global_banners` is the strip above every page. */
export const BANNER_TYPES = ['global_banners', 'catalog_1x1', 'catalog_2x1', 'home_hero'] as const;
export const BannerTypeSchema = z.enum(BANNER_TYPES, {
  errorMap: () => ({ message: `Неизвестный тип баннеров: допустимы ${BANNER_TYPES.join(', ')}` }),
});
export type BannerType = z.infer<typeof BannerTypeSchema>;

/** Query of GET /api/banners/: an unknown or missing type is a 400 with the message above. */
export const BannersQuerySchema = z.object({ type: BannerTypeSchema });

/** A global banner (docs/product.md#entities): one line of text that links elsewhere by device. */
export const BannerSchema = z.object({
  headText: z.string(),
  desktopUrl: z.string(),
  mobileUrl: z.string(),
});
export type Banner = z.infer<typeof BannerSchema>;

/** GET /api/banners/?type=…: the active banners of the placement, in display order. */
export const BannerListSchema = z.array(BannerSchema);
