import { requestCityId } from '~/commerce/http/request-city';
import { contentJson } from '~/commerce/content/http.server';
import { getHome } from '~/commerce/content/home.server';
import { db } from '~/commerce/db/client.server';
import { readQuery } from '~/commerce/http/handler.server';
import { BANNERS_CACHE_CONTROL, listBanners } from '~/commerce/content/banners.server';
import { BannersQuerySchema, BannerListSchema } from '~/commerce/contract/banners';
import { ContentPageQuerySchema, NewsListQuerySchema, ShopsQuerySchema } from '~/commerce/contract/content';
import { getPage } from '~/commerce/content/pages.server';
import { getFaq } from '~/commerce/content/faq.server';
import { listNews, getNewsArticle } from '~/commerce/content/news.server';
import { getShops } from '~/commerce/content/shops.server';
import { getSizeTables } from '~/commerce/content/size-tables.server';
import { getOutfits } from '~/commerce/content/outfits.server';
import { HomeResponseSchema } from '~/commerce/contract/home';
import { ContentPageSchema } from '~/commerce/contract/content-pages';
import { FaqResponseSchema } from '~/commerce/contract/faq';
import { NewsListSchema, NewsArticleSchema } from '~/commerce/contract/news';
import { ShopsResponseSchema } from '~/commerce/contract/shops';
import { SizeTablesResponseSchema } from '~/commerce/contract/size-tables';
import { OutfitsResponseSchema } from '~/commerce/contract/outfits';
import { endpoint, type Endpoint } from '~/commerce/http/endpoint';

/** The endpoints of the area «Контент». */
export const endpoints: Endpoint[] = [
  endpoint({
    method: 'get',
    path: '/api/home',
    summary: "GET /api/home/: the home page's blocks (hero, genders, product lists, brands, news) in order.",
    response: HomeResponseSchema,
    handler: async ({ request }) => {
      return contentJson(await getHome(await db(), requestCityId(request)), { byCity: true });
    },
  }),
  endpoint({
    method: 'get',
    path: '/api/banners',
    summary: 'GET /api/banners/?type=global_banners: the active banners of a placement; unknown type → 400.',
    query: BannersQuerySchema,
    response: BannerListSchema,
    handler: async ({ request }) => {
      const { type } = readQuery(request, BannersQuerySchema);
      return Response.json(await listBanners(await db(), type), {
        headers: { 'Cache-Control': BANNERS_CACHE_CONTROL },
      });
    },
  }),
  endpoint({
    method: 'get',
    path: '/api/content/page',
    summary:
      'GET /api/content/page/?path=/delivery/details: a text page (title, description, blocks); 404 when none.',
    query: ContentPageQuerySchema,
    response: ContentPageSchema,
    handler: async ({ request }) => {
      const { path } = readQuery(request, ContentPageQuerySchema);
      return contentJson(await getPage(await db(), path));
    },
  }),
  endpoint({
    method: 'get',
    path: '/api/faq',
    summary: 'GET /api/faq/: {sections: [{code, title, items: [{id, question, answer: paragraphs}]}]}.',
    response: FaqResponseSchema,
    handler: async () => contentJson(await getFaq(await db())),
  }),
  endpoint({
    method: 'get',
    path: '/api/news',
    summary:
      'GET /api/news/?page=N: {items, page, totalPages, totalItems, pageSize}, newest first; 404 past the last page.',
    query: NewsListQuerySchema,
    response: NewsListSchema,
    handler: async ({ request }) => {
      const { page } = readQuery(request, NewsListQuerySchema);
      return contentJson(await listNews(await db(), page));
    },
  }),
  endpoint({
    method: 'get',
    path: '/api/news/{code}',
    summary: 'GET /api/news/{code}: one article with its body and neighbours; 404 for an unknown code.',
    response: NewsArticleSchema,
    handler: async ({ params }) => {
      return contentJson(await getNewsArticle(await db(), params.code ?? ''));
    },
  }),
  endpoint({
    method: 'get',
    path: '/api/shops',
    summary:
      "GET /api/shops/?cityId=…: the city's shops with address, hours, phone, coordinates and assortment, and every city with shops. Without cityId: the User-Location-Id city, else Moscow.",
    query: ShopsQuerySchema,
    response: ShopsResponseSchema,
    handler: async ({ request }) => {
      const { cityId } = readQuery(request, ShopsQuerySchema);
      return contentJson(await getShops(await db(), cityId ?? requestCityId(request)), {
        byCity: cityId === undefined,
      });
    },
  }),
  endpoint({
    method: 'get',
    path: '/api/size-tables',
    summary:
      'GET /api/size-tables/: {tables: [{code, kind, gender, title, columns, rows, note}], howToMeasure: blocks}.',
    response: SizeTablesResponseSchema,
    handler: async () => contentJson(await getSizeTables(await db())),
  }),
  endpoint({
    method: 'get',
    path: '/api/outfits',
    summary: 'GET /api/outfits/: {items: [{code, title, description, gender, products: cards}]}.',
    response: OutfitsResponseSchema,
    handler: async () => contentJson(await getOutfits(await db())),
  }),
];
