// The first-load work of docs/product.md#flows and the shopper summary every page shows, for the root
// loader. A failure of any API call is logged and never breaks the page. An anonymous view
// (no cookie) gets what everyone gets: no guest token or device id is made for it, and no page
// detects the city (the browser asks), so its answer can be shared
// (docs/decisions/0059-shared-first-hits.md).

import { DEMO_MARK, type DemoMarkText } from '~/components/layout/demo-mark-text';
import type { Banner } from '~/commerce/contract/banners';
import type { City } from '~/commerce/contract/location';
import { replyFromFlash, type SignInReply } from '~/components/auth/sign-in-reply';
import { analyticsConfig } from '~/third-party/analytics-config.server';
import type { AnalyticsConfig } from '~/components/third-party/analytics/tracker';
import type { MarketingConfig } from '~/components/third-party/marketing/marketing-config';
import { marketingConfig } from '~/third-party/marketing-config.server';
import { ensureFreshAccessToken, isAbortError } from '~/services/api-client.server';
import { getBanners } from '~/services/banners.server';
import { getBasketHeader } from '~/services/basket.server';
import { loadCurrentUser } from '~/services/current-user.server';
import { getFavoriteIds } from '~/services/favorites.server';
import { cityPickerOptions, type CityOption, DEFAULT_CITY, getCities } from '~/services/location.server';
import { env } from '~/utils/env.server';
import { captureAttribution, clickScreenWanted } from '~/sessions/attribution.server';
import type { Breakpoint, Device } from '~/utils/breakpoints';
import { cityModalFromUrl } from '~/components/layout/city-modal-url';
import { type Flash, readFlash } from '~/forms/flash';
import { deviceOf } from '~/sessions/device.server';
import type { StorefrontSession } from '~/sessions/storefront-session.server';
import { logger } from '~/utils/log.server';

const log = logger('root');

type CityName = { id: number; name: string };

export type RootData = {
  /** The selected city (Moscow until detected or chosen). */
  city: CityName;
  /** Set while the detected city waits for 'Да, я здесь' / 'Изменить город'; null when the modal is open. */
  cityPrompt: null | CityName;
  /**
   * True while no city is saved: the page shows Moscow without detecting (so an anonymous view
   * may be shared); with JavaScript the browser asks /resources/city-detect after hydration and
   * the prompt shows what it answers (docs/product.md#flows).
   */
  cityToDetect: boolean;
  /** Set when the URL opens the city modal (?city=open&city-q=…). */
  cityModal: null | { query: string; cities: CityOption[] };
  /** True once accept_cookie is set: the cookie banner hides. */
  cookieConsent: boolean;
  /** The global banner strip's lines. */
  banners: Banner[];
  device: Device;
  /** The breakpoint the browser last reported (viewport cookie), null before the first report. */
  viewport: Breakpoint | null;
  isAuth: boolean;
  isAdmin: boolean;
  user: null | { id: number; name: string };
  /** Colour ids of the signed-in shopper's favourites (GET /api/favorites); [] for guests. */
  favoriteIds: number[];
  /** Units in the basket (GET /api/basket `count`), for the header counter. */
  basketCount: number;
  /** The basket's sizes and quantities: an add of one of these opens the cart-added modal with no call (docs/product.md#basket). */
  basketLines: { productId: number; quantity: number }[];
  /** The marketing platform's device id (mbDeviceUUID); null on an anonymous view, which mints none. */
  deviceId: string | null;
  /** The marketing integrations switched on (Mindbox, UX tool, styling widget): public settings only. */
  marketing: MarketingConfig;
  /** A one-shot message left by the previous POST (shown once, then cleared). */
  flash: Flash | null;
  /** The sign-in dialog's state after a post without JavaScript (it travels in the flash). */
  signIn: SignInReply | null;
  /** SmartCaptcha's site key (CAPTCHA_CLIENT_KEY, public); null: the dialog runs no captcha. */
  captchaSiteKey: string | null;
  /** The Metrica counter id and the statistics beacon's target, when configured (public values). */
  analytics: AnalyticsConfig;
  /** A Yandex click was captured and its record still lacks the screen size the script reports. */
  clickScreenWanted: boolean;
  /**
   * SHOP_MODE=demo: the mark every page shows («Демо-магазин: …»); null in a live shop. Its
   * words come with the data, so a live shop's scripts carry none of them.
   */
  demo: DemoMarkText | null;
};

function logFailure(consoleText: string, error: unknown): void {
  if (!isAbortError(error)) log.error({ error: error instanceof Error ? error.message : error }, consoleText);
}

/**
 * The selected city: the saved one by name; with none saved, Moscow, and the browser detects
 * (/resources/city-detect). Pages never detect: an anonymous view may be shared, and a second
 * detector raced the browser's (a revalidation sent before the shopper confirmed the city
 * saved it unconfirmed again after the confirmation).
 */
