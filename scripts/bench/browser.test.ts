import { describe, expect, test } from 'vitest';
import { formFields, locationPath } from './browser';

// The 'В корзину' form as the product page serves it without JavaScript (trimmed).
const PRODUCT_PAGE = `
<form method="post" action="/resources/favorites"><input type="hidden" name="colorId" value="9"/></form>
<form method="post" action="/resources/cart" class="flex">
  <input type="hidden" name="returnTo" value="/product/a?b=1&amp;c=2"/>
  <input type="radio" name="productId" value="101" disabled=""/>
  <input type="radio" name="productId" value="102"/>
  <input type="radio" name="productId" value="103"/>
  <button type="submit" name="intent" value="add">В корзину</button>
</form>`;

describe('formFields', () => {
  test('sends what a browser sends: hidden fields, the first enabled radio, the button', () => {
    expect(formFields(PRODUCT_PAGE, '/resources/cart')).toEqual({
      returnTo: '/product/a?b=1&c=2',
      productId: '102',
      intent: 'add',
    });
    expect(formFields(PRODUCT_PAGE, '/resources/favorites')).toEqual({ colorId: '9' });
  });

  test('is undefined when no form posts there', () => {
    expect(formFields(PRODUCT_PAGE, '/resources/city')).toBeUndefined();
  });
});

test('locationPath reads an absolute or a relative Location as a path', () => {
  expect(locationPath('http://127.0.0.1:3000', 'http://127.0.0.1:3000/cart/?x=1')).toBe('/cart/?x=1');
  expect(locationPath('http://127.0.0.1:3000', '/product/a')).toBe('/product/a');
});
