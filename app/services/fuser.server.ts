import { FuserResponseSchema } from '~/commerce/contract/fuser';
import { ApiCallError, apiCall, type ApiSession } from './api-client.server';

export interface GuestToken {
  token: string;
  /** Milliseconds since the epoch; null when the API did not say. */
  expiresAt: number | null;
}

/** A new guest identity for the basket (POST /api/fuser). */
export async function createGuestToken(session: ApiSession): Promise<GuestToken> {
  const answer = await apiCall({ method: 'POST', path: '/api/fuser', schema: FuserResponseSchema, session });
  if (!answer.success) throw new ApiCallError(200, answer.message ?? 'Не удалось получить токен гостя');
  return { token: answer.token, expiresAt: answer.expire ? Date.parse(answer.expire) : null };
}
