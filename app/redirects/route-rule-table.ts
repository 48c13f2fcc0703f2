/**
 * The route rules of docs/product.md#route-rules. Paths are lower case without a trailing slash.
 */

/** Path trees only a signed-in visitor may open; anyone else is sent to `to`. */
export const SIGN_IN_REQUIRED: readonly { under: string; to: string }[] = [{ under: '/personal', to: '/' }];

/**
 * Parent pages that on desktop open their first child. On mobile the parent itself is the
 * page: a menu of its children.
 */
export const DESKTOP_PARENT_REDIRECTS: readonly { from: string; to: string }[] = [
  { from: '/personal', to: '/personal/profile' },
  { from: '/support', to: '/support/faq' },
  { from: '/about', to: '/about/company' },
  { from: '/delivery', to: '/delivery/details' },
  { from: '/documents', to: '/documents/security-policy' },
];
