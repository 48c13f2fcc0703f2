import {
  RECENTLY_VIEWED_API_PATH,
  type RecentlyViewedRequest,
  type RecentlyViewedResponse,
  RecentlyViewedResponseSchema,
} from '~/commerce/contract/recently-viewed';
import { apiCall, type ApiSession } from './api-client.server';

/** Records that the shopper opened a colour, by id or code (POST /api/recently-viewed); answers the list. */
export async function recordRecentlyViewed(
  session: ApiSession,
  viewed: RecentlyViewedRequest,
): Promise<RecentlyViewedResponse> {
  return apiCall({
    method: 'POST',
    path: RECENTLY_VIEWED_API_PATH,
    body: viewed,
    schema: RecentlyViewedResponseSchema,
    session,
  });
}

/** The colours the shopper opened last, newest first (GET /api/recently-viewed). */
export async function getRecentlyViewed(session: ApiSession): Promise<RecentlyViewedResponse> {
  return apiCall({ path: RECENTLY_VIEWED_API_PATH, schema: RecentlyViewedResponseSchema, session });
}
