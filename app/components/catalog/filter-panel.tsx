import { Form, Link } from '@remix-run/react';
import { type FormEvent, useEffect, useRef } from 'react';
import { useHydrated } from 'remix-utils/use-hydrated';
import type { CatalogFilter } from '~/commerce/contract/catalog';
import type { CatalogFilterValue, ListCode } from '~/commerce/contract/catalog-filters';
import { Button, buttonClass } from '~/components/ui/button';
import { cx } from '~/components/ui/class-names';
import { pluralRu } from '~/utils/plural';
import {
  BubblesField,
  ColorsField,
  OptionListField,
  PriceField,
  StoreField,
  SwitchField,
} from './filter-fields';
import { readCatalogUrl } from './catalog-url';
import { FacetGroup, FacetMoreLink } from './facet-group';
import { optionsOf } from './filter-state';
import { useWholeFacet } from './use-whole-facet';

type FilterPanelProps = {
  filters: CatalogFilter[];
  chosen: CatalogFilterValue;
  onChange: (next: CatalogFilterValue) => void;
  /** Applies the chosen filters at once ('Показать' with JavaScript). */
  onApply: () => void;
  /** The page the GET form submits to, and hidden fields it keeps (q, sort, order). */
  action: string;
  keep: Record<string, string>;
  resetHref: string;
  /** Articles the current answer lists, for the submit button. */
  total: number;
  busy: boolean;
  /** Called once when the panel comes to life with what its inputs show (see below). */
  onMount?: (shown: CatalogFilterValue) => void;
  /** Values the page left out of each long list, by filter code. */
  cut: Record<string, number>;
};

const goodsForms = ['товар', 'товара', 'товаров'] as const;

function chosenCount(filter: CatalogFilter, chosen: CatalogFilterValue): number {
  if (filter.type === 'range') return chosen.price ? 1 : 0;
  if (filter.type === 'switch') return chosen[filter.code as keyof CatalogFilterValue] ? 1 : 0;
  return chosen[filter.code as ListCode]?.length ?? 0;
}

type FieldProps = {
  filter: CatalogFilter;
  chosen: CatalogFilterValue;
  onChange: (next: CatalogFilterValue) => void;
};

function Field({ filter, chosen, onChange }: FieldProps) {
  switch (filter.type) {
    case 'list':
    case 'checkbox':
      return <OptionListField filter={filter} chosen={chosen} onChange={onChange} />;
    case 'colors':
      return <ColorsField filter={filter} chosen={chosen} onChange={onChange} />;
    case 'bubbles':
      return <BubblesField filter={filter} chosen={chosen} onChange={onChange} />;
    case 'range':
      return <PriceField filter={filter} chosen={chosen} onChange={onChange} />;
    case 'switch':
      return <SwitchField filter={filter} chosen={chosen} onChange={onChange} />;
    case 'store':
      return <StoreField filter={filter} chosen={chosen} onChange={onChange} />;
    default:
      return null;
  }
}

/** A filter's control; a list the page sent cut ends with «Показать все» (use-whole-facet.ts). */
function FacetField({ cut, ...props }: FieldProps & { cut: number }) {
  const whole = useWholeFacet(props.filter, cut);
  return (
    <>
      <Field {...props} filter={whole.filter} />
      {whole.hidden > 0 && (
        <FacetMoreLink
          href={whole.href}
          // With JavaScript the click expands the list in place; the address serves a page without it.
          onClick={(event) => {
            event.preventDefault();
            whole.expand();
          }}
          busy={whole.loading || undefined}
        />
      )}
    </>
  );
}

/**
 * 'Показать N товаров / Сбросить', stuck to the bottom of the scrolling box the panel sits in
 * (the phone's drawer, or the aside a phone without JavaScript opens). That box's padding is
 * --panel-pad: the bar reaches over it to the box's edges, bottom included, so no row scrolls
 * into view in a strip under or beside the bar.
 */
const STICKY_BAR =
  'sticky bottom-[calc(-1*var(--panel-pad,0px))] -mx-[--panel-pad] -mb-[--panel-pad] flex gap-2 bg-white px-[--panel-pad] pb-[--panel-pad] pt-4';

/**
 * The filter panel of docs/product.md#screens-and-routes, docs/product.md#entities: a GET form of named inputs. Without JavaScript it is
 * submitted with 'Показать' and the URL carries the choice; with JavaScript every change goes
 * to onChange (the page re-requests 500 ms after the last one) and submitting applies at once.
 */
export function FilterPanel({
  filters,
  chosen,
  onChange,
  onApply,
  action,
  keep,
  resetHref,
  total,
  busy,
  onMount,
  cut,
}: FilterPanelProps) {
  const form = useRef<HTMLFormElement>(null);
  // With JavaScript the side panel applies every change by itself and needs no button; the
  // panel reads this itself, so its props do not change when the page hydrates (catalog-view.tsx).
  const autoApply = useHydrated();
  const mounted = useRef(onMount);
  // A shopper may tick boxes before the page's JavaScript has started; those ticks live only in
  // the inputs. On start the panel reads its inputs once, so none of them is lost.
  useEffect(() => {
    if (!form.current || !mounted.current) return;
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form.current))
      if (typeof value === 'string') params.append(name, value);
    mounted.current(readCatalogUrl(params).filter);
  }, []);
  const visible = filters.filter(
    (f) => f.type !== 'hidden' && (f.type === 'range' || f.type === 'switch' || optionsOf(f).length > 0),
  );
  // With JavaScript the address is built from the chosen state (no empty price_from= pairs).
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!autoApply) return;
    event.preventDefault();
    onApply();
  };
  return (
    <Form
      discover="none"
      ref={form}
      method="get"
      action={action}
      preventScrollReset
      onSubmit={onSubmit}
      aria-label="Фильтры"
      className="flex flex-col"
    >
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {visible.map((filter) => (
        <FacetGroup key={filter.code} filter={filter} count={chosenCount(filter, chosen)}>
          <FacetField filter={filter} cut={cut[filter.code] ?? 0} chosen={chosen} onChange={onChange} />
        </FacetGroup>
      ))}
      <div className={cx(STICKY_BAR, autoApply && 'desktop:hidden')}>
        <Button type="submit" className="flex-1 whitespace-nowrap !px-4" aria-busy={busy || undefined}>
          {autoApply ? `Показать ${total} ${pluralRu(total, goodsForms)}` : 'Показать'}
        </Button>
        <Link
          discover="none"
          to={resetHref}
          preventScrollReset
          className={cx(buttonClass('secondary'), '!px-5')}
        >
          Сбросить
        </Link>
      </div>
    </Form>
  );
}
