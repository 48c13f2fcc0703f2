// The basket's limits, apart from its schemas: the cart page's quantity control reads them in
// the browser, and importing ./basket.ts for a number would bring every basket schema along.

/** Most units of one size a basket line may ask for in one call; stock usually stops it sooner. */
export const MAX_LINE_QUANTITY = 99;
