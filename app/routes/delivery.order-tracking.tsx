import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useLoaderData, useNavigation } from '@remix-run/react';
import { OrderTrackRequestSchema, type OrderTracking } from '~/commerce/contract/order-lookups';
import { pageMeta } from '~/components/layout/page-meta';
import { PAGES } from '~/components/layout/site-pages';
import { OrderHistory } from '~/components/orders/order-details';
import { formatOrderDay } from '~/components/orders/order-dates';
import { Button } from '~/components/ui/button';
import { usePhoneMask } from '~/components/ui/phone-mask';
import { TextField } from '~/components/ui/text-field';
import { ApiCallError, isAbortError } from '~/services/api-client.server';
import { trackOrder, logOrdersCallFailure } from '~/services/orders.server';
import { CACHE_PRIVATE, privatePageHeaders } from '~/utils/cache-control';
import { PHONE_PREFIX } from '~/utils/phone';
import { storefrontRoute } from '~/sessions/storefront-route.server';

export const meta = pageMeta(PAGES.deliveryOrderTracking);
// The answer names an order's status for whoever knows its number and phone: never cached.
export const headers = privatePageHeaders;

const NOT_FOUND = 'Не нашли заказ с таким номером и телефоном. Проверь, пожалуйста, и попробуй ещё раз.';
const FAILED = 'Не получилось узнать статус заказа. Попробуй ещё раз через минуту.';

type TrackingPage = {
  number: string;
  phone: string;
  errors: { number?: string; phone?: string; form?: string };
  tracking: OrderTracking | null;
};

/** A GET form (works without JavaScript): ?number=…&phone=… gives the status and its history. */
export function loader(args: LoaderFunctionArgs) {
  return storefrontRoute(args, async ({ request, session }) => {
    const url = new URL(request.url);
    const asked = url.searchParams.has('number') || url.searchParams.has('phone');
    const page: TrackingPage = {
      number: url.searchParams.get('number') ?? '',
      phone: url.searchParams.get('phone') ?? '',
      errors: {},
      tracking: null,
    };
    if (asked) {
      const parsed = OrderTrackRequestSchema.safeParse({ number: page.number, phone: page.phone });
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const field = issue.path[0] as 'number' | 'phone';
          page.errors[field] ??= issue.message;
        }
      } else {
        try {
          page.tracking = await trackOrder(session, parsed.data.number, parsed.data.phone);
        } catch (error) {
          if (isAbortError(error)) throw error;
          const notFound = error instanceof ApiCallError && error.status === 404;
          if (!notFound) logOrdersCallFailure('POST /api/order/track', error);
          page.errors.form = notFound ? NOT_FOUND : FAILED;
        }
      }
    }
    return data(page, { headers: { 'Cache-Control': CACHE_PRIVATE } });
  });
}

export default function DeliveryOrderTrackingPage() {
  const page = useLoaderData<typeof loader>();
  const busy = useNavigation().state === 'loading';
  const maskPhone = usePhoneMask();
  return (
    <div className="flex flex-col gap-6 py-8 tablet:py-12">
      <h1 className="text-3xl font-black tracking-tight tablet:text-4xl">
        {PAGES.deliveryOrderTracking.title}
      </h1>
      <p className="max-w-2xl text-base text-brand-muted">
        Введи номер заказа и телефон, который указывал при оформлении, — покажем, где сейчас заказ.
      </p>
      <Form method="get" className="flex max-w-xl flex-col gap-4" noValidate>
        <TextField
          label="Номер заказа"
          name="number"
          placeholder="2611-000123"
          defaultValue={page.number}
          error={page.errors.number}
        />
        <TextField
          label="Телефон"
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          defaultValue={page.phone || PHONE_PREFIX}
          onInput={maskPhone}
          error={page.errors.phone}
        />
        {page.errors.form ? (
          <p role="alert" className="text-sm text-brand-accent">
            {page.errors.form}
          </p>
        ) : null}
        <Button type="submit" size="lg" className="self-start" disabled={busy}>
          Узнать статус
        </Button>
      </Form>
      {page.tracking ? (
        <section
          aria-labelledby="tracking-result"
          className="flex max-w-xl flex-col gap-3 rounded-3xl bg-brand-soft p-5"
        >
          <h2 id="tracking-result" className="text-xl font-bold">
            Заказ № {page.tracking.number}
          </h2>
          <p className="text-base">
            Статус: <strong data-tracking-status="">{page.tracking.statusName}</strong>
          </p>
          {page.tracking.shipment ? (
            <p className="text-base" data-tracking-number="">
              Трек-номер: {page.tracking.shipment.carrierName} {page.tracking.shipment.trackingNumber}
            </p>
          ) : null}
          <p className="text-sm text-brand-muted">Оформлен {formatOrderDay(page.tracking.createdAt)}</p>
          <OrderHistory history={page.tracking.history} />
        </section>
      ) : null}
    </div>
  );
}
