import { type FormEvent, useRef } from 'react';
import { editPhone } from '~/utils/phone';

/**
 * Masks the phone input in place after an input event (docs/product.md#validation) and puts the caret back beside
 * the digit it followed, so the next keystroke lands where the shopper expects. `previous` is
 * what the field showed before the event. Returns the masked value.
 */
export function maskPhoneInput(input: HTMLInputElement, previous: string, inputType?: string): string {
  const edit = editPhone(previous, input.value, input.selectionStart ?? input.value.length, inputType);
  if (input.value !== edit.value) input.value = edit.value;
  if (input.ownerDocument.activeElement === input) input.setSelectionRange(edit.caret, edit.caret);
  return edit.value;
}

/** The `onInput` of an uncontrolled phone field: it remembers what it showed between events. */
export function usePhoneMask() {
  const shown = useRef<string | null>(null);
  return (event: FormEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const inputType = (event.nativeEvent as InputEvent).inputType;
    shown.current = maskPhoneInput(input, shown.current ?? input.defaultValue, inputType);
  };
}
