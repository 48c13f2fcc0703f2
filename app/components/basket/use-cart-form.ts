import { useFetcher } from '@remix-run/react';
import { readFlash } from '~/forms/flash';
import type { action as cartAction } from '~/routes/resources.cart';
import { cartAnswerOf } from './cart-action';
import { useRootData } from '~/components/layout/use-root-data';

/**
 * A cart page form's fetcher and the error to show beside `field`: the fetcher's answer with
 * JavaScript, or the flash state the redirect left without it.
 */
export function useCartForm(key: string, field?: string) {
  const fetcher = useFetcher<typeof cartAction>({ key });
  const root = useRootData();
  const answer = fetcher.state === 'idle' ? cartAnswerOf(fetcher.data) : undefined;
  let error: string | null = null;
  if (answer && !answer.ok) {
    const own = answer.errors?.find((e) => e.property === field);
    error = own?.message ?? (field ? null : answer.message);
    // A failure not tied to a field still needs saying: the form shows it as its own error.
    if (!error && !answer.errors?.length) error = answer.message;
  } else if (!answer && field) {
    const flash = readFlash(root?.flash, 'cart-field');
    if (flash?.field === field) error = flash.text;
  }
  return { fetcher, error, busy: fetcher.state !== 'idle' };
}
