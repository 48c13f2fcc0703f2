import { useLocation } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { isCartPath } from '~/components/basket/cart-paths';
import { createAbandonedCartTimer } from './abandoned-cart';
import { onCartAdd } from './basket-events';
import { basketKey, type BasketLine, createCartSync } from './cart-sync';
import { loadScriptOnce } from './load-script';
import type { MarketingConfig } from './marketing-config';
import { createMindboxTracker, MINDBOX_TRACKER_URL, sendMindboxCart } from './mindbox';
import { prepareHotjar, sendUxEvent } from './ux-tool';

type Props = {
  config: MarketingConfig;
  /** The shop's marketing device id (mbDeviceUUID); null until a personal answer mints it. */
  deviceId: string | null;
  basketLines: BasketLine[];
};

/** Mindbox's tracker and the basket's product list after every change (docs/product.md#basket, docs/product.md#api-calls). */
function useMindbox(mindbox: MarketingConfig['mindbox'], deviceId: string | null, lines: BasketLine[]) {
  const sync = useRef<ReturnType<typeof createCartSync>>();
  const endpointId = mindbox?.endpointId;
  const operation = mindbox?.cartOperation;
  const hasDevice = deviceId !== null;

  useEffect(() => {
    // A shared first page carries no device id; the tracker waits for the shop's own (the root
    // data of the first personal answer, e.g. after the viewport report), so that the tracker
    // and the shop never speak of two devices.
    if (!endpointId || !operation || deviceId === null) return;
    createMindboxTracker(endpointId, deviceId);
    loadScriptOnce(MINDBOX_TRACKER_URL).catch((error: unknown) => console.error(error));
    sync.current = createCartSync({ send: (current) => sendMindboxCart(operation, current) });
    return () => {
      sync.current?.dispose();
      sync.current = undefined;
    };
    // The device id changes only with a new session; the tracker is created once per page load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [endpointId, operation, hasDevice]);

  const key = basketKey(lines);
  const latest = useRef(lines);
  latest.current = lines;
  useEffect(() => {
    sync.current?.update(latest.current);
  }, [key, endpointId]);
}

/** The UX tool's tag and the abandoned-cart timer (docs/product.md#add-to-cart, docs/product.md#errors). */
function useUxTool(siteId: string | null) {
  const { pathname } = useLocation();
  const path = useRef(pathname);
  path.current = pathname;
  const timer = useRef<ReturnType<typeof createAbandonedCartTimer>>();

  useEffect(() => {
    if (!siteId) return;
    loadScriptOnce(prepareHotjar(siteId)).catch((error: unknown) => console.error(error));
    const abandoned = createAbandonedCartTimer({ isCartPage: isCartPath, send: (e) => void sendUxEvent(e) });
    timer.current = abandoned;
    const stop = onCartAdd(() => abandoned.added(path.current));
    return () => {
      stop();
      abandoned.dispose();
      timer.current = undefined;
    };
  }, [siteId]);

  useEffect(() => timer.current?.navigated(pathname), [pathname]);
}

/**
 * The marketing integrations every page carries, each only when switched on (docs/product.md#api-calls): the
 * Mindbox tracker with the basket sync, and the UX tool with the abandoned-cart event.
 * Nothing renders; without JavaScript nothing of this runs.
 */
export function MarketingLayer({ config, deviceId, basketLines }: Props) {
  useMindbox(config.mindbox, deviceId, basketLines);
  useUxTool(config.uxToolId);
  return null;
}
