import { useFetcher } from '@remix-run/react';
import { isSizeSystem, SIZE_SYSTEMS, type SizeSystem } from '~/commerce/contract/size-system-names';
import { FormContextFields } from '~/components/layout/form-context-fields';
import { cx } from '~/components/ui/class-names';
import type { action as sizeSystemAction } from '~/routes/resources.size-system';
import { SYSTEM_LABELS } from './size-labels';

/** Both the switch and the picker read the one fetcher: the picker follows a choice at once. */
const FETCHER_KEY = 'size-system';

/** The system the picker shows: the one being chosen right now, else the saved one. */
export function useShownSizeSystem(saved: SizeSystem): SizeSystem {
  const choosing = useFetcher<typeof sizeSystemAction>({ key: FETCHER_KEY }).formData?.get('system');
  return isSizeSystem(choosing) ? choosing : saved;
}

/**
 * The size picker's system switch (docs/product.md#sizes-and-my-size): RUS, EU, US, UK, см. A form of its own beside
 * the add-to-cart form (forms do not nest): each button posts its system to
 * /resources/size-system, which remembers it; without JavaScript the page comes back in it.
 */
export function SizeSystemSwitch({ shown }: { shown: SizeSystem }) {
  const fetcher = useFetcher<typeof sizeSystemAction>({ key: FETCHER_KEY });
  return (
    <fetcher.Form
      method="post"
      action="/resources/size-system"
      aria-label="Система размеров"
      className="-mb-2 flex flex-wrap gap-1"
    >
      <FormContextFields />
      {SIZE_SYSTEMS.map((system) => (
        <button
          key={system}
          type="submit"
          name="system"
          value={system}
          aria-pressed={system === shown}
          className={cx(
            'h-8 rounded-full px-3 text-xs font-semibold transition-colors',
            system === shown ? 'bg-brand text-white' : 'bg-brand-soft text-brand hover:bg-neutral-200',
          )}
        >
          {SYSTEM_LABELS[system]}
        </button>
      ))}
    </fetcher.Form>
  );
}
