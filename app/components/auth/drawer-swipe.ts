import { type TouchEvent, useRef } from 'react';

/** docs/product.md#constants-and-limits: a swipe closes the drawer past 10 % of its height, or as a flick under 300 ms. */
const DISTANCE_SHARE = 0.1;
const FLICK_MS = 300;
/** A flick still has to travel a little, or every tap would close the drawer. */
const FLICK_MIN_PX = 24;

/** True when a downward swipe of `distance` px over `durationMs` closes a drawer `height` px tall. */
export function swipeCloses(swipe: { distance: number; height: number; durationMs: number }): boolean {
  if (swipe.distance <= 0) return false;
  if (swipe.distance >= swipe.height * DISTANCE_SHARE) return true;
  return swipe.durationMs < FLICK_MS && swipe.distance >= FLICK_MIN_PX;
}

/** The bottom-sheet look of the modal is used below the tablet breakpoint (768 px). */
const DRAWER_MEDIA = '(max-width: 767.98px)';

/**
 * Touch handlers for the content of a bottom drawer: dragging down moves the drawer's panel
 * with the finger and, on release, closes it (swipeCloses) or lets it spring back. Only on
 * narrow screens and only when the panel is scrolled to the top, so scrolling still works.
 */
export function useSwipeToClose(onClose: () => void) {
  const start = useRef<{ y: number; at: number; panel: HTMLElement } | null>(null);
  const moved = useRef(0);

  const panelOf = (target: HTMLElement) =>
    target.closest<HTMLElement>('[id^="headlessui-dialog-panel"]') ?? null;

  return {
    onTouchStart(event: TouchEvent<HTMLElement>) {
      const panel = panelOf(event.currentTarget);
      if (!panel || panel.scrollTop > 0 || !window.matchMedia(DRAWER_MEDIA).matches) return;
      start.current = { y: event.touches[0].clientY, at: Date.now(), panel };
      moved.current = 0;
    },
    onTouchMove(event: TouchEvent<HTMLElement>) {
      if (!start.current) return;
      moved.current = Math.max(0, event.touches[0].clientY - start.current.y);
      start.current.panel.style.transform = `translateY(${moved.current}px)`;
      start.current.panel.style.transition = 'none';
    },
    onTouchEnd() {
      const swipe = start.current;
      start.current = null;
      if (!swipe) return;
      swipe.panel.style.transition = '';
      const closes = swipeCloses({
        distance: moved.current,
        height: swipe.panel.offsetHeight,
        durationMs: Date.now() - swipe.at,
      });
      if (closes) onClose();
      else swipe.panel.style.transform = '';
    },
  };
}
