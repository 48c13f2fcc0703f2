import { cx } from './class-names';

/** A turning ring; decorative, so the caller says what is loading. */
export function Spinner({ size = 24, className }: { size?: number; className?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden
      focusable="false"
      className={cx('animate-spin', className)}
    >
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity=".2" strokeWidth="3" />
      <path
        d="M21 12a9 9 0 0 0-9-9"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * Covers its positioned parent while a request is pending (the sign-in dialog uses it) and
 * announces the wait to screen readers.
 */
export function LoadingOverlay({ show, label = 'Загрузка…' }: { show: boolean; label?: string }) {
  if (!show) return null;
  return (
    <div
      role="status"
      className="absolute inset-0 z-10 flex items-center justify-center bg-white/70 backdrop-blur-[1px]"
    >
      <Spinner size={32} />
      <span className="sr-only">{label}</span>
    </div>
  );
}
