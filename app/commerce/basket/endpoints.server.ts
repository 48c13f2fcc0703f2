import {
  clearBasket,
  readBasket,
  removeBasketLine,
  addToBasket,
  changeBasketLine,
  chooseBasketLines,
  delayBasketLine,
  readFullBasket,
  readBasketHeader,
  mergeGuestBasket,
} from '~/commerce/basket/basket.server';
import {
  basketRequest,
  bearerUserId,
  guestFuserId,
  noOwner,
  requestOwner,
} from '~/commerce/customers/request-owner.server';
import { parseWith, readQuery } from '~/commerce/http/handler.server';
import {
  LineIdParamSchema,
  BasketAddRequestSchema,
  BasketChangeRequestSchema,
  BasketChooseRequestSchema,
  BasketDelayRequestSchema,
  BasketQuerySchema,
  BasketSchema,
  BasketFullSchema,
  BasketHeaderSchema,
} from '~/commerce/contract/basket';
import { db as database } from '~/commerce/db/client.server';
import { mergeGuestViews } from '~/commerce/recently-viewed/recently-viewed.server';
import { endpoint, type Endpoint } from '~/commerce/http/endpoint';

/** The endpoints of the area «Корзина». */
export const endpoints: Endpoint[] = [
  endpoint({
    method: 'get',
    path: '/api/basket',
    summary: 'GET /api/basket?promoCode&bonusAmount: the basket of the user or guest.',
    response: BasketSchema,
    query: BasketQuerySchema,
    handler: async ({ request }) => {
      const { db, owner, query } = await basketRequest(request);
      return readBasket(db, owner, query);
    },
  }),
  endpoint({
    method: 'get',
    path: '/api/basket/header',
    summary:
      'GET /api/basket/header: the unit count and each line’s size, quantity and delay, oldest first (what a page header shows; no stock or sums).',
    response: BasketHeaderSchema,
    handler: async ({ request }) => {
      const db = await database();
      return readBasketHeader(db, await requestOwner(db, request));
    },
  }),
  endpoint({
    method: 'delete',
    path: '/api/basket',
    summary: 'DELETE /api/basket: empties the basket.',
    response: BasketSchema,
    query: BasketQuerySchema,
    handler: async ({ request }) => {
      const { db, owner } = await basketRequest(request);
      return clearBasket(db, owner);
    },
  }),
  endpoint({
    method: 'delete',
    path: '/api/basket/{id}',
    summary: 'DELETE /api/basket/{id}?promoCode&bonusAmount: removes a line (id = basketId).',
    response: BasketSchema,
    query: BasketQuerySchema,
    handler: async ({ request, params }) => {
      const { db, owner, query } = await basketRequest(request);
      const lineId = parseWith(LineIdParamSchema, params.id);
      return removeBasketLine(db, owner, lineId, query);
    },
  }),
  endpoint({
    method: 'post',
    path: '/api/basket/add',
    summary: 'POST /api/basket/add?promoCode&bonusAmount {productId, quantity}: one more unit of a size.',
    body: BasketAddRequestSchema,
    response: BasketSchema,
    query: BasketQuerySchema,
    handler: async ({ request, readBody }) => {
      const { db, owner, query } = await basketRequest(request);
      const item = await readBody();
      return addToBasket(db, owner, item, query);
    },
  }),
  endpoint({
    method: 'post',
    path: '/api/basket/change',
    summary: "POST /api/basket/change?promoCode&bonusAmount {basketId, quantity}: sets a line's quantity.",
    body: BasketChangeRequestSchema,
    response: BasketSchema,
    query: BasketQuerySchema,
    handler: async ({ request, readBody }) => {
      const { db, owner, query } = await basketRequest(request);
      const change = await readBody();
      return changeBasketLine(db, owner, change, query);
    },
  }),
  endpoint({
    method: 'post',
    path: '/api/basket/choose',
    summary: 'POST /api/basket/choose?promoCode&bonusAmount {basketIds}: the lines chosen for checkout.',
    body: BasketChooseRequestSchema,
    response: BasketSchema,
    query: BasketQuerySchema,
    handler: async ({ request, readBody }) => {
      const { db, owner, query } = await basketRequest(request);
      const { basketIds } = await readBody();
      return chooseBasketLines(db, owner, basketIds, query);
    },
  }),
  endpoint({
    method: 'post',
    path: '/api/basket/delay',
    summary:
      'POST /api/basket/delay?promoCode&bonusAmount {basketId, delay}: postpones a line or brings it back.',
    body: BasketDelayRequestSchema,
    response: BasketSchema,
    query: BasketQuerySchema,
    handler: async ({ request, readBody }) => {
      const { db, owner, query } = await basketRequest(request);
      const change = await readBody();
      return delayBasketLine(db, owner, change, query);
    },
  }),
  endpoint({
    method: 'get',
    path: '/api/basket/full',
    summary: 'GET /api/basket/full?promoCode&bonusAmount: the basket with cart-display lines and sums.',
    response: BasketFullSchema,
    query: BasketQuerySchema,
    handler: async ({ request }) => {
      const { db, owner, query } = await basketRequest(request);
      return readFullBasket(db, owner, query);
    },
  }),
  endpoint({
    method: 'post',
    path: '/api/basket/merge',
    summary:
      "POST /api/basket/merge (Authorization: Bearer + Fuser-Token): right after sign-in the storefront moves the guest basket into the user's (and the colours the guest viewed into the account's 'Вы смотрели'); answers the user's basket.",
    query: BasketQuerySchema,
    response: BasketSchema,
    handler: async ({ request }) => {
      const db = await database();
      const userId = await bearerUserId(request);
      if (userId === undefined) throw noOwner();
      const query = readQuery(request, BasketQuerySchema);
      const fuserId = await guestFuserId(db, request);
      if (fuserId !== undefined) {
        await mergeGuestBasket(db, fuserId, userId);
        await mergeGuestViews(db, fuserId, userId);
      }
      return readBasket(db, { kind: 'user', userId }, query);
    },
  }),
];
