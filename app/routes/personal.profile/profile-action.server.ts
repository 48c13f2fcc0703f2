// The action of /personal/profile: the profile form (conform + zod, docs/product.md#validation) and the three
// steps of a phone change (a code to the new number, POST /api/user/confirm-change-phone/).
// One action serves the page with and without JavaScript.

import { parseWithZod } from '@conform-to/zod';
import { data, redirect } from '@remix-run/node';
import { z } from 'zod';
import { DEFAULT_ERROR_MESSAGE } from '~/commerce/contract/common';
import { codeStep, phoneStep, resendStep, respondWithReply } from '~/routes-shared/code-flow.server';
import { ApiCallError } from '~/services/api-client.server';
import { confirmPhoneChange, requestPhoneChangeCode, updateUser } from '~/services/user.server';
import { readStorefrontForm } from '~/forms/form-post.server';
import { requireSignedIn } from '~/sessions/auth-guard.server';
import type { StorefrontSession } from '~/sessions/storefront-session.server';
import { PHONE_CHANGE_INTENTS, phoneChangeHref, PROFILE_PATH } from '~/components/personal/phone-change-url';
import { ProfileFormSchema } from '~/components/personal/profile-schema';

/** The sign-in is gone (the API answered 401): log out and leave /personal (docs/product.md#errors). */
async function leave(session: StorefrontSession): Promise<never> {
  session.logout();
  throw redirect('/');
}

async function saveProfile(session: StorefrontSession, form: FormData) {
  const submission = parseWithZod(form, { schema: ProfileFormSchema });
  if (submission.status !== 'success') {
    return data(submission.reply(), { status: 422 });
  }
  try {
    const answer = await updateUser(session, submission.value);
    session.setUser({ id: answer.user.id, name: answer.user.name });
    session.flash({ kind: 'saved', text: answer.message || 'Данные сохранены' });
    return redirect(PROFILE_PATH, { status: 303 });
  } catch (error) {
    if (!(error instanceof ApiCallError)) throw error;
    if (error.status === 401) leave(session);
    // docs/product.md#validation: the API's field errors under their fields, a lone message for the whole form.
    const fieldErrors: Record<string, string[]> = {};
    for (const { property, message } of error.errors) (fieldErrors[property] ??= []).push(message);
    const formErrors = error.errors.length > 0 ? [] : [error.message || DEFAULT_ERROR_MESSAGE];
    return data(submission.reply({ fieldErrors, formErrors }), { status: error.status });
  }
}

function phoneChangeSteps(session: StorefrontSession, shopperAddress: string | null) {
  const send = (phone: string) => requestPhoneChangeCode(session, phone, shopperAddress);
  return {
    [PHONE_CHANGE_INTENTS.phone]: (form: FormData) => phoneStep(form, send),
    [PHONE_CHANGE_INTENTS.resend]: (form: FormData) => resendStep(form, send),
    [PHONE_CHANGE_INTENTS.code]: (form: FormData) =>
      codeStep(form, async (phone, code) => {
        const answer = await confirmPhoneChange(session, { phone, code }, shopperAddress);
        session.setUser({ id: answer.user.id, name: answer.user.name });
        return { step: 'done', isNewUser: false, notice: 'Номер телефона изменён' };
      }),
  };
}

// The profile form's and the phone change's own fields are checked by each step.
const ProfileIntentSchema = z.object({
  intent: z.enum([
    'profile',
    PHONE_CHANGE_INTENTS.phone,
    PHONE_CHANGE_INTENTS.code,
    PHONE_CHANGE_INTENTS.resend,
  ]),
});

/**
 * The profile page's action: intent=profile saves the form, intent=phone-* change the phone
 * (the code limits count against `shopperAddress`, the load context's client address).
 */
export async function profileAction(
  request: Request,
  session: StorefrontSession,
  shopperAddress: string | null,
) {
  const read = await readStorefrontForm(request, ProfileIntentSchema);
  if (read.refused) return read.refused;
  const { form } = read;
  const { intent } = read.value;
  await requireSignedIn(session);
  if (intent === 'profile') return saveProfile(session, form);

  const outcome = await phoneChangeSteps(session, shopperAddress)[intent](form);
  if (!session.isAuth || outcome.status === 401) leave(session);
  return respondWithReply(form, read.reply, session, outcome, {
    flash: 'phone-change',
    doneHref: PROFILE_PATH,
    stepHref: phoneChangeHref,
  });
}
