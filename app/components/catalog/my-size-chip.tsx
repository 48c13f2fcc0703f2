import { useFetcher } from '@remix-run/react';
import type { action as mySizeAction } from '~/routes/resources.my-size';
import { FormContextFields } from '~/components/layout/form-context-fields';
import { Icon } from '~/components/ui/icon';

/**
 * 'Мой размер' on a footwear listing (docs/product.md#sizes-and-my-size): the shopper's size, applied without being in
 * the address. Its × posts intent=off: listings stop filtering by it (the product page still
 * preselects it). Without JavaScript the post answers 303 back to this listing, unfiltered.
 */
export function MySizeChip({ size }: { size: string }) {
  const fetcher = useFetcher<typeof mySizeAction>();
  if (fetcher.state !== 'idle') return null;
  const name = `Убрать «Мой размер ${size}»`;
  return (
    <fetcher.Form method="post" action="/resources/my-size" className="flex" data-testid="my-size-chip">
      <FormContextFields />
      <input type="hidden" name="intent" value="off" />
      <button
        type="submit"
        aria-label={name}
        title={name}
        className="inline-flex h-9 items-center gap-1.5 rounded-full bg-brand pl-4 pr-2.5 text-sm font-medium text-white transition-colors hover:bg-neutral-700"
      >
        Мой размер {size}
        <Icon name="close" size={16} />
      </button>
    </fetcher.Form>
  );
}
