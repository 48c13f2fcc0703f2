// What the journeys load instead of product pictures (see the fixture productImages).

/**
 * Product pictures are drawn by the server on their first request (sharp). A fresh run's
 * journeys asked for about 1,100 of them, a third of the server's time, and none looks at
 * their pixels, so by default they get this 1×1 stand-in; the image route itself is tested
 * over HTTP, and the product journey opts in with `test.use({ realProductImages: true })`
 * (docs/decisions/0005-testing.md).
 */
export const STAND_IN_PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=',
  'base64',
);
export const PRODUCT_IMAGES = /\/images\/products\//;
