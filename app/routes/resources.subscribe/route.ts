import type { ActionFunctionArgs } from '@remix-run/node';
import { parseWithZod } from '@conform-to/zod';
import { CONSENT_GIVEN, SUBSCRIBE_FAILED, SUBSCRIBE_FIELDS } from '~/components/subscribe/subscribe-reply';
import { subscribeHref, withoutSubscribe } from '~/components/subscribe/subscribe-url';
import { ApiCallError, isAbortError } from '~/services/api-client.server';
import { subscribe } from '~/services/subscribe.server';
import { z } from 'zod';
import { replyAfterPost, returnPathOf, readStorefrontForm } from '~/forms/form-post.server';
import { flashedReply } from '~/forms/flash-schema';
import type { FormReply } from '~/forms/form-reply';
import type { StorefrontSession } from '~/sessions/storefront-session.server';
import { clientAddressOf } from '~/utils/client-address.server';
import { DEFAULT_ERROR_MESSAGE } from '~/commerce/contract/common';
import { storefrontRoute } from '~/sessions/storefront-route.server';
import { EmailSchema, VALIDATION_MESSAGES } from '~/utils/validation';
import { logger } from '~/utils/log.server';

// The subscribe modal's form posts here (docs/product.md#overlays-and-other-screens, docs/product.md#subscribe, docs/product.md#errors). The email and the consent are
// checked with docs/product.md#validation's texts, then the marketing platform's subscribe call stores the
// subscription with the visitor's address and browser for the consent record. With JavaScript
// the fetcher gets the reply as JSON; without, a 303 back carries it in the flash.

/**
 * The form's fields with docs/product.md#validation's texts, read through conform (an empty field is absent). The
 * browser checks the same rules before it posts (checkSubscribeForm), without zod.
 */
const SubscribeFormSchema = z.object({
  [SUBSCRIBE_FIELDS.email]: EmailSchema,
  [SUBSCRIBE_FIELDS.consent]: z.literal(CONSENT_GIVEN, {
    errorMap: () => ({ message: VALIDATION_MESSAGES.agreementRequired }),
  }),
});

/** What the form gets back: conform's reply and the status it travels with. */
type Answer = { reply: FormReply; status: 200 | 422 | 502 };

/** The answer to a filled form: the first mistake, the API's word, or the subscription. */
async function answerTo(
  form: FormData,
  session: StorefrontSession,
  request: Request,
  address: string | null,
): Promise<Answer> {
  const submission = parseWithZod(form, { schema: SubscribeFormSchema });
  if (submission.status !== 'success') return { reply: submission.reply(), status: 422 };
  const underEmail = (message: string): Answer => ({
    reply: submission.reply({ fieldErrors: { [SUBSCRIBE_FIELDS.email]: [message] } }),
    status: 422,
  });
  const failed: Answer = { reply: submission.reply({ formErrors: [SUBSCRIBE_FAILED] }), status: 502 };
  try {
    // The address as the API stores it (trimmed, lower case), as docs/product.md#validation's schema gave it.
    const answer = await subscribe(session, submission.value.email, {
      address,
      userAgent: request.headers.get('User-Agent'),
    });
    // success without a message: subscribed; a message (already subscribed, refused): under the field.
    if (answer.message) return underEmail(answer.message);
    return answer.success ? { reply: submission.reply(), status: 200 } : failed;
  } catch (error) {
    if (isAbortError(error)) throw error;
    if (error instanceof ApiCallError && error.kind === 'http' && error.status < 500) {
      const field = error.errors.find((e) => e.property === SUBSCRIBE_FIELDS.email);
      return underEmail(field?.message ?? (error.message || DEFAULT_ERROR_MESSAGE));
    }
    logger('subscribe').error(
      { error: error instanceof Error ? error.message : error },
      'the subscribe call failed',
    );
    return failed;
  }
}

export function action(args: ActionFunctionArgs) {
  return storefrontRoute(args, async ({ request, context, session }) => {
    // The fields are checked by replyTo (conform + SubscribeFormSchema), which answers with
    // docs/product.md#validation's texts under them rather than the prologue's lone 422.
    const read = await readStorefrontForm(request, z.object({}));
    if (read.refused) return read.refused;
    const { form } = read;
    const { reply, status } = await answerTo(form, session, request, clientAddressOf(context));

    // Without JavaScript: back to the page, the modal open again for a message under a field.
    const back = returnPathOf(form);
    return replyAfterPost(form, session, reply, {
      status,
      flash: { kind: 'subscribe', reply: flashedReply(reply) },
      to: status === 422 ? subscribeHref(back) : withoutSubscribe(back),
    });
  });
}
