import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { ExchangeGroupMappingRequestSchema } from '~/commerce/contract/exchange';
import { db as database } from '~/commerce/db/client.server';
import { listGroupMapping, mapGroup } from '~/commerce/exchange/group-mapping.server';
import { apiRoute, readJson } from '~/commerce/http/handler.server';
import { requireAdmin } from '~/commerce/orders/order-access.server';

/** GET /api/admin/exchange/groups (ROLE_ADMIN): 1С's groups, the section each fills, the sections to choose from. */
export const loader = apiRoute(async ({ request }: LoaderFunctionArgs) => {
  await requireAdmin(request);
  return listGroupMapping(await database());
});

/** POST /api/admin/exchange/groups (ROLE_ADMIN) {externalId, sectionPath|null}: maps a group; its products move at once. */
export const action = apiRoute(async ({ request }: ActionFunctionArgs) => {
  await requireAdmin(request);
  const { externalId, sectionPath } = await readJson(request, ExchangeGroupMappingRequestSchema);
  return { group: await mapGroup(await database(), externalId, sectionPath) };
});
