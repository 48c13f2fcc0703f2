// The guest's bonus hint (docs/product.md#overlays-and-other-screens, docs/product.md#constants-and-limits): on a product page that earns points a guest reads
// 'Эти бонусы могут стать твоими!' with a sign-in link over the page and the loyalty
// programme's link, in a tooltip 218 px wide on phones and 308 px from the desktop width;
// a signed-in shopper earns the points already and sees no hint.
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { apiCatalog, attr, tags } from './catalog-pages.kit';
import { Shopper } from './cart-pages.kit';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

let productPath: string;

beforeAll(async () => {
  const list = await apiCatalog({ path: '/catalog/man/obuv/krossovki/', sort: 'new', order: 'desc' });
  const card = list.catalogBody.products.find((p) => p.bonus > 0);
  expect(card, 'a sneaker that earns bonus points').toBeDefined();
  productPath = card!.url;
});

/** The hint's tooltip, as the page's HTML carries it (null when absent). */
function hintTooltip(html: string): string | null {
  const start = html.indexOf('data-bonus-hint');
  if (start < 0) return null;
  const open = html.lastIndexOf('<span', html.lastIndexOf('role="tooltip"', start));
  return html.slice(open, html.indexOf('</span></span>', start) + 14);
}

describe('the bonus hint', () => {
  test('a guest reads it with the sign-in and loyalty links', async () => {
    const { response, html } = await new Shopper(baseUrl).visit(productPath);
    expect(response.status).toBe(200);
    const tip = hintTooltip(html);
    expect(tip, 'the hint on the product page').not.toBeNull();
    expect(tip).toContain('Эти бонусы могут стать твоими!');
    const linkTo = (text: string) => {
      const tag = tags(tip!, 'a').find((a) => tip!.includes(`${a}${text}</a>`));
      return tag ? attr(tag, 'href') : null;
    };
    expect(linkTo('Авторизуйся')).toBe(`${productPath}?login=open`);
    expect(linkTo('программе лояльности')).toBe('/loyalty');
    expect(tip).toMatch(/class="[^"]*max-w-\[218px\] desktop:max-w-\[308px\]/);
  });

  test('a signed-in shopper does not see it', async () => {
    const shopper = new Shopper(baseUrl);
    await shopper.signIn(dataDir);
    const { response, html } = await shopper.visit(productPath);
    expect(response.status).toBe(200);
    expect(html).not.toContain('Эти бонусы могут стать твоими!');
    expect(html).not.toContain('data-bonus-hint');
  });
});
