import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from '@remix-run/node';
import { Form, useLoaderData, useNavigation } from '@remix-run/react';
import { type SubscribeConfirmation, subscribeConfirmPath } from '~/commerce/contract/subscribe';
import {
  SUBSCRIBE_CONFIRM_LINK_DAYS,
  SUBSCRIPTION_DISCOUNT_PERCENT,
} from '~/commerce/contract/subscribe-texts';
import { pluralRu } from '~/utils/plural';
import { Container } from '~/components/layout/container';
import { formatOrderDay } from '~/components/orders/order-dates';
import { subscribeHref } from '~/components/subscribe/subscribe-url';
import { Button, ButtonLink } from '~/components/ui/button';
import { ApiCallError, isAbortError } from '~/services/api-client.server';
import { confirmSubscription, subscribeConfirmation } from '~/services/subscribe.server';
import type { StorefrontSession } from '~/sessions/storefront-session.server';
import { storefrontRoute } from '~/sessions/storefront-route.server';
import { pageTitle } from '~/utils/brand';
import { CACHE_PRIVATE, privatePageHeaders } from '~/utils/cache-control';

// The link of the double opt-in letter (docs/decisions/0021-subscribe-double-opt-in.md). Opening
// it changes nothing, because mail scanners open links too; the button posts the confirmation
// (a plain form: works without JavaScript, 303 back here), and the page then shows the code.

export const meta: MetaFunction = () => [
  { title: pageTitle('Подтверждение подписки') },
  { name: 'robots', content: 'noindex' },
];
export const headers = privatePageHeaders;

type LinkState = SubscribeConfirmation | { status: 'invalid' } | { status: 'expired' };

/** The link's state, or why it does not work: 404/400 unknown, 410 expired (shown, not thrown). */
async function linkState(
  session: StorefrontSession,
  token: string,
): Promise<{ state: LinkState; status: number }> {
  try {
    return { state: await subscribeConfirmation(session, token), status: 200 };
  } catch (error) {
    if (isAbortError(error) || !(error instanceof ApiCallError) || error.kind !== 'http') throw error;
    if (error.status === 410) return { state: { status: 'expired' }, status: 410 };
    if (error.status === 404 || error.status === 400) return { state: { status: 'invalid' }, status: 404 };
    throw error;
  }
}

export function loader(args: LoaderFunctionArgs) {
  return storefrontRoute(args, async ({ params, session }) => {
    const { state, status } = await linkState(session, params.token ?? '');
    return data({ state }, { status, headers: { 'Cache-Control': CACHE_PRIVATE } });
  });
}

/** 'Подтвердить подписку': confirms once, then back to this page, which shows the code. */
export function action(args: ActionFunctionArgs) {
  return storefrontRoute(args, async ({ params, session }) => {
    const token = params.token ?? '';
    try {
      await confirmSubscription(session, token);
    } catch (error) {
      // An unknown or expired link: the page it goes back to says so.
      if (
        isAbortError(error) ||
        !(error instanceof ApiCallError) ||
        error.kind !== 'http' ||
        error.status >= 500
      ) {
        throw error;
      }
    }
    return redirect(subscribeConfirmPath(token), { status: 303 });
  });
}

function Page({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Container className="flex max-w-2xl flex-col gap-4 py-10 tablet:py-16">
      <h1 className="text-3xl font-black tracking-tight tablet:text-4xl">{title}</h1>
      {children}
    </Container>
  );
}

export default function SubscribeConfirmPage() {
  const { state } = useLoaderData<typeof loader>();
  const busy = useNavigation().state !== 'idle';
  if (state.status === 'invalid' || state.status === 'expired') {
    return (
      <Page title={state.status === 'expired' ? 'Ссылка устарела' : 'Ссылка не работает'}>
        <p className="text-lg">
          {state.status === 'expired'
            ? `Ссылка из письма работает ${SUBSCRIBE_CONFIRM_LINK_DAYS} ${pluralRu(SUBSCRIBE_CONFIRM_LINK_DAYS, ['день', 'дня', 'дней'])}, и это время прошло. Подпишись ещё раз — пришлём новую.`
            : 'Такой ссылки нет: возможно, она скопировалась не целиком. Подпишись ещё раз — пришлём новое письмо.'}
        </p>
        <ButtonLink to={subscribeHref('/')} className="self-start">
          Подписаться ещё раз
        </ButtonLink>
      </Page>
    );
  }
  if (state.status === 'pending') {
    return (
      <Page title="Подтверди подписку">
        <p className="text-lg">
          Остался один шаг: подтверди, что <strong>{state.email}</strong> — твой адрес, и мы сразу покажем
          промокод на скидку {SUBSCRIPTION_DISCOUNT_PERCENT}% на следующий заказ.
        </p>
        <Form method="post">
          <Button type="submit" size="lg" disabled={busy}>
            Подтвердить подписку
          </Button>
        </Form>
      </Page>
    );
  }
  return (
    <Page title="Подписка подтверждена!">
      <p className="text-lg">Твой промокод на скидку {state.discountPercent}%:</p>
      <p
        className="self-start rounded-2xl bg-white px-5 py-3 text-3xl font-black tracking-widest"
        data-promo-code=""
      >
        {state.promoCode}
      </p>
      <p className="text-base text-brand-muted">
        Он работает один раз и действует до {formatOrderDay(state.promoValidUntil)} включительно. Введи его в
        корзине — мы продублировали его в письме на {state.email}.
      </p>
      <ButtonLink to="/" className="self-start">
        За покупками
      </ButtonLink>
    </Page>
  );
}
