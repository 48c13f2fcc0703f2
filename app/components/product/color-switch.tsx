import { PreloadLink } from '~/components/platform/preload-link';
import type { ProductDetail } from '~/commerce/contract/product';
import { cx } from '~/components/ui/class-names';
import { ProductPicture } from './product-picture';

/**
 * The model's other colours, each its own article and page (/product/{colour code}). An
 * article 1С sent without a colour (name '') has no label and no swatch.
 */
export function ColorSwitch({ colors, current }: { colors: ProductDetail['colors']; current: string }) {
  const swatches = colors.filter((color) => color.colorName !== '');
  if (!current && swatches.length < 2) return null;
  return (
    <div className="flex flex-col gap-3">
      {current ? (
        <p className="text-sm">
          <span className="text-brand-muted">Цвет:</span> <span className="font-semibold">{current}</span>
        </p>
      ) : null}
      {swatches.length > 1 && (
        <ul className="flex flex-wrap gap-2" aria-label="Другие цвета">
          {swatches.map((color) => (
            <li key={color.code}>
              <PreloadLink
                to={color.url}
                replace
                preventScrollReset
                aria-label={`${color.colorName}${color.inStock ? '' : ', нет в наличии'}`}
                aria-current={color.selected ? 'page' : undefined}
                title={color.colorName}
                className={cx(
                  'block h-16 w-16 overflow-hidden rounded-xl border-2 bg-brand-soft transition-colors',
                  color.selected ? 'border-brand' : 'border-transparent hover:border-neutral-300',
                  !color.inStock && 'opacity-50',
                )}
              >
                <ProductPicture image={color.image} alt="" variant="small" size={64} />
              </PreloadLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
