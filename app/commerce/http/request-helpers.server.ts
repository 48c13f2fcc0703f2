import { env } from '../../utils/env.server';
import { ApiError } from './errors.server';

/** The shop's public origin (PUBLIC_URL, else the request's): where providers send shoppers back. */
export function publicOrigin(request: Request): string {
  return env().PUBLIC_URL?.replace(/\/+$/, '') ?? new URL(request.url).origin;
}

/** A numeric id from the path (an order's, a payment's, a wait's); anything else is simply not found. */
export function pathId(raw: string | undefined, notFound: string): number {
  if (!raw || !/^[1-9]\d{0,8}$/.test(raw)) throw new ApiError(404, notFound);
  return Number(raw);
}
