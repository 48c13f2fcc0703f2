// The size systems by name alone, without zod: the product page's switch imports only this, so
// the page's JavaScript does not grow by the schemas (contract/size-systems.ts has them).

/** The systems the size picker can show first; RU is the shop's own and the default. */
export const SIZE_SYSTEMS = ['RU', 'EU', 'US', 'UK', 'CM'] as const;
export type SizeSystem = (typeof SIZE_SYSTEMS)[number];

export const isSizeSystem = (value: unknown): value is SizeSystem =>
  SIZE_SYSTEMS.some((system) => system === value);
