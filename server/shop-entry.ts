// What the server reads from the app's build: Remix's ServerBuild, and the shop's own exports
// of app/entry.server.tsx (its logger, request ids, the boot, the drain …) typed from the module
// itself, so a renamed export fails `tsc` here instead of the start.
import type { ServerBuild } from '@remix-run/node';
import type * as Entry from '../app/entry.server';

/** The load context of an API call, as the commerce API's router takes it. */
export type ApiContext = Entry.ApiContext;

export type ApiFetch = typeof Entry.apiFetch;

export type ShopEntry = typeof Entry;

export const shopEntryOf = (build: ServerBuild) => build.entry.module as unknown as ShopEntry;
