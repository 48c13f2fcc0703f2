import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { SUBSCRIBE_TEXTS } from '~/commerce/contract/subscribe';
import {
  checkSubscribeForm,
  CONSENT_GIVEN,
  SUBSCRIBE_FAILED,
  SUBSCRIBE_FIELDS,
  SUBSCRIBE_FLASH,
  type SubscribeReply,
} from '~/components/subscribe/subscribe-reply';
import { subscribeHref, withoutSubscribe } from '~/components/subscribe/subscribe-url';
import { ApiCallError, isAbortError } from '~/services/api-client.server';
import { subscribe } from '~/services/subscribe.server';
import { z } from 'zod';
import { returnPathOf } from '~/forms/after-post.server';
import { readStorefrontForm } from '~/forms/read-form.server';
import { VIA_FIELD } from '~/forms/form-fields';
import type { StorefrontSession } from '~/sessions/storefront-session.server';
import { clientAddressOf } from '~/utils/client-address.server';
import { EmailSchema } from '~/utils/validation';
import { storefrontRoute } from '~/sessions/storefront-route.server';

// The subscribe modal's form posts here (spec §2, §4, §8). The email and the consent are
// checked with spec §5's texts, then the marketing platform's subscribe call stores the
// subscription with the visitor's address and browser for the consent record. With JavaScript
// the fetcher gets the reply as JSON; without, a 303 back carries it in the flash.

/** The reply to a filled form: the first mistake, the API's word, or the subscription. */
async function replyTo(
  form: FormData,
  session: StorefrontSession,
  request: Request,
  address: string | null,
): Promise<SubscribeReply> {
  const email = String(form.get(SUBSCRIBE_FIELDS.email) ?? '').slice(0, 1_000);
  const mistake = checkSubscribeForm(email, form.get(SUBSCRIBE_FIELDS.consent) === CONSENT_GIVEN);
  if (mistake) return { status: 'invalid', ...mistake, email };
  try {
    // The address as the API stores it (trimmed, lower case): spec §5's schema, already passed above.
    const answer = await subscribe(session, EmailSchema.parse(email), {
      address,
      userAgent: request.headers.get('User-Agent'),
    });
    // success without a message: subscribed; a message (already subscribed, refused): under the field.
    if (answer.message) return { status: 'invalid', field: 'email', message: answer.message, email };
    return answer.success ? { status: 'subscribed' } : { status: 'failed', message: SUBSCRIBE_FAILED };
  } catch (error) {
    if (isAbortError(error)) throw error;
    if (error instanceof ApiCallError && error.kind === 'http' && error.status < 500) {
      const field = error.errors.find((e) => e.property === SUBSCRIBE_FIELDS.email);
      return { status: 'invalid', field: 'email', message: field?.message ?? error.message, email };
    }
    console.error('[subscribe] the subscribe call failed:', error instanceof Error ? error.message : error);
    return { status: 'failed', message: SUBSCRIBE_FAILED };
  }
}

const STATUS: Record<SubscribeReply['status'], number> = { subscribed: 200, invalid: 422, failed: 502 };

export function action(args: ActionFunctionArgs) {
  return storefrontRoute(args, async ({ request, context, session }) => {
    // The fields are checked by replyTo, which answers with spec §5's texts under them.
    const read = await readStorefrontForm(request, z.object({}));
    if (read.refused) return read.refused;
    const { form } = read;
    const reply = await replyTo(form, session, request, clientAddressOf(context));

    if (form.get(VIA_FIELD) === 'fetcher') {
      return Response.json(reply, {
        status: STATUS[reply.status],
        headers: { 'Cache-Control': 'no-store' },
      });
    }
    // Without JavaScript: back to the page, the modal open again for a message under the field.
    const back = returnPathOf(form);
    session.flash({
      type: reply.status === 'subscribed' ? 'success' : 'error',
      text: reply.status === 'subscribed' ? SUBSCRIBE_TEXTS.successTitle : reply.message,
      modal: SUBSCRIBE_FLASH,
      payload: reply,
    });
    const to = reply.status === 'invalid' ? subscribeHref(back) : withoutSubscribe(back);
    return redirect(to, { status: 303 });
  });
}
