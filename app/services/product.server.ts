import { productApiPath, type ProductResponse, ProductResponseSchema } from '~/commerce/contract/product';
import { ApiCallError, apiCall, type ApiSession } from './api-client.server';

/**
 * The product page of a colour article with stock in the session's city
 * (GET /api/products/{code}/); null when the API does not know the code. The same for every
 * shopper of a city: kept while the catalogue stays as it is (kept-answers.server.ts).
 */
export async function getProduct(session: ApiSession, code: string): Promise<ProductResponse | null> {
  try {
    return await apiCall({
      path: productApiPath(code),
      schema: ProductResponseSchema,
      session,
      shared: true,
    });
  } catch (error) {
    if (error instanceof ApiCallError && error.status === 404) return null;
    throw error;
  }
}
