import { Link } from '@remix-run/react';
import type { ImageSet } from '~/commerce/contract/product';
import { ProductPicture } from '~/components/product/product-picture';
import { formatRub } from '~/utils/money';

/** A line as checkout and order pages list it (basket and order lines both map into it). */
export type OrderLineView = {
  key: number;
  link: string;
  image: ImageSet;
  brand: string;
  name: string;
  color: string;
  size: string;
  count: number;
  price: number;
  sum: number;
};

/** A compact list of lines: picture, names, colour and size, count × price and the line's sum. */
export function OrderLines({ lines }: { lines: OrderLineView[] }) {
  return (
    <ul className="flex flex-col divide-y divide-neutral-200">
      {lines.map((line) => (
        <li key={line.key} className="flex gap-3 py-3" data-order-line="">
          <Link to={line.link} className="block h-16 w-16 shrink-0 overflow-hidden rounded-xl bg-brand-soft">
            <ProductPicture image={line.image} alt={line.name} size={64} />
          </Link>
          <div className="flex min-w-0 flex-1 flex-col text-sm">
            <p className="font-semibold">{line.name}</p>
            <p className="text-brand-muted">
              {/* An article without a colour (1С gave none) names its size alone. */}
              {line.color ? `${line.color}, размер ${line.size}` : `Размер ${line.size}`}
            </p>
            <p className="text-brand-muted">
              {line.count} шт. × {formatRub(line.price)}
            </p>
          </div>
          <p className="shrink-0 text-sm font-semibold">{formatRub(line.sum)}</p>
        </li>
      ))}
    </ul>
  );
}
