/**
 * An access token shaped like the API's (header.payload.signature, base64url JSON) with the
 * given expiry and roles. The signature is fake: the storefront reads claims without verifying.
 */
export function fakeAccessToken(options: {
  expiresInSeconds: number;
  roles?: string[];
  sub?: string;
  now?: number;
}): string {
  const now = options.now ?? Date.now();
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const payload = {
    sub: options.sub ?? '1',
    roles: options.roles ?? ['ROLE_USER'],
    exp: Math.floor(now / 1000) + options.expiresInSeconds,
  };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.fake-signature`;
}
