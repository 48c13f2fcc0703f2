import { type CSSProperties, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useHydrated } from 'remix-utils/use-hydrated';
import { Button } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';
import { formatPhone } from '~/utils/phone';
import { CodeBoxes, type CodeBoxesHandle } from './code-boxes';
import { codeChanged, type CodeDigits, completeCode, emptyCode } from './code-boxes-logic';
import { formatCountdown, useCountdown } from './countdown';
import { type CodeFlowTarget, StepFields } from './sign-in-form-fields';

type CodeStepProps = {
  /** Where the code and resend forms post (the sign-in action, the profile's phone change). */
  target: CodeFlowTarget;
  /** '+79991234567' */
  phone: string;
  /** When another code may be asked for (ms epoch, this browser's clock). */
  resendAt: number;
  /** Seconds left at the first render (what the server computed). */
  resendIn: number;
  error?: string;
  /** Changes each time the boxes must empty and take the focus (a failed code, docs/product.md#validation). */
  resetSignal: number;
  pending: boolean;
  /** Where the back arrow leads without JavaScript. */
  backHref: string;
  /** The no-JavaScript submit button's word ('Войти' for the sign-in). */
  submitLabel?: string;
  onBack(): void;
  onEdit(): void;
  onCode(code: string): void;
  onResend(): void;
};

/**
 * The code step (docs/product.md#sign-in-dialog, docs/product.md#sign-in-flow): back arrow, the phone the code went to, four boxes that submit
 * themselves once full, and the 60-second countdown before 'Отправить код повторно'.
 */
export function CodeStep(props: CodeStepProps) {
  const { phone, error, pending, resetSignal, onEdit, onCode } = props;
  const hydrated = useHydrated();
  const errorId = useId();
  const boxes = useRef<CodeBoxesHandle>(null);
  const [digits, setDigits] = useState<CodeDigits>(emptyCode);

  // On open and after a failed code: empty boxes, the focus in the first.
  useEffect(() => {
    setDigits(emptyCode());
    boxes.current?.focus(0);
  }, [resetSignal]);

  const change = (next: CodeDigits) => {
    if (!codeChanged(digits, next)) return;
    setDigits(next);
    onEdit();
    const code = completeCode(next);
    if (code && !pending) onCode(code);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!hydrated) return;
    event.preventDefault();
    const code = completeCode(digits);
    if (code && !pending) onCode(code);
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-center gap-3">
        <a
          href={props.backHref}
          onClick={(event) => {
            event.preventDefault();
            props.onBack();
          }}
          aria-label="Назад к номеру телефона"
          title="Назад"
          className="-ml-2 inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-brand-soft"
        >
          <Icon name="arrow-left" />
        </a>
        <h3 className="text-lg font-bold">Введи код из смс</h3>
      </div>
      <p className="text-sm text-brand-muted">Код отправлен на номер {formatPhone(phone)}</p>
      <form method="post" action={props.target.action} onSubmit={submit} className="flex flex-col gap-3">
        <StepFields target={props.target} step="code" />
        <input type="hidden" name="phone" value={phone} />
        <input type="hidden" name="resendAt" value={props.resendAt} />
        <CodeBoxes
          ref={boxes}
          digits={digits}
          onChange={change}
          readOnly={pending}
          invalid={Boolean(error)}
          describedBy={error ? errorId : undefined}
        />
        {error && (
          <p id={errorId} role="alert" className="text-center text-sm text-brand-accent">
            {error}
          </p>
        )}
        {/* With JavaScript a full set of boxes submits itself; without, this button does. */}
        {!hydrated && (
          <Button type="submit" size="lg" wide>
            {props.submitLabel ?? 'Войти'}
          </Button>
        )}
      </form>
      <ResendCode {...props} />
    </div>
  );
}

// Without JavaScript the countdown cannot tick: the line stays as the server drew it and, when
// the wait is over, CSS swaps it for the button (both sit in one grid cell).
const WAIT_OVER_KEYFRAMES =
  '@keyframes sign-in-wait-hide{to{visibility:hidden}}@keyframes sign-in-wait-show{to{visibility:visible}}';
const afterWait = (name: string, seconds: number) => ({
  animation: `${name} 0s linear ${seconds}s forwards`,
});

/** 'Получить новый код можно через mm:ss', then 'Отправить код повторно' (docs/product.md#screens-and-routes, docs/product.md#flows, docs/product.md#constants-and-limits). */
function ResendCode({ target, phone, resendAt, resendIn, pending, onResend }: CodeStepProps) {
  const hydrated = useHydrated();
  const left = useCountdown(hydrated ? resendAt : null, resendIn);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!hydrated) return;
    event.preventDefault();
    if (!pending) onResend();
  };
  const waitLine = (seconds: number, style?: CSSProperties) => (
    <p style={style} className="text-brand-muted [grid-area:1/1]">
      Получить новый код можно через {formatCountdown(seconds)}
    </p>
  );
  const button = (style?: CSSProperties) => (
    <Button type="submit" variant="link" style={style} className="justify-self-center [grid-area:1/1]">
      Отправить код повторно
    </Button>
  );

  let content;
  if (hydrated) content = left > 0 ? waitLine(left) : button();
  else if (resendIn > 0)
    content = (
      <>
        <style>{WAIT_OVER_KEYFRAMES}</style>
        {waitLine(resendIn, afterWait('sign-in-wait-hide', resendIn))}
        {button({ visibility: 'hidden', ...afterWait('sign-in-wait-show', resendIn) })}
      </>
    );
  else content = button();

  return (
    <form method="post" action={target.action} onSubmit={submit} className="grid text-center text-sm">
      <StepFields target={target} step="resend" />
      <input type="hidden" name="phone" value={phone} />
      {content}
    </form>
  );
}
