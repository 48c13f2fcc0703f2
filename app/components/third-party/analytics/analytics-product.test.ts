import { describe, expect, it } from 'vitest';
import {
  actionEvent,
  basketDeltas,
  codeOfLink,
  impressionsEvent,
  productOfAddToCart,
  productOfBasketLine,
  productOfCard,
  productOfDetail,
  productOfOrderLine,
  purchaseEvent,
} from './analytics-product';

const card = {
  code: 'NK-1001-BLK',
  name: 'Air Zoom',
  brand: 'Nike',
  category: 'Кроссовки',
  color: 'Чёрный',
  price: { value: 12990 },
};

function line(basketId: number, quantity: number, code = `A-${basketId}`) {
  return {
    basketId,
    quantity,
    link: `/product/${code}`,
    name: `Товар ${basketId}`,
    brand: 'Puma',
    color: 'Белый',
    price: 5000,
    additionalInfo: { detailName: 'Кеды' },
  };
}

describe('the analytics product of spec §3', () => {
  it('maps a catalogue card with its list and position', () => {
    expect(productOfCard(card, 'Поиск', 3)).toEqual({
      id: 'NK-1001-BLK',
      name: 'Air Zoom',
      price: 12990,
      brand: 'Nike',
      category: 'Кроссовки',
      variant: 'Чёрный',
      list: 'Поиск',
      position: 3,
    });
  });

  it('names the main catalogue when no list is given', () => {
    expect(productOfCard(card).list).toBe('Каталог');
    expect(productOfCard(card)).not.toHaveProperty('position');
  });

  it('maps the product page with the type as category and the colour as variant', () => {
    const detail = {
      code: 'NK-1001-BLK',
      name: 'Air Zoom',
      brand: { name: 'Nike' },
      type: { name: 'Кроссовки' },
      color: { name: 'Чёрный' },
      price: { value: 12990 },
    };
    expect(productOfDetail(detail)).toEqual({
      id: 'NK-1001-BLK',
      name: 'Air Zoom',
      price: 12990,
      brand: 'Nike',
      category: 'Кроссовки',
      variant: 'Чёрный',
    });
  });

  it('gives a basket line the same id as its card: the colour article of its link', () => {
    expect(codeOfLink('/product/NK-1001-BLK')).toBe('NK-1001-BLK');
    expect(codeOfLink('/product/%D0%90-1?x=1')).toBe('А-1');
    expect(productOfBasketLine(line(7, 2, 'NK-1001-BLK'), 2)).toMatchObject({
      id: 'NK-1001-BLK',
      category: 'Кеды',
      variant: 'Белый',
      quantity: 2,
    });
  });

  it('counts one unit for a product page add', () => {
    const added = productOfAddToCart({
      link: '/product/NK-1001-BLK',
      name: 'Air Zoom',
      price: 12990,
      title: 'Nike',
      category: 'Кроссовки',
      color: 'Чёрный',
    });
    expect(added).toEqual({
      id: 'NK-1001-BLK',
      name: 'Air Zoom',
      price: 12990,
      brand: 'Nike',
      category: 'Кроссовки',
      variant: 'Чёрный',
      quantity: 1,
    });
  });

  it('takes the price paid and the count of an order line', () => {
    const orderLine = {
      count: 3,
      pricePerItem: 4500,
      product: { code: 'AD-7', name: 'Samba', brand: 'Adidas', color: 'Зелёный' },
    };
    expect(productOfOrderLine(orderLine)).toEqual({
      id: 'AD-7',
      name: 'Samba',
      price: 4500,
      brand: 'Adidas',
      variant: 'Зелёный',
      quantity: 3,
    });
  });
});

describe('basket deltas', () => {
  it('reports a quantity raised by its difference as an add', () => {
    const { added, removed } = basketDeltas([line(1, 1)], [line(1, 3)]);
    expect(added).toEqual([expect.objectContaining({ id: 'A-1', quantity: 2 })]);
    expect(removed).toEqual([]);
  });

  it('reports a quantity lowered by its difference as a remove', () => {
    const { added, removed } = basketDeltas([line(1, 4)], [line(1, 1)]);
    expect(added).toEqual([]);
    expect(removed).toEqual([expect.objectContaining({ id: 'A-1', quantity: 3 })]);
  });

  it('removes every unit of a line that is gone, and of each line when the basket is cleared', () => {
    expect(basketDeltas([line(1, 2), line(2, 1)], [line(2, 1)]).removed).toEqual([
      expect.objectContaining({ id: 'A-1', quantity: 2 }),
    ]);
    expect(basketDeltas([line(1, 2), line(2, 1)], []).removed.map((p) => [p.id, p.quantity])).toEqual([
      ['A-1', 2],
      ['A-2', 1],
    ]);
  });

  it('reports a new line as added and nothing when nothing changed', () => {
    expect(basketDeltas([], [line(5, 1)]).added).toEqual([expect.objectContaining({ quantity: 1 })]);
    expect(basketDeltas([line(1, 2)], [line(1, 2)])).toEqual({ added: [], removed: [] });
  });
});

describe('ecommerce objects in Metrica’s dataLayer format', () => {
  const product = productOfCard(card, 'Каталог', 1);

  it('wraps impressions and actions with the currency', () => {
    expect(impressionsEvent([product])).toEqual({
      ecommerce: { currencyCode: 'RUB', impressions: [product] },
    });
    expect(actionEvent('remove', [product])).toEqual({
      ecommerce: { currencyCode: 'RUB', remove: { products: [product] } },
    });
  });

  it('gives a purchase the order number, its total and the coupon', () => {
    const order = {
      number: '2026-000123',
      promoCode: 'SALE10',
      sums: { total: 9000 },
      items: [
        {
          count: 2,
          pricePerItem: 4500,
          product: { code: 'AD-7', name: 'Samba', brand: 'Adidas', color: 'Зелёный' },
        },
      ],
    };
    expect(purchaseEvent(order)).toEqual({
      ecommerce: {
        currencyCode: 'RUB',
        purchase: {
          actionField: { id: '2026-000123', revenue: 9000, coupon: 'SALE10' },
          products: [
            { id: 'AD-7', name: 'Samba', price: 4500, brand: 'Adidas', variant: 'Зелёный', quantity: 2 },
          ],
        },
      },
    });
  });

  it('leaves the coupon out of an order without a promo code', () => {
    const event = purchaseEvent({ number: '1', promoCode: null, sums: { total: 1 }, items: [] });
    expect(event.ecommerce.purchase).toEqual({ actionField: { id: '1', revenue: 1 }, products: [] });
  });
});
