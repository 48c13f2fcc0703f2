import type { SerializeFrom } from '@remix-run/node';
import { describe, expectTypeOf, it } from 'vitest';
import type { action as cart } from '~/routes/resources.cart';
import type { action as city } from '~/routes/resources.city';
import type { loader as citySearch } from '~/routes/resources.city-search';
import type { action as clickScreen } from '~/routes/resources.click-screen';
import type { action as cookieConsent } from '~/routes/resources.cookie-consent';
import type { action as favorites } from '~/routes/resources.favorites';
import type { action as signIn } from '~/routes/resources.auth.login';
import type { action as mySize } from '~/routes/resources.my-size';
import type { loader as search } from '~/routes/resources.search';
import type { action as stockAlert } from '~/routes/resources.stock-alert/route';
import type { action as subscribe } from '~/routes/resources.subscribe/route';
import type { action as viewport } from '~/routes/resources.viewport';
import type { action as profile } from '~/routes/personal.profile/route';

// What useFetcher<typeof action>() gives a component. One branch of a handler that answers a
// bare Response (untyped JSON) turns the whole answer into `any`, and every check on it then
// passes unseen: `tsc` fails here instead (these are type assertions; the run checks nothing).
describe('the data a fetcher gets', () => {
  it('is typed for every route the pages fetch', () => {
    expectTypeOf<SerializeFrom<typeof cart>>().not.toBeAny();
    expectTypeOf<SerializeFrom<typeof city>>().not.toBeAny();
    expectTypeOf<SerializeFrom<typeof citySearch>>().not.toBeAny();
    expectTypeOf<SerializeFrom<typeof clickScreen>>().not.toBeAny();
    expectTypeOf<SerializeFrom<typeof cookieConsent>>().not.toBeAny();
    expectTypeOf<SerializeFrom<typeof favorites>>().not.toBeAny();
    expectTypeOf<SerializeFrom<typeof signIn>>().not.toBeAny();
    expectTypeOf<SerializeFrom<typeof mySize>>().not.toBeAny();
    expectTypeOf<SerializeFrom<typeof search>>().not.toBeAny();
    expectTypeOf<SerializeFrom<typeof stockAlert>>().not.toBeAny();
    expectTypeOf<SerializeFrom<typeof subscribe>>().not.toBeAny();
    expectTypeOf<SerializeFrom<typeof viewport>>().not.toBeAny();
    expectTypeOf<SerializeFrom<typeof profile>>().not.toBeAny();
  });
});
