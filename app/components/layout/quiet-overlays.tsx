// The parts of every page that show nothing on arrival, unless the address or the server's
// flash opens one: the cart-added modal and notices, the sign-in and subscribe dialogs, the
// subscribe offer, the viewport and click-screen reports, the marketing vendors and the
// new-version watch. root.tsx loads them as one lazy part, after hydration (docs/product.md#page-weight): the
// server still draws an open one into the HTML (`?login=open`, a flash), which stays as it is
// until this code arrives.
import { ClickScreenReporter } from '~/components/attribution/click-screen-reporter';
import { SignInDialog } from '~/components/auth/sign-in-dialog';
import { CartOverlays } from '~/components/basket/cart-overlays';
import { lazyPart } from '~/components/platform/lazy-part';
import { NewVersionWatch } from '~/components/platform/new-version-watch';
import { SubscribeModal } from '~/components/subscribe/subscribe-modal';
import type { RootData } from '~/root-data.server';
import { ViewportReporter } from './viewport-reporter';

// The marketing vendors' loaders, only where one is switched on (docs/product.md#api-calls).
const MarketingLayer = lazyPart(() =>
  import('~/components/third-party/marketing/marketing-layer').then((m) => m.MarketingLayer),
);

export function QuietOverlays({ root }: { root: RootData }) {
  return (
    <>
      <CartOverlays />
      <SignInDialog />
      <SubscribeModal />
      <ViewportReporter reported={root.viewport} />
      <ClickScreenReporter wanted={root.clickScreenWanted} />
      {(root.marketing.mindbox || root.marketing.uxToolId) && (
        <MarketingLayer config={root.marketing} deviceId={root.deviceId} basketLines={root.basketLines} />
      )}
      <NewVersionWatch />
    </>
  );
}
