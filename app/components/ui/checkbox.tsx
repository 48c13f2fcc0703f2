import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cx } from './class-names';
import { Icon } from './icon';

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  error?: string | null;
};

/**
 * A native checkbox drawn as a square with a check mark; the real input stays in the page, so
 * forms post it without JavaScript and keyboards and screen readers use it as usual.
 */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, error, id, className, ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      {/* The label holds its input, which makes the pair without a `for`. */}
      <label className="flex cursor-pointer items-start gap-3 text-sm">
        <span className="relative mt-0.5 inline-flex h-5 w-5 shrink-0">
          <input
            ref={ref}
            id={inputId}
            type="checkbox"
            aria-invalid={error ? true : undefined}
            aria-describedby={errorId}
            className={cx(
              'peer h-5 w-5 cursor-pointer appearance-none rounded-md border bg-white',
              'checked:border-brand checked:bg-brand focus-visible:outline-2',
              error ? 'border-brand-accent' : 'border-neutral-400',
            )}
            {...rest}
          />
          <Icon
            name="check"
            size={16}
            strokeWidth={2.5}
            className="pointer-events-none absolute left-0.5 top-0.5 hidden text-white peer-checked:block"
          />
        </span>
        <span>{label}</span>
      </label>
      {error && (
        <p id={errorId} className="pl-8 text-xs text-brand-accent">
          {error}
        </p>
      )}
    </div>
  );
});
