// The controls of each filter type of docs/product.md#entities. Every control is a real named input, so the
// panel is an ordinary GET form without JavaScript; with it, each change goes to onChange.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { CatalogFilter, FilterItem } from '~/commerce/contract/catalog';
import type { CatalogFilterValue, ListCode } from '~/commerce/contract/catalog-filters';
import { cx } from '~/components/ui/class-names';
import { Icon } from '~/components/ui/icon';
import { formatRub } from '~/utils/money';
import { toggleOption, toggleSwitch, withPrice } from './filter-state';

type Of<T extends CatalogFilter['type']> = Extract<CatalogFilter, { type: T }>;

export type FieldProps<T extends CatalogFilter['type']> = {
  filter: Of<T>;
  chosen: CatalogFilterValue;
  onChange: (next: CatalogFilterValue) => void;
};

function Count({ value }: { value: number }) {
  return <span className="facet-count">{value}</span>;
}

type OptionProps = { name: string; item: FilterItem; checked: boolean; onToggle: (checked: boolean) => void };

/**
 * The real input of an option: named for the GET form, controlled with JavaScript. An option
 * that would show nothing is disabled, unless it is chosen (it must stay removable).
 */
function OptionInput({ name, item, checked, onToggle, className }: OptionProps & { className?: string }) {
  return (
    <input
      type="checkbox"
      name={name}
      value={item.value}
      checked={checked}
      disabled={item.disabled && !checked}
      onChange={(event) => onToggle(event.currentTarget.checked)}
      className={className}
    />
  );
}

/** A checkbox row: square box, title, how many articles it would show. */
function OptionRow({
  name,
  item,
  checked,
  onToggle,
  indent = false,
  swatch,
}: OptionProps & { indent?: boolean; swatch?: string }) {
  const disabled = item.disabled && !checked;
  return (
    <label
      className={cx('facet-option', indent && 'pl-7', disabled && 'cursor-not-allowed text-brand-muted')}
    >
      <span className="facet-box">
        <OptionInput name={name} item={item} checked={checked} onToggle={onToggle} />
      </span>
      {swatch && <span aria-hidden style={{ background: swatch }} className="facet-swatch" />}
      <span className="min-w-0 truncate">{item.title}</span>
      <Count value={item.count} />
    </label>
  );
}

/** List and checkbox filters; categories indent their depth-2 types under the group. */
export function OptionListField({ filter, chosen, onChange }: FieldProps<'list' | 'checkbox'>) {
  const code = filter.code as ListCode;
  const values = chosen[code] ?? [];
  const categoryOptions =
    code === 'category'
      ? (filter.items as { value: string; depth_level?: 1 | 2; parent?: string | null }[])
      : [];
  const long = filter.items.length > 10;
  return (
    <div className={cx('flex flex-col', long && 'max-h-72 overflow-y-auto pr-2')}>
      {filter.items.map((item) => (
        <OptionRow
          key={item.value}
          name={code}
          item={item}
          checked={values.includes(item.value)}
          indent={'depth_level' in item && item.depth_level === 2}
          onToggle={(checked) => onChange(toggleOption(chosen, code, item.value, checked, categoryOptions))}
        />
      ))}
    </div>
  );
}

/** Colour swatches with their names. */
export function ColorsField({ filter, chosen, onChange }: FieldProps<'colors'>) {
  const values = chosen.color ?? [];
  return (
    <div className="flex flex-col">
      {filter.items.map((item) => (
        <OptionRow
          key={item.value}
          name="color"
          item={item}
          swatch={item.hex}
          checked={values.includes(item.value)}
          onToggle={(checked) => onChange(toggleOption(chosen, 'color', item.value, checked))}
        />
      ))}
    </div>
  );
}

/** Sizes as pills ("bubbles"); sizes that would show nothing are disabled. */
export function BubblesField({ filter, chosen, onChange }: FieldProps<'bubbles'>) {
  const code = filter.code as ListCode;
  const values = chosen[code] ?? [];
  return (
    <div className="flex flex-wrap gap-2">
      {filter.items.map((item) => {
        const checked = values.includes(item.value);
        const disabled = item.disabled && !checked;
        return (
          <label key={item.value} className={cx('facet-pill', disabled && 'cursor-not-allowed')}>
            <OptionInput
              name={code}
              item={item}
              checked={checked}
              onToggle={(on) => onChange(toggleOption(chosen, code, item.value, on))}
            />
            <span className="facet-bubble">{item.title}</span>
          </label>
        );
      })}
    </div>
  );
}

const digitsOnly = (text: string) => text.replace(/\D/g, '').slice(0, 9);

