// The hearts of a page as a browser without JavaScript sees them: each card's favourites form
// (its hidden colorId field, then its button), saved or not.
import { attr, tags } from './catalog-pages.kit';

/** The hidden colorId fields of the heart forms, with where each stands in the page. */
export function heartInputs(html: string): { colorId: number; at: number }[] {
  return [...html.matchAll(/<input\b[^>]*>/g)]
    .filter((m) => attr(m[0], 'name') === 'colorId')
    .map((m) => ({ colorId: Number(attr(m[0], 'value')), at: m.index }));
}

/** What the (first) heart form of a colour offers: to add it, or to remove it (saved); null without one. */
export function heartOf(html: string, colorId: number): 'add' | 'saved' | null {
  const input = heartInputs(html).find((found) => found.colorId === colorId);
  if (!input) return null;
  const [button] = tags(html.slice(input.at), 'button');
  const saved =
    attr(button, 'value') === 'remove' &&
    attr(button, 'aria-label') === 'Убрать из избранного' &&
    attr(button, 'data-active') === 'true';
  return saved ? 'saved' : 'add';
}
