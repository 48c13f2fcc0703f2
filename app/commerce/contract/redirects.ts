// The per-path redirect lookup (docs/product.md#api-calls: "GET per-path redirect lookup on navigation"):
// GET /api/redirects/?path=/old/address/ → {redirect: {location, status} | null}.
// Rows live in the database (table `redirects`) and are managed without a deploy.
import { z } from 'zod';

/** Longest path the lookup reads; a longer one is refused with 400 (no row is that long). */
export const REDIRECT_PATH_MAX = 2048;

export const REDIRECT_MESSAGES = {
  required: 'Укажи адрес страницы',
  notPath: 'Адрес страницы должен начинаться с /',
  tooLong: 'Слишком длинный адрес страницы',
} as const;

/** Query of GET /api/redirects/: the storefront path, with or without its query string. */
export const RedirectLookupQuerySchema = z.object({
  path: z
    .string({ required_error: REDIRECT_MESSAGES.required })
    .trim()
    .min(1, REDIRECT_MESSAGES.required)
    .max(REDIRECT_PATH_MAX, REDIRECT_MESSAGES.tooLong)
    // '//host/x' would be read as another origin by anyone who echoes it.
    .refine((path) => path.startsWith('/') && !path.startsWith('//'), REDIRECT_MESSAGES.notPath),
});
export type RedirectLookupQuery = z.infer<typeof RedirectLookupQuerySchema>;

/** Codes a redirect row may answer with; 301 unless the row says otherwise (docs/product.md#constants-and-limits). */
export const REDIRECT_STATUSES = [301, 302, 307, 308] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];

export const RedirectTargetSchema = z.object({
  /** A storefront path ('/catalog/new/') or an absolute http(s) URL of another site. */
  location: z.string(),
  status: z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]),
});
export type RedirectTarget = z.infer<typeof RedirectTargetSchema>;

/** Answer of GET /api/redirects/: where to send the browser, or null when no row matches. */
export const RedirectLookupResponseSchema = z.object({ redirect: RedirectTargetSchema.nullable() });
export type RedirectLookupResponse = z.infer<typeof RedirectLookupResponseSchema>;
