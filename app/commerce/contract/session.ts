import { z } from 'zod';

/**
 * Request headers every call to the API carries (docs/product.md#api-calls), named once for both halves.
 * `Accept` and `Authorization: Bearer <access token>` are the standard ones.
 */
export const API_HEADERS = {
  /** The selected city id. */
  location: 'User-Location-Id',
  /** The guest identity (POST /api/fuser) of a visitor who is not signed in. */
  fuser: 'Fuser-Token',
  /** The marketing platform's device id (the mbDeviceUUID cookie). */
  deviceId: 'X-Device-Id',
  /** The client chain a trusted proxy in front of the API reports (believed only from one). */
  forwardedFor: 'X-Forwarded-For',
  /**
   * The shopper's address as the storefront determined it, signed (`<address>;<time>;<HMAC>`,
   * app/utils/client-address-signature.server.ts); the API's per-IP rules prefer it.
   */
  clientAddress: 'X-Shop-Client-Address',
} as const;

/** The role an access token carries for administrators (docs/product.md#tokens-and-sessions, docs/product.md#roles). */
export const ROLE_ADMIN = 'ROLE_ADMIN';

/** Claims of an access token that the storefront reads (without verifying: the API does). */
export const AccessTokenClaimsSchema = z.object({
  /** Expiry, seconds since the epoch. */
  exp: z.number(),
  sub: z.union([z.string(), z.number()]).optional(),
  roles: z.array(z.string()).default([]),
});
export type AccessTokenClaims = z.infer<typeof AccessTokenClaimsSchema>;

/** Body of POST /api/token/refresh (docs/product.md#api-calls). */
export const TokenRefreshRequestSchema = z.object({ refreshToken: z.string().min(1) });

/**
 * Answer of POST /api/token/refresh (docs/product.md#entities): a new access token and a rotated refresh token.
 * `refreshTokenExpiration` is when the refresh token dies: seconds since the epoch, or an ISO
 * 8601 date (both are accepted so the storefront does not care which the API chose).
 */
export const TokenRefreshResponseSchema = z.object({
  token: z.string().min(1),
  refreshToken: z.string().min(1),
  refreshTokenExpiration: z.union([z.number(), z.string()]),
});
export type TokenRefreshResponse = z.infer<typeof TokenRefreshResponseSchema>;
