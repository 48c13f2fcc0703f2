import { forwardRef, type KeyboardEvent, useImperativeHandle, useRef } from 'react';
import { useHydrated } from 'remix-utils/use-hydrated';
import { cx } from '~/components/ui/class-names';
import { type CodeDigits, type CodeEdit, eraseBox, pasteIntoBox, typeIntoBox } from './code-boxes-logic';

export interface CodeBoxesHandle {
  /** Moves the focus to a box (the first after a reset). */
  focus(index: number): void;
}

type CodeBoxesProps = {
  digits: CodeDigits;
  onChange(digits: CodeDigits): void;
  /** While a request is pending the boxes cannot change (docs/product.md#flows). */
  readOnly: boolean;
  invalid: boolean;
  /** The id of the text that describes the boxes (the error). */
  describedBy?: string;
  /** Form field name of every box; the action joins them. */
  name?: string;
};

const BOX =
  'h-14 w-14 rounded-xl border bg-white text-center text-2xl font-semibold tabular-nums focus:border-brand focus:outline-none focus-visible:outline-2 read-only:bg-brand-soft';

/**
 * Four one-digit boxes (docs/product.md#screens-and-routes, docs/product.md#sign-in-flow). The rules of each keystroke are code-boxes-logic.ts;
 * this applies them and moves the focus. Without JavaScript they are four plain one-character
 * fields the form posts as `code`, and the shopper moves between them with Tab.
 */
export const CodeBoxes = forwardRef<CodeBoxesHandle, CodeBoxesProps>(function CodeBoxes(
  { digits, onChange, readOnly, invalid, describedBy, name = 'code' },
  ref,
) {
  const hydrated = useHydrated();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => {
    const box = boxes.current[index];
    box?.focus();
    box?.select();
  };
  useImperativeHandle(ref, () => ({ focus: focusBox }), []);

  const apply = (edit: CodeEdit) => {
    onChange(edit.digits);
    // At once, not after the render: a fast typist's (or autofill's) next key must land in
    // the next box.
    focusBox(edit.focus);
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (readOnly) return;
    if (event.key === 'Backspace' || event.key === 'Delete') {
      event.preventDefault();
      apply(eraseBox(digits, index));
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < digits.length - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  return (
    <div role="group" aria-label="Код из смс" className="flex justify-center gap-3">
      {digits.map((digit, index) => (
        <input
          // The boxes never reorder: the position is the identity.
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          name={name}
          value={digit}
          type="text"
          inputMode="numeric"
          // Phones offer the code from the SMS; it arrives in the first box and fills all.
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          // Without JavaScript the browser itself must keep a box to one character.
          maxLength={hydrated ? undefined : 1}
          pattern="[0-9]*"
          readOnly={readOnly}
          aria-label={`Цифра ${index + 1} из ${digits.length}`}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={cx(BOX, invalid ? 'border-brand-accent' : 'border-neutral-300')}
          onChange={(event) => !readOnly && apply(typeIntoBox(digits, index, event.target.value))}
          onKeyDown={onKeyDown(index)}
          onPaste={(event) => {
            event.preventDefault();
            if (!readOnly) apply(pasteIntoBox(digits, index, event.clipboardData.getData('text')));
          }}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </div>
  );
});
