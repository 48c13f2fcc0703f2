import { flatRoutes } from '@remix-run/fs-routes';
import type { RouteConfig } from '@remix-run/route-config';

// The route tree is the file tree of app/routes, as Remix's flat-routes convention reads it;
// tests beside a route and dot-files are no routes.
export default flatRoutes({ ignoredRouteFiles: ['**/.*', '**/*.test.{ts,tsx}'] }) satisfies RouteConfig;
