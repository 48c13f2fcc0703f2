import type { ActionFunctionArgs } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { OTP_RESEND_SECONDS, OtpCodeSchema } from '~/commerce/contract/auth';
import { DEFAULT_ERROR_MESSAGE } from '~/commerce/contract/common';
import { loginHref, withoutLogin } from '~/components/auth/login-url';
import { SIGN_IN_FLASH, type SignInReply, signInToFlash } from '~/components/auth/sign-in-reply';
import { ApiCallError, isAbortError } from '~/services/api-client.server';
import { checkSignInCode, mergeGuestBasket, requestSignInCode } from '~/services/auth.server';
import { formError, readSmallForm, returnPathOf } from '~/sessions/after-post.server';
import { VIA_FIELD } from '~/sessions/form-fields';
import { getStorefrontSession, type StorefrontSession } from '~/sessions/storefront-session.server';
import { PhoneSchema } from '~/utils/validation';

// The sign-in dialog's steps post here (spec §4): intent=phone asks for a code, intent=resend
// asks again for the phone of the code step, intent=code checks the code and signs in. With
// JavaScript a fetcher gets the reply as JSON; without, the reply goes into the flash and a 303
// leads back to the page with the dialog at the right step (?login=open / ?login=code), or,
// once signed in, to the page without it. Tokens go into the HttpOnly session cookie only.

type Outcome = { reply: SignInReply; status: number };

const NO_ANSWER = 'Не получилось. Попробуй ещё раз.';

/** An API refusal in the spec's words (§5): its message, its phone field error if any. */
function refusal(error: unknown): { status: number; message: string; phoneError?: string } {
  if (!(error instanceof ApiCallError)) throw error;
  const phoneError = error.errors.find((e) => e.property === 'phone')?.message;
  const message = error.kind === 'http' ? error.message || DEFAULT_ERROR_MESSAGE : NO_ANSWER;
  return { status: error.kind === 'http' ? error.status : 502, message, phoneError };
}

/** The shopper's address as the proxy in front of us saw it, for the API's per-IP limits. */
const forwardedOf = (request: Request) => request.headers.get('X-Forwarded-For');

async function askForCode(request: Request, session: StorefrontSession, form: FormData): Promise<Outcome> {
  const typed = String(form.get('phone') ?? '').slice(0, 64);
  const phone = PhoneSchema.safeParse(typed);
  if (!phone.success) {
    return { status: 400, reply: { step: 'phone', phone: typed, fieldError: phone.error.issues[0].message } };
  }
  try {
    const captchaToken = String(form.get('token') ?? '').slice(0, 4096);
    const sent = await requestSignInCode(session, { phone: phone.data, captchaToken }, forwardedOf(request));
    return { status: 200, reply: { step: 'code', phone: phone.data, resendIn: sent.resendIn } };
  } catch (error) {
    const { status, message, phoneError } = refusal(error);
    return {
      status,
      reply: phoneError
        ? { step: 'phone', phone: typed, fieldError: phoneError }
        : { step: 'phone', phone: typed, formError: message },
    };
  }
}

/** The wait the code step had (the form carries it), so an error does not restart the countdown. */
function resendInOf(form: FormData): number {
  const at = Number(form.get('resendAt'));
  if (!Number.isFinite(at)) return 0;
  return Math.min(OTP_RESEND_SECONDS, Math.max(0, Math.ceil((at - Date.now()) / 1000)));
}

async function askAgain(request: Request, session: StorefrontSession, form: FormData): Promise<Outcome> {
  const phone = PhoneSchema.safeParse(form.get('phone') ?? '');
  // Resend without a stored phone goes back to the phone step (spec §4).
  if (!phone.success) return { status: 200, reply: { step: 'phone', phone: '' } };
  try {
    const sent = await requestSignInCode(
      session,
      { phone: phone.data, captchaToken: '' },
      forwardedOf(request),
    );
    return { status: 200, reply: { step: 'code', phone: phone.data, resendIn: sent.resendIn } };
  } catch (error) {
    const { status, message } = refusal(error);
    return { status, reply: { step: 'code', phone: phone.data, resendIn: resendInOf(form), error: message } };
  }
}

async function checkCode(request: Request, session: StorefrontSession, form: FormData): Promise<Outcome> {
  const phone = PhoneSchema.safeParse(form.get('phone') ?? '');
  if (!phone.success) return { status: 400, reply: { step: 'phone', phone: '' } };
  const codeStep = (status: number, error: string): Outcome => ({
    status,
    reply: { step: 'code', phone: phone.data, resendIn: resendInOf(form), error },
  });
  // Without JavaScript the four boxes arrive as four `code` fields.
  const code = OtpCodeSchema.safeParse(form.getAll('code').map(String).join(''));
  if (!code.success) return codeStep(400, code.error.issues[0].message);
  try {
    const guestToken = session.fuserToken;
    const answer = await checkSignInCode(
      session,
      { phone: phone.data, code: code.data },
      forwardedOf(request),
    );
    session.signIn(
      {
        token: answer.token,
        refreshToken: answer.refreshToken,
        refreshTokenExpiresAt: answer.refreshTokenExpire * 1000,
      },
      { id: answer.user.id, name: answer.user.name },
    );
    await mergeGuestBasket(session, guestToken);
    return { status: 200, reply: { step: 'done', isNewUser: answer.isNewUser } };
  } catch (error) {
    if (isAbortError(error)) throw error;
    const { status, message } = refusal(error);
    return codeStep(status, message);
  }
}

const STEPS = { phone: askForCode, resend: askAgain, code: checkCode } as const;
const isStep = (intent: unknown): intent is keyof typeof STEPS =>
  typeof intent === 'string' && Object.hasOwn(STEPS, intent);

export async function action({ request }: ActionFunctionArgs) {
  const form = await readSmallForm(request);
  if (!form) return formError(413, 'Слишком большой запрос');
  const intent = form.get('intent');
  if (!isStep(intent)) return formError(400, DEFAULT_ERROR_MESSAGE);
  const session = await getStorefrontSession(request);
  const back = withoutLogin(returnPathOf(form));

  const { reply, status } = session.isAuth
    ? { reply: { step: 'done', isNewUser: false } as const, status: 200 }
    : await STEPS[intent](request, session, form);

  if (form.get(VIA_FIELD) === 'fetcher') {
    return Response.json(reply, { status, headers: await session.commit() });
  }
  if (reply.step === 'done') return redirect(back, { status: 303, headers: await session.commit() });
  session.flash({
    type: 'notice',
    text: '',
    modal: SIGN_IN_FLASH,
    payload: signInToFlash(reply, Date.now()),
  });
  return redirect(loginHref(back, reply.step), { status: 303, headers: await session.commit() });
}
