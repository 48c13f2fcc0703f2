import type { ActionFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import {
  codeStep,
  phoneStep,
  resendStep,
  respondWithReply,
  type StepOutcome,
} from '~/routes-shared/code-flow.server';
import { adoptAccountSizes } from '~/routes-shared/my-size.server';
import { loginHref, withoutLogin } from '~/components/auth/login-url';
import { checkSignInCode, mergeGuestBasket, requestSignInCode } from '~/services/auth.server';
import { returnPathOf, readStorefrontForm } from '~/forms/form-post.server';
import type { StorefrontSession } from '~/sessions/storefront-session.server';
import { storefrontRoute } from '~/sessions/storefront-route.server';
import { clientAddressOf } from '~/utils/client-address.server';

// The sign-in dialog's steps post here (docs/product.md#sign-in-flow): intent=phone asks for a code, intent=resend
// asks again for the phone of the code step, intent=code checks the code and signs in. With
// JavaScript a fetcher gets conform's reply (the step beside it) as JSON; without, the reply goes into the flash and a 303
// leads back to the page with the dialog at the right step (?login=open / ?login=code), or,
// once signed in, to the page without it. Tokens go into the HttpOnly session cookie only.

/** The captcha widget's token the form brought; none without JavaScript (the API then limits harder). */
const captchaTokenOf = (form: FormData) => String(form.get('token') ?? '').slice(0, 4096);

/** The steps, given the session and the shopper's address (the API limits codes per IP). */
function steps(session: StorefrontSession, shopperAddress: string | null) {
  const send = (form: FormData) => (phone: string) =>
    requestSignInCode(session, { phone, captchaToken: captchaTokenOf(form) }, shopperAddress);
  return {
    phone: (form: FormData) => phoneStep(form, send(form)),
    resend: (form: FormData) => resendStep(form, send(form)),
    code: (form: FormData) =>
      codeStep(form, async (phone, code) => {
        const guestToken = session.fuserToken;
        const answer = await checkSignInCode(session, { phone, code }, shopperAddress);
        session.signIn(
          {
            token: answer.token,
            refreshToken: answer.refreshToken,
            refreshTokenExpiresAt: answer.refreshTokenExpire * 1000,
          },
          { id: answer.user.id, name: answer.user.name },
        );
        await mergeGuestBasket(session, guestToken);
        await adoptAccountSizes(session, answer.user);
        return { step: 'done', isNewUser: answer.isNewUser };
      }),
  };
}

// The step's own fields (phone, code, captcha token) are read by the step, with docs/product.md#validation's texts.
const LoginFormSchema = z.object({ intent: z.enum(['phone', 'resend', 'code']) });

export function action(args: ActionFunctionArgs) {
  return storefrontRoute(args, async ({ request, context, session }) => {
    const read = await readStorefrontForm(request, LoginFormSchema);
    if (read.refused) return read.refused;
    const { form, value } = read;
    const back = withoutLogin(returnPathOf(form));

    const outcome: StepOutcome = session.isAuth
      ? { step: { step: 'done', isNewUser: false }, status: 200 }
      : await steps(session, clientAddressOf(context))[value.intent](form);
    return respondWithReply(form, read.reply, session, outcome, {
      flash: 'sign-in',
      doneHref: back,
      stepHref: (step) => loginHref(back, step),
    });
  });
}
