import { useEffect, useState } from 'react';

/** Seconds as the resend countdown shows them: 'mm:ss' (docs/product.md#sign-in-dialog, docs/product.md#constants-and-limits). */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const mm = String(Math.floor(whole / 60)).padStart(2, '0');
  const ss = String(whole % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}

/** Whole seconds from `now` until `deadline` (ms epoch), never negative. */
export function secondsUntil(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/**
 * Seconds left until `deadline` (ms epoch), updated each second until zero. The first render
 * uses `initialSeconds` (what the server computed), so server and browser markup agree.
 */
export function useCountdown(deadline: number | null, initialSeconds: number): number {
  const [left, setLeft] = useState(initialSeconds);
  useEffect(() => {
    if (deadline === null) {
      setLeft(0);
      return;
    }
    const tick = () => setLeft(secondsUntil(deadline, Date.now()));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);
  return left;
}
