import type { InputHTMLAttributes, ReactNode } from 'react';
import { cx } from '~/components/ui/class-names';

type ChoiceCardProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  title: ReactNode;
  /** A mark before the title (a way to pay's logo). */
  icon?: ReactNode;
  children?: ReactNode;
};

/** A radio option drawn as a card: the whole card is its label, the ring shows the choice. */
export function ChoiceCard({ title, icon, children, className, disabled, ...input }: ChoiceCardProps) {
  return (
    <label
      className={cx(
        'flex cursor-pointer items-start gap-3 rounded-2xl border border-neutral-300 bg-white p-4 text-sm',
        'has-[:checked]:border-brand has-[:checked]:ring-1 has-[:checked]:ring-brand has-[:focus-visible]:outline has-[:focus-visible]:outline-2',
        disabled && 'cursor-not-allowed opacity-60',
        className,
      )}
    >
      <input type="radio" disabled={disabled} className="mt-0.5 h-4 w-4 shrink-0 accent-brand" {...input} />
      <span className="flex flex-col gap-1">
        <span className="flex items-center gap-2 font-semibold">
          {icon}
          {title}
        </span>
        {children}
      </span>
    </label>
  );
}
