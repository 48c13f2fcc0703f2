/** Hidden form field that the JavaScript version of a storefront form adds ('fetcher'). */
export const VIA_FIELD = 'via';
/** Hidden form field naming the page to go back to (pathname + search). */
export const RETURN_TO_FIELD = 'returnTo';
