// A storefront form post from first line to last: the prologue every form action opens with
// (readStorefrontForm, readPageForm: read a small form, check it, refuse what cannot be read) and
// the answer it ends with (replyAfterPost, respondAfterPost: JSON for a fetcher, 303 without
// JavaScript).

import { parseWithZod } from '@conform-to/zod';
import type { Submission } from '@conform-to/react';
import { redirect, type TypedResponse } from '@remix-run/node';
import type { z } from 'zod';
import { DEFAULT_ERROR_MESSAGE, type ErrorBody } from '~/commerce/contract/common';
import type { StorefrontSession } from '~/sessions/storefront-session.server';
import type { Flash } from './flash';
import { RETURN_TO_FIELD, VIA_FIELD } from './form-fields';
import type { FormReply } from './form-reply';
import { safeReturnPath } from '~/utils/return-path';

/** The page a form came from, if it is a path of this site; else '/'. */
export function returnPathOf(form: FormData): string {
  return safeReturnPath(form.get(RETURN_TO_FIELD));
}

/**
 * A JSON answer whose body type reaches the page: useFetcher<typeof action>() reads it from
 * Remix's TypedResponse. Resource routes answer with a Response (single fetch turns a plain
 * value into JSON only with a deprecation warning), and Response.json alone is untyped.
 */
export function jsonReply<Body>(body: Body, init?: ResponseInit): TypedResponse<Body> {
  return Response.json(body, init);
}

/**
 * The answer to a storefront form post. Without JavaScript: 303 to `to` (POST/redirect/GET).
 * With JavaScript (a fetcher sent via=fetcher): `{ ok: true }`, so the page updates in place
 * and loaders revalidate; pass `navigate: true` when even then the page must change (e.g. a
 * URL-driven dialog closes). storefrontRoute adds the session's cookies to either. `to` is
 * checked once more here, where it becomes a Location: only a path of this site leaves.
 */
export function respondAfterPost(
  form: FormData,
  to: string,
  options: { navigate?: boolean } = {},
): TypedResponse<{ ok: true }> {
  // A Response (not data()) so a direct request and a fetcher's .data request both get it.
  if (form.get(VIA_FIELD) === 'fetcher' && !options.navigate) return jsonReply({ ok: true as const });
  return redirect(safeReturnPath(to), 303);
}

/**
 * The answer of a form whose reply the page shows (the cart, the code steps, subscribe, 'Сообщить
 * о поступлении'): with JavaScript the reply itself, as JSON with `status`; without, `flash`
 * (the reply as the next page reads it, or null for nothing to show) and a 303 to `to`. One
 * path for both, so the fetcher's reply and the flash's cannot drift apart.
 */
export function replyAfterPost<Reply>(
  form: FormData,
  session: StorefrontSession,
  reply: Reply,
  { status, flash, to }: { status: number; flash: Flash | null; to: string },
): TypedResponse<Reply> {
  if (form.get(VIA_FIELD) === 'fetcher') {
    return jsonReply(reply, { status, headers: { 'Cache-Control': 'no-store' } });
  }
  if (flash) session.flash(flash);
  // `to` is built from a checked return path; storefrontRoute guards every Location once more.
  return redirect(to, 303);
}

/** The refusal of a form body over MAX_FORM_BYTES. */
export const TOO_BIG_MESSAGE = 'Слишком большой запрос';

/** Largest storefront form body read; these forms carry a few short fields. */
const MAX_FORM_BYTES = 16 * 1024;

/** The error body of the API contract, for a storefront form post with bad fields. */
export function formError(
  status: 400 | 405 | 413 | 415 | 422,
  message: string,
  headers: Record<string, string> = {},
): TypedResponse<ErrorBody> {
  return jsonReply(
    { success: false as const, message, errors: [] },
    { status, headers: { 'Cache-Control': 'no-store', ...headers } },
  );
}

/** Remix calls a page's action for any method but GET and HEAD; pages serve POST only (405, thrown). */
export function requirePost(request: Request): void {
  if (request.method !== 'POST') {
    throw formError(405, 'Эта страница принимает только отправку формы', { Allow: 'GET, HEAD, POST' });
  }
}

const FORM_TYPE = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;
const NOT_A_FORM = 'Не получилось прочитать форму. Обнови страницу и попробуй ещё раз.';

/**
 * The form a page's action reads. Anything a browser's form would not send is refused with a
 * thrown 4xx that the shop's error page shows: 405 for another method, 415 for no form at all
 * (no body, JSON), 413 for one too big, 400 for one that cannot be read.
 */
export async function readPageForm(request: Request): Promise<FormData> {
  requirePost(request);
  if (!FORM_TYPE.test(request.headers.get('Content-Type') ?? '')) throw formError(415, NOT_A_FORM);
  if (Number(request.headers.get('Content-Length') ?? '0') > MAX_FORM_BYTES) {
    throw formError(413, TOO_BIG_MESSAGE);
  }
  const form = await readSmallForm(request);
  if (!form) throw formError(400, NOT_A_FORM);
  return form;
}

/** Reads a small urlencoded or multipart form; null when it is too big or unreadable. */
export async function readSmallForm(request: Request): Promise<FormData | null> {
  if (Number(request.headers.get('Content-Length') ?? '0') > MAX_FORM_BYTES) return null;
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

/** What conform's submission.reply takes: messages for fields or the whole form, or a reset. */
export type ReplyOptions = Parameters<Submission<unknown>['reply']>[0];

/** A form read and checked, or the answer that refuses it. */
export type FormRead<T> =
  | {
      refused: null;
      form: FormData;
      value: T;
      /** conform's reply to this form (submission.reply): what the action answers its fields. */
      reply: (options?: ReplyOptions) => FormReply;
    }
  | { refused: TypedResponse<ErrorBody> };

/**
 * Reads the request's form (413 'Слишком большой запрос' when it is too big or unreadable) and
 * checks it with `schema` (422 with `invalidMessage`, by default the contract's 'Ошибка ввода
 * данных'). The schema sees the fields as sent (strings; a repeated name is a list): conform's
 * automatic coercion is off, so each schema says itself what it coerces.
 */
export async function readStorefrontForm<Schema extends z.ZodTypeAny>(
  request: Request,
  schema: Schema,
  invalidMessage: string = DEFAULT_ERROR_MESSAGE,
): Promise<FormRead<z.output<Schema>>> {
  const form = await readSmallForm(request);
  if (!form) return { refused: formError(413, TOO_BIG_MESSAGE) };
  const submission = parseWithZod(form, { schema, disableAutoCoercion: true });
  if (submission.status !== 'success') return { refused: formError(422, invalidMessage) };
  return { refused: null, form, value: submission.value, reply: (options) => submission.reply(options) };
}
