import { useFetcher } from '@remix-run/react';
import { isRefusal } from '~/forms/refusal';
import type { action as cityAction } from '~/routes/resources.city';
import { useId } from 'react';
import { Button } from '~/components/ui/button';
import { cx } from '~/components/ui/class-names';
import { FormContextFields } from './form-context-fields';

export type CityPromptProps = {
  /** The detected city awaiting confirmation (root data `cityPrompt`). */
  city: { id: number; name: string };
  /** Placement; by default a card under the header's right side (full width on phones). */
  className?: string;
};

/**
 * 'Твой город {city}?' (docs/product.md#overlays-and-other-screens, docs/product.md#city). 'Да, я здесь' confirms the city and closes the prompt;
 * 'Изменить город' closes it and opens the city modal. Both are form posts to
 * /resources/city, so they work without JavaScript; with it, confirming happens in place.
 */
export function CityPrompt({ city, className }: CityPromptProps) {
  const fetcher = useFetcher<typeof cityAction>({ key: 'city-prompt' });
  const titleId = useId();
  // Hidden as soon as the shopper answers; the root data agrees after revalidation.
  if (fetcher.state !== 'idle' || (fetcher.data && !isRefusal(fetcher.data))) return null;
  return (
    <section
      aria-labelledby={titleId}
      className={cx(
        className ?? 'fixed inset-x-3 top-20 z-50 tablet:left-auto tablet:right-6 tablet:w-80 desktop:top-24',
        'rounded-2xl bg-white p-5 shadow-xl ring-1 ring-black/10',
      )}
    >
      <p id={titleId} className="text-base font-semibold">
        {/* One text node, so the phrase reads (and is found) whole: 'Твой город Казань?' */}
        {`Твой город ${city.name}?`}
      </p>
      <fetcher.Form method="post" action="/resources/city" className="mt-4 flex flex-wrap gap-2">
        <FormContextFields />
        <Button type="submit" name="intent" value="confirm" size="sm">
          Да, я здесь
        </Button>
        <Button type="submit" name="intent" value="change" size="sm" variant="secondary">
          Изменить город
        </Button>
      </fetcher.Form>
    </section>
  );
}
