import { type FormEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { useHydrated } from 'remix-utils/use-hydrated';
import { Button } from '~/components/ui/button';
import { TextField } from '~/components/ui/text-field';
import { PHONE_PREFIX } from '~/utils/phone';
import { maskPhoneInput } from '~/components/ui/phone-mask';
import { canSubmitPhone, submitPhone } from './phone-step-rules';
import { type CodeFlowTarget, StepFields } from './sign-in-form-fields';

type PhoneStepProps = {
  /** Where the form posts without JavaScript. */
  target: CodeFlowTarget;
  /** The field's name for screen readers; the placeholder is the spec's sign-in text. */
  label?: string;
  /** Under the button: the sign-in's agreement text. */
  footer?: ReactNode;
  /** The masked value of the field. */
  phone: string;
  fieldError?: string;
  formError?: string;
  pending: boolean;
  onPhoneChange(masked: string): void;
  onInvalid(message: string): void;
  /** A valid submit: the digits-only phone and the formatted one (docs/product.md#sign-in-flow). */
  onSubmit(phone: string, formatted: string): void;
};

function caretToEnd(input: HTMLInputElement | null) {
  if (!input) return;
  input.focus();
  input.setSelectionRange(input.value.length, input.value.length);
}

/**
 * The phone step (docs/product.md#sign-in-dialog, docs/product.md#sign-in-flow, docs/product.md#validation): the field starts at '+7 (' and is focused, types through
 * the mask, and the button stays disabled until the mask is full. Without JavaScript it is a
 * plain form post: no mask, the button enabled, the server checks the number.
 */
export function PhoneStep({
  target,
  label = 'Телефон',
  footer,
  phone,
  fieldError,
  formError,
  pending,
  onPhoneChange,
  onInvalid,
  onSubmit,
}: PhoneStepProps) {
  const hydrated = useHydrated();
  const formErrorId = useId();
  const field = useRef<HTMLInputElement>(null);

  // Focused on open (docs/product.md#overlays-and-other-screens), on phones too, where the dialog itself does not move the focus;
  // the caret goes after the prefix, where the digits belong.
  useEffect(() => {
    const frame = requestAnimationFrame(() => caretToEnd(field.current));
    return () => cancelAnimationFrame(frame);
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!hydrated) return;
    event.preventDefault();
    // Duplicate requests are blocked while one is pending (docs/product.md#flows).
    if (pending) return;
    const result = submitPhone(phone);
    if (result.ok) onSubmit(result.phone, result.formatted);
    else onInvalid(result.error);
  };

  return (
    <form
      method="post"
      action={target.action}
      onSubmit={submit}
      noValidate
      aria-describedby={formError ? formErrorId : undefined}
      className="flex flex-col gap-5"
    >
      <StepFields target={target} step="phone" />
      <TextField
        ref={field}
        label={label}
        hideLabel
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="Введи свой телефон"
        value={phone}
        // No maxLength once the mask runs: the browser would cut a pasted '+7 (916) 123-45-67'
        // to the 14 characters left after '+7 (' before the mask could read it. The
        // mask (the same as checkout's phone field) keeps ten digits. Without JavaScript the
        // server checks what was typed.
        maxLength={hydrated ? undefined : 32}
        // Focused when the dialog opens (Headless UI honours data-autofocus).
        autoFocus
        data-autofocus
        error={fieldError}
        // The mask writes the field and its caret itself; React then finds the value it expects.
        onChange={(event) =>
          onPhoneChange(maskPhoneInput(event.target, phone, (event.nativeEvent as InputEvent).inputType))
        }
        // A tap inside '+7 (' would type before the prefix: the caret goes after it.
        onClick={(event) => {
          if ((event.currentTarget.selectionStart ?? 0) < PHONE_PREFIX.length)
            caretToEnd(event.currentTarget);
        }}
      />
      {formError && (
        <p id={formErrorId} role="alert" className="text-sm text-brand-accent">
          {formError}
        </p>
      )}
      <Button type="submit" size="lg" wide disabled={hydrated && (!canSubmitPhone(phone) || pending)}>
        Отправить код
      </Button>
      {footer}
    </form>
  );
}
