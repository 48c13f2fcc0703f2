import { Link, type LinkProps } from '@remix-run/react';
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cx } from './class-names';

export type ButtonVariant = 'primary' | 'secondary' | 'accent' | 'ghost' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand text-white hover:bg-black/80 disabled:bg-brand-muted',
  secondary: 'border border-brand bg-white text-brand hover:bg-brand-soft disabled:border-brand-muted',
  accent: 'bg-brand-accent text-white hover:bg-brand-accent/90 disabled:bg-brand-muted',
  ghost: 'bg-transparent text-brand hover:bg-brand-soft',
  link: 'bg-transparent p-0 text-brand underline underline-offset-4 hover:text-brand-accent',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'h-9 px-4 text-sm',
  md: 'h-11 px-6 text-sm',
  lg: 'h-14 px-8 text-base',
};

/** The classes of a button, for the rare element that must look like one (a link). */
export function buttonClass(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  wide = false,
): string {
  return cx(
    'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors',
    'disabled:cursor-not-allowed',
    VARIANTS[variant],
    variant !== 'link' && SIZES[size],
    wide && 'w-full',
  );
}

type StyleProps = { variant?: ButtonVariant; size?: ButtonSize; wide?: boolean };

/** A button in one of the shop's styles; type defaults to "button" so it never submits by accident. */
export const Button = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement> & StyleProps>(
  function Button({ variant, size, wide, className, type = 'button', ...rest }, ref) {
    return (
      <button ref={ref} type={type} className={cx(buttonClass(variant, size, wide), className)} {...rest} />
    );
  },
);

/** A link that looks like a button: navigation stays a link for crawlers and a browser without JS. */
export function ButtonLink({ variant, size, wide, className, ...rest }: LinkProps & StyleProps) {
  return <Link className={cx(buttonClass(variant, size, wide), className)} {...rest} />;
}
