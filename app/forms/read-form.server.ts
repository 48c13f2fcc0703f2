// The prologue of every storefront form action (resources.* and pages' actions that answer a
// fetcher): read a small form, check its fields with the route's zod schema through conform, and
// refuse what cannot be read. Refusals are returned, not thrown, so a fetcher gets them as its
// data (a thrown 4xx would replace the page with its error boundary).

import { parseWithZod } from '@conform-to/zod';
import type { Submission } from '@conform-to/react';
import type { TypedResponse } from '@remix-run/node';
import type { z } from 'zod';
import { DEFAULT_ERROR_MESSAGE, type ErrorBody } from '~/commerce/contract/common';
import { formError, readSmallForm, TOO_BIG_MESSAGE } from './after-post.server';
import type { FormReply } from './form-reply';

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
