import { useFetcher } from '@remix-run/react';
import { readFlash } from '~/forms/flash';
import type { action as cartAction } from '~/routes/resources.cart';
import { cartMessageOf, cartReplyOf } from './cart-action';
import { useRootData } from '~/components/layout/use-root-data';

/**
 * A cart page form's fetcher and the error to show beside `field`: the fetcher's answer with
 * JavaScript, or the flash state the redirect left without it.
 */
export function useCartForm(key: string, field?: string) {
  const fetcher = useFetcher<typeof cartAction>({ key });
  const root = useRootData();
  const answer = fetcher.state === 'idle' ? cartReplyOf(fetcher.data) : undefined;
  // conform's reply: the message under this form's field, or one for the whole form.
  let error = cartMessageOf(answer, field);
  if (!answer && field) {
    const flash = readFlash(root?.flash, 'cart-field');
    if (flash?.field === field) error = flash.text;
  }
  return { fetcher, error, busy: fetcher.state !== 'idle' };
}
