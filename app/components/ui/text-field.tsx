import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { cx } from './class-names';

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** Shown under the field in red; also marks the input invalid for screen readers. */
  error?: string | null;
  hint?: string;
  /** Keeps the label for screen readers only, when the placeholder says enough on screen. */
  hideLabel?: boolean;
};

/** A labelled text input with its hint and error wired through aria-describedby. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, hideLabel, id, className, type = 'text', ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className={cx('text-sm font-medium', hideLabel && 'sr-only')}>
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        type={type}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cx(
          'h-12 w-full rounded-xl border bg-white px-4 text-base placeholder:text-brand-muted',
          'focus:border-brand focus:outline-none focus-visible:outline-2',
          error ? 'border-brand-accent' : 'border-neutral-300',
        )}
        {...rest}
      />
      {hint && (
        <p id={hintId} className="text-xs text-brand-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-xs text-brand-accent">
          {error}
        </p>
      )}
    </div>
  );
});
