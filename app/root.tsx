import type { HeadersFunction, LinksFunction, MetaFunction } from '@remix-run/node';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLoaderData } from '@remix-run/react';
import type { ReactNode } from 'react';
import { AppShell } from '~/components/layout/app-shell';
import { DemoMark } from '~/components/layout/demo-mark';
import { useDetectedCity } from '~/components/layout/use-detected-city';
import { errorPageMeta } from '~/components/layout/page-meta';
import { scrollKey } from '~/components/layout/route-handle';
import { GUEST_SHELL, type ShellData } from '~/components/layout/shell-data';
import { PageErrorView } from '~/components/layout/route-error-boundary';
import { HOME_PAGE } from '~/components/layout/shop-pages/home-page';
import { lazyPart } from '~/components/platform/lazy-part';
import { OrganizationJsonLd } from '~/components/seo/json-ld';
import { revalidateOnPathChange, SeoText } from '~/components/seo/page-seo';
import { AnalyticsRoot } from '~/components/third-party/analytics/analytics-root';
import { SHOP_NAME } from '~/utils/brand';
import { loader } from '~/root-loader.server';
import type { RootData } from '~/root-data.server';
import { allowOf, CACHE_PRIVATE } from '~/utils/cache-control';
import { useNonce } from '~/utils/nonce';
import stylesheet from '~/tailwind.css?url';
import { useRootData } from '~/components/layout/use-root-data';
import { IconSprite } from '~/components/ui/icon';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
];

export const meta: MetaFunction = ({ error }) => {
  if (error) return errorPageMeta(error);
  return [
    { title: `${SHOP_NAME} — кроссовки, одежда и аксессуары` },
    { name: 'description', content: HOME_PAGE.description },
  ];
};

// The document carries the visitor's city, basket and session cookies, unless the request came
// without any cookie: then it is what everyone gets, and a content page below may be shared.
// Child routes see this as parentHeaders, and their own policy never loosens it; entry.server has
// the last word (settleCachePolicy: no cookie in, none out, 200).
export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => ({
  'Cache-Control': loaderHeaders.get('Cache-Control') ?? CACHE_PRIVATE,
  ...allowOf(errorHeaders),
});

// Root data carries the SEO page data of the path on screen: reload it on every path change.
export const shouldRevalidate = revalidateOnPathChange;

// The loader lives in a server module: the browser's root chunk then imports no server code.
export { loader };

function shellOf(root: RootData | undefined, city = root?.city): ShellData {
  if (!root || !city) return GUEST_SHELL;
  return {
    cityName: city.name,
    isAuth: root.isAuth,
    isAdmin: root.isAdmin,
    basketCount: root.basketCount,
  };
}

// The banner strip's first line is in the server HTML, a plain link; its rotation (every 3 s,
// docs/product.md#constants-and-limits) starts once its code arrives after hydration.
const GlobalBannerStrip = lazyPart(() =>
  import('~/components/layout/global-banner-strip').then((m) => m.GlobalBannerStrip),
);
// Shown to a visitor once or on request, so their code is fetched when they first show.
const CityPrompt = lazyPart(() => import('~/components/layout/city-prompt').then((m) => m.CityPrompt));
const CityModal = lazyPart(() => import('~/components/layout/city-modal').then((m) => m.CityModal));
const CookieBanner = lazyPart(() => import('~/components/layout/cookie-banner').then((m) => m.CookieBanner));
// Show nothing on arrival unless opened (dialogs, notices, reports): fetched after hydration.
const QuietOverlays = lazyPart(() =>
  import('~/components/layout/quiet-overlays').then((m) => m.QuietOverlays),
);

/** What may float over any page: the city prompt or modal, the cookie banner (docs/product.md#overlays-and-other-screens, docs/product.md#city). */
function Overlays({ root, detected }: { root: RootData; detected?: RootData['city'] }) {
  return (
    <>
      {root.cityPrompt && <CityPrompt city={detected ?? root.cityPrompt} />}
      {root.cityModal && <CityModal modal={root.cityModal} currentCityId={root.city.id} />}
      {!root.cookieConsent && <CookieBanner afterCityPrompt={Boolean(root.cityPrompt)} />}
      {/* Here, not with the quiet overlays: the beacon must be set before the page's first event. */}
      <AnalyticsRoot config={root.analytics} userId={root.isAuth ? (root.user?.id ?? null) : null} />
      <QuietOverlays root={root} />
    </>
  );
}

/** The page frame of both the app and its error boundary (root data is missing if the root loader failed). */
function Frame({ root, children }: { root: RootData | undefined; children: ReactNode }) {
  const detected = useDetectedCity(root?.cityToDetect);
  return (
    <AppShell
      shell={shellOf(root, detected)}
      top={root && <GlobalBannerStrip banners={root.banners} device={root.device} />}
      mark={root?.demo && <DemoMark text={root.demo} />}
      overlays={root && <Overlays root={root} detected={detected} />}
    >
      {children}
    </AppShell>
  );
}

// While a server-drawn dialog or the burger menu is open the page behind stops scrolling; the open
// menu also lifts the site header (its drawer lives there) above the city prompt and cookie
// banner; only the site header, a child of body, not the headers inside a page.
const BODY_CLASS = [
  'flex min-h-screen flex-col',
  'has-[[data-modal-static]]:overflow-hidden has-[details[data-mobile-menu][open]]:overflow-hidden',
  '[&:has([data-mobile-menu][open])>header]:z-[60]',
].join(' ');

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="ru">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#ffffff" />
        <Meta />
        <Links />
      </head>
      <body className={BODY_CLASS}>
        <IconSprite />
        {children}
        <ScrollRestoration nonce={nonce} getKey={scrollKey} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // Root data is plain JSON values, so what the loader returns is exactly what the page reads.
  const root = useLoaderData<typeof loader>();
  return (
    <Frame root={root}>
      <Outlet />
      <SeoText />
      <OrganizationJsonLd />
    </Frame>
  );
}

export function ErrorBoundary() {
  const root = useRootData();
  return (
    <Frame root={root}>
      <PageErrorView />
    </Frame>
  );
}
