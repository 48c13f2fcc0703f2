import type { FieldMetadata } from '@conform-to/react';
import { lazy, Suspense, useRef, useState } from 'react';
import type { PickupPoints } from '~/commerce/contract/pickup-points';
import { cx } from '~/components/ui/class-names';
import { DELIVERY_IDS, POINT_ONLY } from './delivery-visibility';
import { FieldError } from './field-error';
import { useRadioChecked } from './use-radio-checked';

type Point = PickupPoints['points'][number];

// The map's code comes with the map: checkout's first load carries none of it (most shoppers
// never pick this way, and without the maps key it is never drawn).
const PickupPointsMap = lazy(() =>
  import('./pickup-points-map').then((m) => ({ default: m.PickupPointsMap })),
);

/** How a point reads in the list: its name, then where it is. */
function pointLabel(point: Point): string {
  return point.name ? `${point.name} — ${point.address}` : point.address;
}

/**
 * Chooses an option as the shopper would: the select's own change event, so React's state and
 * the form's live validation hear of it the same way as of a pick in the list.
 */
function chooseOption(select: HTMLSelectElement | null, value: string): void {
  if (!select || select.value === value) return;
  select.value = value;
  select.dispatchEvent(new Event('input', { bubbles: true }));
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * The carrier's pickup points of the city as one plain select, so the choice goes with the
 * form post without JavaScript; with it, the chosen point's address and hours show under the
 * list as the shopper picks. A city can have hundreds of points: a select keeps the page short.
 * With the maps key the points are also on a map beside the list, drawn (and its script
 * fetched) only once this way is chosen.
 */
export function PickupPointFields({
  field,
  points,
  mapsKey,
}: {
  field: FieldMetadata<string | undefined>;
  points: Point[];
  mapsKey: string | null;
}) {
  const [code, setCode] = useState(field.initialValue ?? '');
  const chosen = points.find((point) => point.code === code);
  const errorId = field.errors?.length ? `${field.id}-error` : undefined;
  const select = useRef<HTMLSelectElement>(null);
  const wayChosen = useRadioChecked(DELIVERY_IDS.pickup_point);
  const withMap = mapsKey !== null && wayChosen && points.length > 0;
  return (
    <div className={cx('grid gap-4', withMap && 'desktop:grid-cols-2')} {...POINT_ONLY}>
      <div className="flex flex-col gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={field.id} className="text-sm font-medium">
            Пункт выдачи СДЭК
          </label>
          <select
            ref={select}
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
      {withMap ? (
        <Suspense fallback={null}>
          <PickupPointsMap
            apiKey={mapsKey}
            points={points}
            chosen={code}
            onMarker={(pointCode) => chooseOption(select.current, pointCode)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
