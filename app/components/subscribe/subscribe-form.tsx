import { Link, type useFetcher } from '@remix-run/react';
import { type FormEvent, useState } from 'react';
import { SUBSCRIBE_CONSENT, SUBSCRIBE_TEXTS } from '~/commerce/contract/subscribe-texts';
import { FormContextFields } from '~/components/layout/form-context-fields';
import { Button } from '~/components/ui/button';
import { Checkbox } from '~/components/ui/checkbox';
import { Spinner } from '~/components/ui/spinner';
import { TextField } from '~/components/ui/text-field';
import { checkSubscribeForm } from './subscribe-form-check';
import {
  CONSENT_GIVEN,
  type FieldError,
  SUBSCRIBE_ACTION,
  firstFieldError,
  SUBSCRIBE_FIELDS,
} from './subscribe-reply';
import { type FormReply, sentValueOf } from '~/forms/form-reply';
import type { action as subscribeAction } from '~/routes/resources.subscribe/route';

/** The consent text with its policy words as a link to the policy (opens in a new tab). */
function ConsentLabel() {
  const linked = 'политикой конфиденциальности';
  const at = SUBSCRIBE_CONSENT.text.indexOf(linked);
  if (at < 0) return <>{SUBSCRIBE_CONSENT.text}</>;
  return (
    <>
      {SUBSCRIBE_CONSENT.text.slice(0, at)}
      <Link
        to={SUBSCRIBE_CONSENT.policyUrl}
        target="_blank"
        rel="noopener"
        className="underline underline-offset-2 hover:text-brand-accent"
      >
        {linked}
      </Link>
      {SUBSCRIBE_CONSENT.text.slice(at + linked.length)}
    </>
  );
}

type SubscribeFormProps = {
  fetcher: ReturnType<typeof useFetcher<typeof subscribeAction>>;
  /** The last reply (the fetcher's, or the flash's after a post without JavaScript). */
  reply: FormReply | null;
  /** Where the page returns after a post without JavaScript (this page, modal open). */
  returnTo: string;
};

/**
 * The subscribe modal's form (docs/product.md#overlays-and-other-screens): email, consent, 'Получить скидку'. Without JavaScript
 * it is a plain post (303 back, the reply in the flash); with it, a fetcher, checked first in
 * the browser with the same rules and texts the server uses. A message the server sends
 * (a refused address, 'already subscribed') shows under the field until the field is edited.
 */
export function SubscribeForm({ fetcher, reply, returnTo }: SubscribeFormProps) {
  const invalid = reply?.status === 'error';
  const [email, setEmail] = useState(invalid ? sentValueOf(reply, SUBSCRIBE_FIELDS.email) : '');
  const [consent, setConsent] = useState(false);
  const [localError, setLocalError] = useState<FieldError>(null);
  const [seenReply, setSeenReply] = useState(reply);
  const [replyShown, setReplyShown] = useState(true);
  if (seenReply !== reply) {
    // A new answer from the server replaces whatever the browser found.
    setSeenReply(reply);
    setReplyShown(true);
    setLocalError(null);
  }
  // conform's field errors, the first in the form's order (a message for the whole form is the modal's notice).
  const serverError: FieldError = invalid && replyShown ? firstFieldError(reply.error) : null;
  const error = localError ?? serverError;
  const pending = fetcher.state !== 'idle';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const mistake = checkSubscribeForm(email, consent);
    if (mistake || pending) {
      event.preventDefault();
      if (mistake) setLocalError(mistake);
    }
  };
  /** Editing a field clears its message. */
  const edited = (field: 'email' | 'consent') => {
    if (error?.field !== field) return;
    setLocalError(null);
    setReplyShown(false);
  };

  return (
    <fetcher.Form
      method="post"
      action={SUBSCRIBE_ACTION}
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
    >
      <FormContextFields returnTo={returnTo} />
      <p className="text-base text-neutral-700">{SUBSCRIBE_TEXTS.lead}</p>
      <TextField
        label="Email"
        hideLabel
        name={SUBSCRIBE_FIELDS.email}
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder={SUBSCRIBE_TEXTS.placeholder}
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          edited('email');
        }}
        error={error?.field === 'email' ? error.message : null}
        maxLength={254}
        required
      />
      <Checkbox
        name={SUBSCRIBE_FIELDS.consent}
        value={CONSENT_GIVEN}
        checked={consent}
        onChange={(event) => {
          setConsent(event.target.checked);
          edited('consent');
        }}
        label={<ConsentLabel />}
        error={error?.field === 'consent' ? error.message : null}
        className="text-neutral-700"
      />
      <Button type="submit" size="lg" wide disabled={pending} aria-busy={pending || undefined}>
        {pending && <Spinner size={20} />}
        {SUBSCRIBE_TEXTS.submit}
      </Button>
    </fetcher.Form>
  );
}
