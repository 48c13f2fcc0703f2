import type { ZodError } from 'zod';
import { DEFAULT_ERROR_MESSAGE, type ErrorBody, type FieldError } from '../contract/common';

/**
 * A failure the API reports to its caller. Throw it anywhere under a route handled by
 * `apiRoute`; it becomes the one JSON error body with its status.
 */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 410 | 413 | 415 | 422 | 429 | 503,
    message: string,
    readonly errors: FieldError[] = [],
    readonly headers: Record<string, string> = {},
    /** Fields of the error body beyond the message and errors (ErrorBodySchema). */
    readonly details: Pick<ErrorBody, 'resendIn'> = {},
  ) {
    super(message);
  }
}

export function errorBody(
  message: string,
  errors: FieldError[] = [],
  details: Pick<ErrorBody, 'resendIn'> = {},
): ErrorBody {
  return { success: false, message, errors, ...details };
}

/** Field errors of a failed zod parse, named by their dotted path. */
export function fieldErrors(error: ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    property: issue.path.join('.') || 'body',
    message: issue.message,
  }));
}

/** 400 with the field errors of a failed parse; the message is the first field's text. */
export function validationError(error: ZodError): ApiError {
  const errors = fieldErrors(error);
  return new ApiError(400, errors[0]?.message ?? DEFAULT_ERROR_MESSAGE, errors);
}
