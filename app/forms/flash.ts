// The flash: a one-shot message a storefront action leaves for the page its 303 leads to, so
// a browser without JavaScript sees the same result a fetcher shows in place (ARCHITECTURE:
// POST/redirect/GET). Every kind the shop leaves is one member of FlashSchema (flash-schema.ts), each with its
// own payload: the session's flash() is the one writer, readFlash the one reader, and a cookie
// of another shape (an older release's, a tampered one) reads as no flash at all.

import type { Flash, FlashKind, FlashOf } from './flash-schema';

export type { Flash, FlashKind, FlashOf } from './flash-schema';

function isKind<Kind extends FlashKind>(flash: Flash, kind: Kind): flash is FlashOf<Kind> {
  return flash.kind === kind;
}

/** The flash when it is of `kind`, else null (no flash, or one meant for another part of the page). */
export function readFlash<Kind extends FlashKind>(
  flash: Flash | null | undefined,
  kind: Kind,
): FlashOf<Kind> | null {
  return flash && isKind(flash, kind) ? flash : null;
}