/**
 * Price from and to. Empty means no limit; the placeholders show what is available. Typing
 * goes to onChange as it happens (the page waits 500 ms for the shopper to stop).
 */
export function PriceField({ filter, chosen, onChange }: FieldProps<'range'>) {
  const fromChosen = chosen.price?.from;
  const toChosen = chosen.price?.to;
  const [from, setFrom] = useState(fromChosen?.toString() ?? '');
  const [to, setTo] = useState(toChosen?.toString() ?? '');
  // What this field last sent: typing '1' below the minimum sends "no limit", and the answer
  // must not wipe the digit being typed. Only a change from outside (a chip, reset) refills.
  const sent = useRef<string | null>(null);
  const key = `${fromChosen ?? ''}-${toChosen ?? ''}`;
  useEffect(() => {
    if (sent.current === key) return;
    setFrom(fromChosen?.toString() ?? '');
    setTo(toChosen?.toString() ?? '');
  }, [key, fromChosen, toChosen]);

  const change = (nextFrom: string, nextTo: string) => {
    setFrom(nextFrom);
    setTo(nextTo);
    const number = (text: string) => (text === '' ? undefined : Number(text));
    const next = withPrice(chosen, { from: number(nextFrom), to: number(nextTo) }, filter);
    sent.current = `${next.price?.from ?? ''}-${next.price?.to ?? ''}`;
    onChange(next);
  };
  const input = (
    name: string,
    label: string,
    value: string,
    placeholder: number,
    set: (text: string) => void,
  ): ReactNode => (
    <label className="flex min-w-0 flex-1 items-center gap-2 rounded-xl border border-neutral-300 px-3 focus-within:border-brand">
      <span className="text-sm text-brand-muted">{label}</span>
      <input
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        name={name}
        value={value}
        placeholder={String(placeholder)}
        aria-label={`Цена ${label}, ₽`}
        autoComplete="off"
        onChange={(event) => set(digitsOnly(event.currentTarget.value))}
        className="h-11 w-full min-w-0 bg-transparent text-sm tabular-nums placeholder:text-neutral-500 focus:outline-none"
      />
    </label>
  );
  return (
    <div className="flex flex-col gap-2">
      <div className="flex gap-2">
        {input('price_from', 'от', from, filter.min, (text) => change(text, to))}
        {input('price_to', 'до', to, filter.max, (text) => change(from, text))}
      </div>
      <p className="text-xs text-brand-muted">
        В этой подборке: {formatRub(filter.min)} — {formatRub(filter.max)}
      </p>
    </div>
  );
}

/** An on/off filter drawn as a switch (a checkbox underneath). */
export function SwitchField({ filter, chosen, onChange }: FieldProps<'switch'>) {
  const code = filter.code as keyof CatalogFilterValue;
  const checked = chosen[code] === true;
  const disabled = filter.item.disabled && !checked;
  return (
    <label
      className={cx(
        'flex items-center gap-3 py-1 text-sm',
        disabled ? 'cursor-not-allowed text-brand-muted' : 'cursor-pointer',
      )}
    >
      <input
        type="checkbox"
        name={filter.code}
        value="Y"
        checked={checked}
        disabled={disabled}
        onChange={(event) =>
          onChange(
            toggleSwitch(
              chosen,
              filter.code as Parameters<typeof toggleSwitch>[1],
              event.currentTarget.checked,
            ),
          )
        }
        className="peer sr-only"
      />
      <span aria-hidden className="facet-switch" />
      <span>{filter.item.title}</span>
      <Count value={filter.item.count} />
    </label>
  );
}

/** Shops grouped by city, the shopper's city first and open. */
export function StoreField({ filter, chosen, onChange }: FieldProps<'store'>) {
  const values = chosen.store ?? [];
  return (
    <div className="flex max-h-80 flex-col gap-1 overflow-y-auto pr-2">
      {filter.cities.map((city, index) => {
        const picked = city.items.filter((i) => values.includes(i.value)).length;
        return (
          <details key={city.cityId} open={index === 0 || picked > 0} className="group/city">
            <summary className="facet-city">
              {city.name}
              {picked > 0 && <span className="text-xs font-normal text-brand-muted">выбрано: {picked}</span>}
              <Icon
                name="chevron"
                size={18}
                className="ml-auto transition-transform group-open/city:rotate-180"
              />
            </summary>
            {city.items.map((item) => (
              <OptionRow
                key={item.value}
                name="store"
                item={item}
                checked={values.includes(item.value)}
                onToggle={(checked) => onChange(toggleOption(chosen, 'store', item.value, checked))}
              />
            ))}
          </details>
        );
      })}
    </div>
  );
}
