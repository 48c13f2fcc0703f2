/**
 * Query parameters that carry a page number (docs/product.md#route-rules: such an address answers 301 to itself
 * without them). 'page' is the usual name; PAGEN_1, PAGEN_2 … are the old site's (one per
 * paged list on a page). A string is an exact name, a RegExp a family of names.
 * The new catalogue pages with "show more", so its own links must never use these names.
 */
export const PAGE_NUMBER_PARAMS: readonly (string | RegExp)[] = ['page', /^PAGEN_\d+$/];

/** Paths where a page parameter is a real argument (API calls, resource routes), never redirected. */
export const PAGE_PARAM_EXEMPT_PATHS: readonly string[] = ['/api', '/resources'];
