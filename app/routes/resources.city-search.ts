import { jsonReply } from '~/forms/form-post.server';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { cityPickerOptions } from '~/services/location.server';
import { CITY_QUERY_MAX } from '~/components/layout/city-modal-url';
import { storefrontRoute } from '~/sessions/storefront-route.server';

/**
 * GET /resources/city-search?q=…: the city modal's list for a search text (its fetcher calls
 * this 500 ms after typing stops). Empty text gives the biggest cities, no match gives [].
 */
export function loader(args: LoaderFunctionArgs) {
  return storefrontRoute(args, async ({ request, session }) => {
    const query = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, CITY_QUERY_MAX);
    const cities = await cityPickerOptions(session, query, session.cityId);
    return jsonReply({ query, cities }, { headers: { 'Cache-Control': 'private, max-age=60' } });
  });
}
