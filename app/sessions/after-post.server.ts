import { redirect } from '@remix-run/node';
import { RETURN_TO_FIELD, VIA_FIELD } from './form-fields';
import { safeReturnPath } from './return-path';

/** The page a form came from, if it is a path of this site; else '/'. */
export function returnPathOf(form: FormData): string {
  return safeReturnPath(form.get(RETURN_TO_FIELD));
}

/**
 * The answer to a storefront form post. Without JavaScript: 303 to `to` (POST/redirect/GET).
 * With JavaScript (a fetcher sent via=fetcher): `{ ok: true }`, so the page updates in place
 * and loaders revalidate; pass `navigate: true` when even then the page must change (e.g. a
 * URL-driven dialog closes). storefrontRoute adds the session's cookies to either. `to` is
 * checked once more here, where it becomes a Location: only a path of this site leaves.
 */
export function respondAfterPost(form: FormData, to: string, options: { navigate?: boolean } = {}): Response {
  // A Response (not data()) so a direct request and a fetcher's .data request both get it.
  if (form.get(VIA_FIELD) === 'fetcher' && !options.navigate) return Response.json({ ok: true });
  return redirect(safeReturnPath(to), 303);
}

/** Largest storefront form body read; these forms carry a few short fields. */
const MAX_FORM_BYTES = 16 * 1024;

/** The error body of the API contract, for a storefront form post with bad fields. */
export function formError(status: 400 | 413 | 422, message: string): Response {
  return Response.json(
    { success: false, message, errors: [] },
    { status, headers: { 'Cache-Control': 'no-store' } },
  );
}

/** Reads a small urlencoded or multipart form; null when it is too big or unreadable. */
export async function readSmallForm(request: Request): Promise<FormData | null> {
  if (Number(request.headers.get('Content-Length') ?? '0') > MAX_FORM_BYTES) return null;
  try {
    return await request.formData();
  } catch {
    return null;
  }
}
