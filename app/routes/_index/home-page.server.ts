// The home route's loader (route.tsx beside it re-exports it), apart from the route module so that
// the browser's build of the route imports nothing of the server (see root-loader.server.ts).
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { shownBlock } from '~/components/home/home-blocks';
import { getHome } from '~/services/home.server';
import { storefrontRoute } from '~/sessions/storefront-route.server';

export function loader(args: LoaderFunctionArgs) {
  return storefrontRoute(args, async ({ session }) => {
    const home = await getHome(session);
    return data({ ...home, blocks: home.blocks.map(shownBlock) });
  });
}
