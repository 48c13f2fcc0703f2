import { PreloadLink } from '~/components/platform/preload-link';
import { useEffect, useState } from 'react';
import { cx } from '~/components/ui/class-names';

export type GlobalBanner = { headText: string; desktopUrl: string; mobileUrl: string };

export type GlobalBannerStripProps = {
  /** Root data `banners`. Nothing renders when empty. */
  banners: GlobalBanner[];
  /** Root data `device`: which of the two links each line uses. */
  device: 'desktop' | 'mobile';
};

/** docs/product.md#constants-and-limits: a new line every 3000 ms, leaving and entering in 300 ms each. */
export const BANNER_ROTATION_MS = 3000;
export const BANNER_ANIMATION_MS = 300;

type Phase = 'shown' | 'leaving' | 'entering';

const PHASE_CLASS: Record<Phase, string> = {
  shown: 'translate-y-0 opacity-100',
  leaving: '-translate-y-full opacity-0',
  entering: 'translate-y-full opacity-0',
};

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
}

/**
 * The global banner strip above every page (docs/product.md#overlays-and-other-screens, docs/product.md#cookie-banner-and-banner-strip): text lines that rotate every 3 s with
 * a 300 ms leave/enter animation, each a link to its desktop or mobile URL by device. Without
 * JavaScript it shows the first line. Rotation pauses while the pointer or focus is on it; with
 * prefers-reduced-motion the lines change without moving.
 */
export function GlobalBannerStrip({ banners, device }: GlobalBannerStripProps) {
  const [index, setIndex] = useState(0);
  const [phase, setPhase] = useState<Phase>('shown');
  const [paused, setPaused] = useState(false);
  const count = banners.length;

  useEffect(() => {
    if (count < 2 || paused) return;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const interval = setInterval(() => {
      if (prefersReducedMotion()) {
        setIndex((i) => (i + 1) % count);
        return;
      }
      setPhase('leaving');
      timers.push(
        setTimeout(() => {
          setIndex((i) => (i + 1) % count);
          setPhase('entering');
          // One frame in the entering position, then transition to shown.
          timers.push(setTimeout(() => setPhase('shown'), 20));
        }, BANNER_ANIMATION_MS),
      );
    }, BANNER_ROTATION_MS);
    return () => {
      clearInterval(interval);
      timers.forEach(clearTimeout);
      setPhase('shown');
    };
  }, [count, paused]);

  if (count === 0) return null;
  const banner = banners[index % count];
  const href = device === 'mobile' ? banner.mobileUrl : banner.desktopUrl;
  const external = /^https?:\/\//i.test(href);
  const lineClass = cx(
    'block truncate px-4 py-2 text-center text-sm font-medium text-white hover:underline focus-visible:underline',
    'transition duration-300 ease-out motion-reduce:transition-none',
    phase === 'entering' && 'transition-none',
    PHASE_CLASS[phase],
  );

  return (
    <section
      aria-label="Объявления магазина"
      className="overflow-hidden bg-brand"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {external ? (
        <a href={href} className={lineClass}>
          {banner.headText}
        </a>
      ) : (
        <PreloadLink to={href} className={lineClass}>
          {banner.headText}
        </PreloadLink>
      )}
    </section>
  );
}
