import { Link, useFetcher } from '@remix-run/react';
import type { action as stockAlertAction } from '~/routes/resources.stock-alert/route';
import type { StockAlert } from '~/commerce/contract/stock-alerts';
import { FormContextFields } from '~/components/layout/form-context-fields';
import { BACK_IN_STOCK_FIELDS } from '~/components/product/back-in-stock-reply';
import { Button } from '~/components/ui/button';
import { formatPhone } from '~/utils/phone';

const day = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', timeZone: 'Europe/Moscow' });

/** One wait with its 'Отписаться': a fetcher removes it in place, a plain post without JavaScript. */
function StockAlertRow({ alert }: { alert: StockAlert }) {
  const fetcher = useFetcher<typeof stockAlertAction>({ key: `stock-alert-${alert.id}` });
  if (fetcher.state !== 'idle' && fetcher.formData) return null;
  const contact =
    alert.channel === 'sms' ? `смс на ${formatPhone(alert.contact)}` : `письмо на ${alert.contact}`;
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-neutral-200 p-4 tablet:flex-row tablet:items-center tablet:justify-between">
      <div className="flex flex-col gap-1">
        <Link to={`${alert.product.url}?size=${alert.sizeId}`} className="font-semibold hover:underline">
          {alert.product.brand} {alert.product.name}
        </Link>
        <p className="text-sm text-brand-muted">
          {/* An article 1С sent without a colour names none. */}
          {alert.product.colorName && `${alert.product.colorName} · `}размер {alert.sizeRu} · {contact} · с{' '}
          {day.format(new Date(alert.createdAt))}
        </p>
      </div>
      <fetcher.Form method="post" action="/resources/stock-alert">
        <FormContextFields />
        <input type="hidden" name={BACK_IN_STOCK_FIELDS.intent} value="cancel" />
        <input type="hidden" name={BACK_IN_STOCK_FIELDS.alertId} value={alert.id} />
        <Button
          type="submit"
          variant="secondary"
          size="sm"
          aria-label={`Отписаться: ${alert.product.name}, размер ${alert.sizeRu}`}
        >
          Отписаться
        </Button>
      </fetcher.Form>
    </li>
  );
}

/** The signed-in shopper's waits for sold-out sizes, or the page's lead when there are none. */
export function StockAlertsList({ items, empty }: { items: StockAlert[]; empty: string }) {
  if (items.length === 0) return <p className="text-lg text-brand-muted">{empty}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {items.map((alert) => (
        <StockAlertRow key={alert.id} alert={alert} />
      ))}
    </ul>
  );
}
