import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from '@remix-run/node';
import { Form, useLoaderData, useNavigation } from '@remix-run/react';
import { stockAlertUnsubscribePath } from '~/commerce/contract/stock-alert-texts';
import { Container } from '~/components/layout/container';
import { Button, ButtonLink } from '~/components/ui/button';
import { ApiCallError, isAbortError } from '~/services/api-client.server';
import { unsubscribeStockAlerts } from '~/services/stock-alerts.server';
import { storefrontRoute } from '~/sessions/storefront-route.server';
import { pageTitle } from '~/utils/brand';
import { CACHE_PRIVATE, privatePageHeaders } from '~/utils/cache-control';

// The unsubscribe link of a back-in-stock message. Opening it changes nothing (mail scanners
// open links too); the button posts, every wait of that phone or e-mail ends, and a 303 back
// here says so. A plain form: the same without JavaScript.

export const meta: MetaFunction = () => [
  { title: pageTitle('Отписка от уведомлений о поступлении') },
  { name: 'robots', content: 'noindex' },
];
export const headers = privatePageHeaders;

type State = 'ask' | 'done' | 'invalid';

export function loader(args: LoaderFunctionArgs) {
  return storefrontRoute(args, async ({ request }) => {
    const outcome = new URL(request.url).searchParams.get('outcome');
    const state: State = outcome === 'done' || outcome === 'invalid' ? outcome : 'ask';
    return data(
      { state },
      { status: state === 'invalid' ? 404 : 200, headers: { 'Cache-Control': CACHE_PRIVATE } },
    );
  });
}

export function action(args: ActionFunctionArgs) {
  return storefrontRoute(args, async ({ params, session }) => {
    const token = params.token ?? '';
    let outcome: State = 'done';
    try {
      await unsubscribeStockAlerts(session, token);
    } catch (error) {
      if (
        isAbortError(error) ||
        !(error instanceof ApiCallError) ||
        error.kind !== 'http' ||
        error.status >= 500
      ) {
        throw error;
      }
      outcome = 'invalid';
    }
    return redirect(`${stockAlertUnsubscribePath(token)}?outcome=${outcome}`, { status: 303 });
  });
}

export default function StockAlertUnsubscribePage() {
  const { state } = useLoaderData<typeof loader>();
  const busy = useNavigation().state !== 'idle';
  const title =
    state === 'done'
      ? 'Готово, ты отписался'
      : state === 'invalid'
        ? 'Ссылка не работает'
        : 'Отписаться от уведомлений?';
  return (
    <Container className="flex max-w-2xl flex-col gap-4 py-10 tablet:py-16">
      <h1 className="text-3xl font-black tracking-tight tablet:text-4xl">{title}</h1>
      {state === 'ask' && (
        <>
          <p className="text-lg">
            Мы перестанем ждать для тебя размеры, о поступлении которых ты просил сообщить, и больше не
            пришлём таких сообщений.
          </p>
          <Form method="post">
            <Button type="submit" size="lg" disabled={busy}>
              Отписаться
            </Button>
          </Form>
        </>
      )}
      {state === 'done' && (
        <p className="text-lg">
          Сообщений о поступлении больше не будет. Захочешь снова — подпишись на странице товара.
        </p>
      )}
      {state === 'invalid' && (
        <p className="text-lg">Такой ссылки нет: возможно, она скопировалась не целиком.</p>
      )}
      {state !== 'ask' && (
        <ButtonLink to="/catalog/" className="self-start">
          В каталог
        </ButtonLink>
      )}
    </Container>
  );
}
