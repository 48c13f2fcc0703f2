import { useEffect, useRef, useState } from 'react';
import { cartReplyOf, isCartFailure } from './cart-action';

/** How long the presses of a burst may pause before the quantity they add up to is sent. */
export const QUANTITY_SETTLE_MS = 300;

type Fetcher = { state: 'idle' | 'loading' | 'submitting'; data?: Parameters<typeof cartReplyOf>[0] };

/**
 * The quantity of a basket line while the shopper presses − and + or picks in the select, with
 * JavaScript. Every press counts at once on screen; once presses stop for QUANTITY_SETTLE_MS the
 * absolute quantity they add up to is sent (`send`), and only one request is out at a time: a
 * change made while one is out goes after it. So a burst of presses is never lost and answers
 * never cross. A refusal (stock) drops the wish: the server's quantity and its reason show.
 */
export function useQuantityBurst(fetcher: Fetcher, quantity: number, send: (to: number) => void) {
  const [wanted, setWanted] = useState<number | null>(null);
  const wantedNow = useRef<number | null>(null);
  const quantityNow = useRef(quantity);
  quantityNow.current = quantity;
  const sendNow = useRef(send);
  sendNow.current = send;
  const settled = useRef(true);
  const inFlight = useRef<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();

  const want = (to: number | null) => {
    wantedNow.current = to;
    setWanted(to);
  };

  const flush = () => {
    const to = wantedNow.current;
    if (!settled.current || inFlight.current !== null || to === null) return;
    if (to === quantityNow.current) return want(null);
    inFlight.current = to;
    sendNow.current(to);
  };

  const idle = fetcher.state === 'idle';
  const refused = isCartFailure(cartReplyOf(fetcher.data));
  useEffect(() => {
    // A request of ours has been answered (and the cart reloaded): done, or the next one.
    if (!idle || inFlight.current === null) return;
    const sent = inFlight.current;
    inFlight.current = null;
    if (refused || wantedNow.current === sent) want(null);
    else flush();
    // flush and want only touch refs and state setters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [idle, refused]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    /** What the line shows: the shopper's wish while it is on its way, else the basket's. */
    shown: wanted ?? quantity,
    /** One press of − (-1) or + (+1), within 1…most. */
    press(step: number, most: number) {
      const to = Math.min(most, Math.max(1, (wantedNow.current ?? quantityNow.current) + step));
      want(to);
      settled.current = false;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        settled.current = true;
        flush();
      }, QUANTITY_SETTLE_MS);
    },
    /** A quantity picked in the select: sent at once (after a request that is out). */
    pick(to: number) {
      clearTimeout(timer.current);
      settled.current = true;
      want(to);
      flush();
    },
  };
}
