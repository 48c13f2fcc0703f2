import { cx } from '~/components/ui/class-names';

// The wordmark ШАГ ("step") in block letters with a red stride mark. public/logo.svg and
// public/favicon.svg are drawn from the same shapes.
const LETTERS =
  'M0 0h5v19h3.5V0h5v19H17V0h5v24H0zM33.5 0h6.5l8.5 24h-5.4l-1.6-4.8h-8.8L31.1 24h-5.4zm3.2 5.8-3.1 9.4h6.3zM52 0h16v5H57v19h-5z';
const STRIDE = 'M77 0h5.5l-6.5 24h-5.5z';

/** The shop's wordmark; decorative here, the surrounding link names it. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 83 24" aria-hidden focusable="false" className={cx('h-6 w-auto', className)}>
      <path d={LETTERS} fill="currentColor" />
      <path d={STRIDE} fill="#e4002b" />
    </svg>
  );
}
