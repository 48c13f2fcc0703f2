import { productApiPath, type ProductResponse, ProductResponseSchema } from '~/commerce/contract/product';
import { ApiCallError, apiCall, type ApiSession } from './api-client.server';

/**
 * The product page of a colour article with stock in the session's city
 * (GET /api/products/{code}/); null when the API does not know the code.
 */
export async function getProduct(session: ApiSession, code: string): Promise<ProductResponse | null> {
  try {
    return await apiCall({ path: productApiPath(code), schema: ProductResponseSchema, session });
  } catch (error) {
    if (error instanceof ApiCallError && error.status === 404) return null;
    throw error;
  }
}