async function resolveCity(session: StorefrontSession): Promise<CityName> {
  if (!session.hasCity) return DEFAULT_CITY;
  let cities: City[];
  try {
    cities = await getCities(session);
  } catch (error) {
    logFailure('Ошибка получения списка городов', error);
    return { id: session.cityId, name: DEFAULT_CITY.name };
  }
  const saved = cities.find((c) => c.id === session.cityId);
  if (saved) return { id: saved.id, name: saved.name };
  // A city that left the list: back to Moscow, and ask again.
  session.setCity(DEFAULT_CITY.id, false);
  return DEFAULT_CITY;
}

async function loadBanners(session: StorefrontSession): Promise<Banner[]> {
  try {
    return await getBanners(session, 'global_banners');
  } catch (error) {
    logFailure('Ошибка получения баннеров', error);
    return [];
  }
}

/** The hearts' state; a failure is only logged (docs/product.md#errors): the hearts show empty. */
async function loadFavoriteIds(session: StorefrontSession): Promise<number[]> {
  try {
    return await getFavoriteIds(session);
  } catch (error) {
    logFailure('Ошибка получения избранного', error);
    return [];
  }
}

type BasketSummary = Pick<RootData, 'basketCount' | 'basketLines'>;
const EMPTY_BASKET: BasketSummary = { basketCount: 0, basketLines: [] };

/** The header count and the sizes in the basket; a shopper without a basket identity has none. */
async function loadBasketSummary(session: StorefrontSession): Promise<BasketSummary> {
  if (!session.isAuth && !session.fuserToken) return EMPTY_BASKET;
  try {
    // The header's basket, not the whole one: no stock, sums or promo, which every page view would pay for.
    const basket = await getBasketHeader(session);
    return {
      basketCount: basket.count,
      // A postponed line is not 'in the basket' for 'В корзину': adding its size brings it back.
      basketLines: basket.products
        .filter((line) => !line.delay)
        .map(({ productId, quantity }) => ({ productId, quantity })),
    };
  } catch (error) {
    logFailure('Ошибка получения корзины', error);
    return EMPTY_BASKET;
  }
}

/** docs/product.md#tokens-and-sessions: with an access token the user is loaded, when the sign-in did not already bring it. */
async function loadMissingUser(session: StorefrontSession): Promise<RootData['user']> {
  const user = await loadCurrentUser(session);
  if (!user) return null;
  session.setUser({ id: user.id, name: user.name });
  return session.user;
}

/** The sign-in dialog's reply is its own field; every other flash stays `flash`. */
function flashes(flash: Flash | null): Pick<RootData, 'flash' | 'signIn'> {
  const signIn = readFlash(flash, 'sign-in');
  return signIn ? { flash: null, signIn: replyFromFlash(signIn.reply, Date.now()) } : { flash, signIn: null };
}

/**
 * What root.tsx's loader returns for this request's session (its storefrontRoute sends the
 * cookies). The page's own loader runs beside it with the same session: a guest token or a
 * token refresh either of them needs is made once and used by both.
 */
export async function loadRootData(request: Request, session: StorefrontSession): Promise<RootData> {
  const modal = cityModalFromUrl(new URL(request.url));
  // A landing from a paid campaign or a Yandex ad (docs/product.md#flows), remembered before anything else.
  captureAttribution(request, session);
  // The guest token is made by the first basket action that needs it, never by a page view
  // (docs/decisions/0059-shared-first-hits.md): a shopper without one has an empty basket.
  const basket = loadBasketSummary(session);

  const [city, banners, favoriteIds] = await Promise.all([
    resolveCity(session),
    loadBanners(session),
    // apiCall refreshes the token itself; concurrent refreshes of one token share one answer.
    session.isAuth ? loadFavoriteIds(session) : [],
    basket,
    // A 401 from the refresh logs out here, so isAuth below is already true to the API.
    session.isAuth ? ensureFreshAccessToken(session) : undefined,
  ]);
  const cityModal = modal
    ? { query: modal.query, cities: await cityPickerOptions(session, modal.query, city.id) }
    : null;

  return {
    city,
    cityPrompt: !session.cityConfirmed && !cityModal ? city : null,
    cityToDetect: !session.hasCity,
    cityModal,
    cookieConsent: session.cookieConsent,
    banners,
    device: deviceOf(request, session.viewport, { readUserAgent: !session.anonymousView }),
    viewport: session.viewport,
    isAuth: session.isAuth,
    isAdmin: session.isAdmin,
    user: session.user ?? (session.isAuth ? await loadMissingUser(session) : null),
    favoriteIds: session.isAuth ? favoriteIds : [],
    ...(await basket),
    deviceId: session.deviceId,
    marketing: marketingConfig(),
    ...flashes(session.takeFlash()),
    captchaSiteKey: env().CAPTCHA_CLIENT_KEY ?? null,
    analytics: analyticsConfig(),
    clickScreenWanted: clickScreenWanted(session),
    demo: env().SHOP_MODE === 'demo' ? DEMO_MARK : null,
  };
}
