import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { Form, useFetcher, useNavigation } from '@remix-run/react';
import type { BasketFull } from '~/commerce/contract/basket';
import type { PickupShops } from '~/commerce/contract/order-lookups';
import { pickupPointFee, type PickupPoints } from '~/commerce/contract/pickup-points';
import { methodTakes, type PaymentMethodOption } from '~/commerce/contract/payment-methods';
import { Button } from '~/components/ui/button';
import { Checkbox } from '~/components/ui/checkbox';
import { cx } from '~/components/ui/class-names';
import { Spinner } from '~/components/ui/spinner';
import { formatPhone } from '~/utils/phone';
import {
  CHECKOUT_FIELDS,
  CheckoutFormSchema,
  type CheckoutFormValues,
  type CheckoutOrder,
} from './checkout-schema';
import type { loader as pickupPointsLoader } from '~/routes/resources.pickup-points';
import { CheckoutSummary } from './checkout-summary';
import type { CheckoutUser } from './checkout-user';
import { ContactFields } from './contact-fields';
import { DeliveryFields } from './delivery-fields';
import { DELIVERY_SWITCH } from './delivery-visibility';
import { FieldError } from './field-error';
import { PaymentFields } from './payment-fields';

const DOCUMENT_LINK = 'underline underline-offset-2 hover:text-brand-accent';

type CheckoutFormProps = {
  basket: BasketFull;
  shops: PickupShops['shops'];
  paymentMethods: PaymentMethodOption[];
  /** 'Доставим в Новосибирск 27–29 ноября', under the courier choice. */
  deliveryPromise: string | null;
  /** The carrier's pickup points of the city, priced for this basket; null when none are on offer. */
  pickupPoints: PickupPoints | null;
  /** The maps key (YANDEX_MAPS_API_KEY) when set: the pickup points are also shown on a map. */
  mapsKey: string | null;
  cityName: string;
  user: CheckoutUser | null;
  idempotencyKey: string;
  lastResult: SubmissionResult<string[]> | undefined;
};

/**
 * The checkout form (docs/product.md#screens-and-routes, docs/product.md#validation): recipient, delivery, payment, comment, agreement and the
 * order summary. One post serves JavaScript and its absence: with JavaScript conform checks
 * fields on blur with the same schema the server uses; the server's answer fills the same
 * errors. The idempotency key rendered with the page makes a double submit one order.
 */
export function CheckoutForm({
  basket,
  shops,
  paymentMethods,
  deliveryPromise,
  pickupPoints,
  mapsKey,
  cityName,
  user,
  idempotencyKey,
  lastResult,
}: CheckoutFormProps) {
  const total = basket.summary.total;
  // Points that did not load with the page (the carrier was slow or down) can be asked for again in place.
  const retry = useFetcher<typeof pickupPointsLoader>();
  const answer = retry.data?.points ?? pickupPoints;
  const points = pointsOnOffer(basket, answer);
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const [form, fields] = useForm<CheckoutFormValues, CheckoutOrder>({
    lastResult,
    defaultValue: {
      name: user?.name ?? '',
      lastName: user?.lastName ?? '',
      secondName: user?.secondName ?? '',
      // The profile keeps '+79991234567'; the field shows it through its mask.
      phone: user ? formatPhone(user.phone) : '',
      email: user?.email ?? '',
      deliveryType: 'courier',
      // The first way on offer that takes this sum (card, when the shop takes cards).
      paymentMethod: paymentMethods.find((method) => methodTakes(method, total))?.id ?? '',
    },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema: CheckoutFormSchema, disableAutoCoercion: true }),
  });
  const agreement = fields.agreement;
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      noValidate
      className={cx('grid gap-6 desktop:grid-cols-[1fr_400px] desktop:items-start', DELIVERY_SWITCH)}
    >
      <input type="hidden" name={CHECKOUT_FIELDS.idempotencyKey} value={idempotencyKey} />
      <div className="flex flex-col gap-6">
        <ContactFields fields={fields} />
        <DeliveryFields
          fields={fields}
          cityName={cityName}
          shops={shops}
          courierFee={basket.summary.delivery}
          courierPromise={deliveryPromise}
          pickupPoints={points}
          mapsKey={mapsKey}
          pointsFailed={
            answer === null
              ? {
                  busy: retry.state !== 'idle',
                  retry: () => retry.load(`/resources/pickup-points?units=${basket.summary.units}`),
                }
              : null
          }
        />
        <PaymentFields fields={fields} methods={paymentMethods} total={total} />
      </div>
      <div className="flex flex-col gap-4 desktop:sticky desktop:top-6">
        <CheckoutSummary
          basket={basket}
          isAuth={user !== null}
          pickup={shops.length > 0}
          pointFee={points?.fee ?? null}
        />
        <Checkbox
          id={agreement.id}
          name={agreement.name}
          defaultChecked={agreement.initialValue === 'on'}
          error={agreement.errors?.[0]}
          label={
            <>
              Соглашаюсь с условиями{' '}
              <a
                href="/documents/public-offer/"
                target="_blank"
                rel="noopener noreferrer"
                className={DOCUMENT_LINK}
              >
                публичной оферты
              </a>{' '}
              и{' '}
              <a
                href="/documents/security-policy/"
                target="_blank"
                rel="noopener noreferrer"
                className={DOCUMENT_LINK}
              >
                политики конфиденциальности
              </a>
            </>
          }
        />
        <FieldError id={form.errorId} errors={form.errors} />
        <Button type="submit" size="lg" wide disabled={busy} aria-busy={busy}>
          {busy ? <Spinner size={20} /> : null}
          Оформить заказ
        </Button>
      </div>
    </Form>
  );
}

/** The pickup points the form offers, with this basket's fee and dates; null when none are. */
function pointsOnOffer(basket: BasketFull, answer: PickupPoints | null) {
  if (!answer?.enabled || !answer.tariff || answer.points.length === 0) return null;
  const goods = basket.summary.items - basket.summary.promoDiscount;
  return {
    points: answer.points,
    fee: pickupPointFee(goods, answer.tariff.price, basket.delivery.freeFrom),
    dates: answer.tariff.dates,
  };
}
