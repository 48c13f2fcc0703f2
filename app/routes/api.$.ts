import { ApiError } from '~/commerce/http/errors.server';
import { apiRoute } from '~/commerce/http/handler.server';

// Unknown API paths answer with the API's JSON error body, not the storefront's HTML 404.
const notFound = apiRoute(async () => {
  throw new ApiError(404, 'Такого метода API нет');
});

export const loader = notFound;
export const action = notFound;
