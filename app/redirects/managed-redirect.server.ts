import { type RedirectTarget, RedirectLookupResponseSchema } from '~/commerce/contract/redirects';
import { apiCall, type ApiSession, isAbortError } from '~/services/api-client.server';
import { logger } from '~/utils/log.server';

const log = logger('redirects');

/**
 * The database-managed redirect of a path (GET /api/redirects/?path=, docs/product.md#api-calls), or null. Asked
 * only for addresses no page answers, so a failed lookup is logged and treated as "none": the
 * visitor then gets the 404 page rather than an error.
 */
export async function findManagedRedirect(session: ApiSession, path: string): Promise<RedirectTarget | null> {
  try {
    const answer = await apiCall({
      path: '/api/redirects/',
      query: { path },
      schema: RedirectLookupResponseSchema,
      session,
      timeoutMs: 5_000,
    });
    return answer.redirect;
  } catch (error) {
    if (isAbortError(error)) throw error;
    log.error({ error: (error as Error).message }, 'lookup failed');
    return null;
  }
}
