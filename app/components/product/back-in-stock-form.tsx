import { useFetcher } from '@remix-run/react';
import type { action as stockAlertAction } from '~/routes/resources.stock-alert/route';
import { STOCK_ALERT_TEXTS } from '~/commerce/contract/stock-alert-texts';
import type { ProductSize } from '~/commerce/contract/product';
import { FormContextFields } from '~/components/layout/form-context-fields';
import { useRootData } from '~/components/layout/use-root-data';
import { Button } from '~/components/ui/button';
import { cx } from '~/components/ui/class-names';
import { TextField } from '~/components/ui/text-field';
import { BACK_IN_STOCK_ANCHOR, BACK_IN_STOCK_FIELDS, backInStockReplyOf } from './back-in-stock-reply';
import { readFlash } from '~/forms/flash';
import { fieldErrorOf, formErrorOf, sentValueOf } from '~/forms/form-reply';

/**
 * 'Сообщить о поступлении' under the size picker, when some sizes of the colour are sold
 * out: choose one of them, give a phone or an e-mail, and one message comes when it is back.
 * A plain form in a <details>, so it opens and posts without JavaScript too (the reply then
 * comes back in the flash and opens it again); with JavaScript a fetcher answers in place.
 */
export function BackInStockForm({ sizes }: { sizes: ProductSize[] }) {
  const soldOut = sizes.filter((size) => !size.inStock);
  const fetcher = useFetcher<typeof stockAlertAction>({ key: 'back-in-stock' });
  const root = useRootData();
  if (soldOut.length === 0) return null;
  const reply = backInStockReplyOf(fetcher.data) ?? readFlash(root?.flash, 'back-in-stock')?.reply ?? null;
  // conform's reply: the values sent again, a message under a field or for the whole form.
  const sizeError = fieldErrorOf(reply, BACK_IN_STOCK_FIELDS.sizeId);
  const contactError = fieldErrorOf(reply, BACK_IN_STOCK_FIELDS.contact);
  const failure = formErrorOf(reply);
  const chosen = reply?.waiting?.sizeId ?? (Number(sentValueOf(reply, BACK_IN_STOCK_FIELDS.sizeId)) || null);
  const busy = fetcher.state !== 'idle';
  return (
    <details id={BACK_IN_STOCK_ANCHOR} open={reply !== null} className="group rounded-2xl bg-brand-soft p-4">
      <summary className="cursor-pointer text-sm font-semibold underline underline-offset-4">
        {STOCK_ALERT_TEXTS.open}
      </summary>
      <fetcher.Form
        method="post"
        action="/resources/stock-alert"
        className="mt-4 flex flex-col gap-4"
        noValidate
      >
        <FormContextFields />
        <input type="hidden" name={BACK_IN_STOCK_FIELDS.intent} value="subscribe" />
        <p className="text-sm text-brand-muted">{STOCK_ALERT_TEXTS.lead}</p>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">{STOCK_ALERT_TEXTS.sizeLabel}</legend>
          <div className="flex flex-wrap gap-2">
            {soldOut.map((size) => (
              <label key={size.id} className="cursor-pointer">
                <input
                  type="radio"
                  name={BACK_IN_STOCK_FIELDS.sizeId}
                  value={size.id}
                  defaultChecked={size.id === chosen || soldOut.length === 1}
                  className="peer sr-only"
                />
                <span
                  className={cx(
                    'flex h-10 min-w-12 items-center justify-center rounded-xl border bg-white px-3 text-sm font-medium tabular-nums',
                    'border-neutral-300 hover:border-brand peer-checked:border-brand peer-checked:bg-brand peer-checked:text-white',
                    'peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand',
                  )}
                >
                  {size.ru}
                </span>
              </label>
            ))}
          </div>
          {sizeError && <p className="text-xs text-brand-accent">{sizeError}</p>}
        </fieldset>
        <TextField
          label={STOCK_ALERT_TEXTS.contactLabel}
          name={BACK_IN_STOCK_FIELDS.contact}
          autoComplete="on"
          defaultValue={reply?.waiting ? '' : sentValueOf(reply, BACK_IN_STOCK_FIELDS.contact)}
          error={contactError}
        />
        <Button type="submit" variant="secondary" disabled={busy}>
          {STOCK_ALERT_TEXTS.submit}
        </Button>
        <div aria-live="polite">
          {reply?.waiting && <p className="text-sm font-medium text-emerald-700">{reply.waiting.message}</p>}
          {failure && <p className="text-sm text-brand-accent">{failure}</p>}
        </div>
      </fetcher.Form>
    </details>
  );
}
