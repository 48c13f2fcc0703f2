// What a page reads from a fetcher: the action's own answer, or the refusal of the form
// prologue (readStorefrontForm: 413 for a form too big to read, 422 for fields no form of ours
// sends), which carries the API contract's error body. Isomorphic: components tell the two
// apart with isRefusal, so the fetcher's data stays typed from the action, with no cast.

import type { ErrorBody } from '~/commerce/contract/common';

/** True when a fetcher's answer is the prologue's refusal rather than the action's own reply. */
export function isRefusal<Answer extends object>(answer: Answer | ErrorBody): answer is ErrorBody {
  return 'success' in answer && answer.success === false;
}
