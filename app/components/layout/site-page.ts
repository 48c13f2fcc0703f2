// One page of the site's table (./site-pages): what its links, h1 and meta say.

export type SitePage = {
  /** The address links use: content pages without a trailing slash, shop pages with one. */
  path: string;
  /** The page's h1 and the first part of its <title>. */
  title: string;
  /** The meta description. */
  description: string;
  /** The line under a section index's h1 (its menu page on mobile). */
  lead: string;
};

export function page(path: string, title: string, description: string, lead = description): SitePage {
  return { path, title, description, lead };
}
