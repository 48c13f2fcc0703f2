import { lazyPart } from '~/components/platform/lazy-part';
import { Link } from '@remix-run/react';
import type { ProductSize } from '~/commerce/contract/product';
import type { SizeSystem } from '~/commerce/contract/size-system-names';
import { cx } from '~/components/ui/class-names';
import { formatRub } from '~/utils/money';
import { otherSystemsText, pickerHeading, sizeLabel } from './size-labels';

// The model's size table is a <details> that opens without script: its code comes after hydration.
const SizeSystemsTable = lazyPart(() => import('./size-systems-table').then((m) => m.SizeSystemsTable));

/** Few enough pieces to say so. */
const LOW_STOCK = 2;

/**
 * The size chosen when the page opens: `preselect` (a size id) when in stock, else the only
 * size when there is one in stock; null for none.
 */
export function initialSizeId(sizes: readonly ProductSize[], preselect?: number): number | null {
  const wanted = sizes.find((size) => size.id === preselect && size.inStock);
  return wanted ? wanted.id : sizes.length === 1 && sizes[0].inStock ? sizes[0].id : null;
}

/**
 * The size radio group of the add-to-cart form: inputs named `productId` whose values are
 * size ids (what the basket adds). Sold-out sizes are shown but cannot be chosen; a single
 * size (one-size accessories) is chosen already, as is `preselect` (a size id) when in stock.
 * Footwear sizes read in the shopper's `system` (RU unless chosen; docs/product.md#sizes-and-my-size), the product's
 * `gender` telling which US chart. Sizes priced apart (1С) show their own price under the label,
 * so the choice reads right without script; `onChoose` tells the page which one was chosen.
 */
export function SizePicker({
  sizes,
  preselect,
  system = 'RU',
  gender = '',
  onChoose,
}: {
  sizes: ProductSize[];
  preselect?: number;
  system?: SizeSystem;
  gender?: string;
  onChoose?: (sizeId: number) => void;
}) {
  const footwear = sizes.some((size) => size.conversions?.length);
  const shown: SizeSystem = footwear ? system : 'RU';
  const only = initialSizeId(sizes, preselect);
  return (
    // The legend is the fieldset's first child, as HTML requires; floated, it is a flex item that
    // shares the first line with the size table's link, and the sizes wrap onto lines of their own.
    <fieldset className="flex flex-wrap items-center justify-between gap-3">
      <legend className="float-left text-sm font-semibold">{pickerHeading(shown)}</legend>
      <Link
        to="/support/size-table"
        className="text-sm text-brand-muted underline underline-offset-4 hover:text-brand"
      >
        Таблица размеров
      </Link>
      <div className="flex basis-full flex-col gap-3">
        <div className="grid grid-cols-4 gap-2 mobileWide:grid-cols-5">
          {sizes.map((size) => (
            <label
              key={size.id}
              className={cx('group relative', size.inStock ? 'cursor-pointer' : 'cursor-not-allowed')}
            >
              <input
                type="radio"
                name="productId"
                value={size.id}
                disabled={!size.inStock}
                defaultChecked={size.id === only}
                onChange={onChoose && (() => onChoose(size.id))}
                className="peer sr-only"
              />
              <span className="size-option">
                {sizeLabel(size, shown, gender)}
                {size.price && (
                  <span className="text-[10px] font-normal leading-none" data-size-price="">
                    {formatRub(size.price.value)}
                  </span>
                )}
                {!size.inStock && <span className="sr-only">, нет в наличии</span>}
                {size.inStock && size.quantity <= LOW_STOCK && (
                  <span className="text-[10px] font-normal leading-none no-underline opacity-80">мало</span>
                )}
              </span>
              {/* The other systems: on hover, and under a chosen size (a tap chooses it), no script needed. */}
              {size.conversions && (
                <span className="size-conversion">{otherSystemsText(size, shown, gender)}</span>
              )}
            </label>
          ))}
        </div>
        <SizeSystemsTable sizes={sizes} />
      </div>
    </fieldset>
  );
}
