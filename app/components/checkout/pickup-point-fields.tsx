import type { FieldMetadata } from '@conform-to/react';
import { useState } from 'react';
import type { PickupPoints } from '~/commerce/contract/pickup-points';
import { cx } from '~/components/ui/class-names';
import { POINT_ONLY } from './delivery-visibility';
import { FieldError } from './field-error';

type Point = PickupPoints['points'][number];

/** How a point reads in the list: its name, then where it is. */
function pointLabel(point: Point): string {
  return point.name ? `${point.name} — ${point.address}` : point.address;
}

/**
 * The carrier's pickup points of the city as one plain select, so the choice goes with the
 * form post without JavaScript; with it, the chosen point's address and hours show under the
 * list as the shopper picks. A city can have hundreds of points: a select keeps the page short.
 */
export function PickupPointFields({
  field,
  points,
}: {
  field: FieldMetadata<string | undefined>;
  points: Point[];
}) {
  const [code, setCode] = useState(field.initialValue ?? '');
  const chosen = points.find((point) => point.code === code);
  const errorId = field.errors?.length ? `${field.id}-error` : undefined;
  return (
    <div className="flex flex-col gap-3" {...POINT_ONLY}>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={field.id} className="text-sm font-medium">
          Пункт выдачи СДЭК
        </label>
        <select
          id={field.id}
          name={field.name}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
          className={cx(
            'h-12 w-full rounded-xl border bg-white px-4 text-base',
            'focus:border-brand focus:outline-none focus-visible:outline-2',
            errorId ? 'border-brand-accent' : 'border-neutral-300',
          )}
        >
          <option value="">Выбери пункт из списка</option>
          {points.map((point) => (
            <option key={point.code} value={point.code}>
              {pointLabel(point)}
            </option>
          ))}
        </select>
      </div>
      {chosen ? (
        <p className="flex flex-col gap-0.5 text-sm" data-chosen-point={chosen.code}>
          <span>{chosen.address}</span>
          <span className="text-brand-muted">
            {chosen.type === 'POSTAMAT' ? 'Постамат · ' : ''}
            {chosen.workTime}
          </span>
        </p>
      ) : null}
      <FieldError id={errorId} errors={field.errors} />
    </div>
  );
}
