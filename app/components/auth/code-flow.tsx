import { useFetcher } from '@remix-run/react';
import type { action as signInAction } from '~/routes/resources.auth.login';
import type { action as profileAction } from '~/routes/personal.profile/route';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { captchaMessage, useInvisibleCaptcha } from '~/components/third-party/captcha/use-invisible-captcha';
import { LoadingOverlay } from '~/components/ui/spinner';
import { RETURN_TO_FIELD, VIA_FIELD } from '~/forms/form-fields';
import { formatPhone, PHONE_PREFIX } from '~/utils/phone';
import { CodeStep } from './code-step';
import { PhoneStep } from './phone-step';
import { CODE_FLOW_FIELDS, type CodeFlowReply } from './sign-in-reply';
import { fieldErrorOf, formErrorOf } from '~/forms/form-reply';
import type { CodeFlowTarget } from './sign-in-form-fields';

type View =
  | { step: 'phone'; phone: string; fieldError?: string; formError?: string }
  | { step: 'code'; phone: string; resendAt: number; resendIn: number; error?: string };

const FIRST_VIEW: View = { step: 'phone', phone: PHONE_PREFIX };

/** The view a server reply (fetcher answer or flash) asks for; null for 'done'. */
function viewOf(reply: CodeFlowReply, now: number): View | null {
  // conform's messages: under the phone, under the code, or for the whole form.
  const phoneError = fieldErrorOf(reply, CODE_FLOW_FIELDS.phone) ?? undefined;
  const formError = formErrorOf(reply) ?? undefined;
  switch (reply.step) {
    case 'phone':
      return {
        step: 'phone',
        phone: reply.phone ? formatPhone(reply.phone) : PHONE_PREFIX,
        fieldError: phoneError,
        formError,
      };
    case 'code':
      return {
        step: 'code',
        phone: reply.phone,
        resendIn: reply.resendIn,
        resendAt: now + reply.resendIn * 1000,
        error: fieldErrorOf(reply, CODE_FLOW_FIELDS.code) ?? formError,
      };
    case 'done':
      return null;
  }
}

/**
 * The state of a "phone, then a code" flow (docs/product.md#sign-in-flow): the step shown, its errors and timer,
 * and one fetcher that posts each step and follows its replies. `initial` is the reply the
 * server drew the page with (from the flash, without JavaScript); `onDone` runs once a code
 * was accepted.
 */
export function useCodeFlow(options: {
  key: string;
  target: CodeFlowTarget;
  initial: CodeFlowReply | null;
  onDone(reply: Extract<CodeFlowReply, { step: 'done' }>): void;
}) {
  // The sign-in's and the phone change's actions answer each step with a CodeFlowReply; the
  // profile's action also answers its own form, and any prologue may refuse a form.
  const fetcher = useFetcher<typeof signInAction | typeof profileAction>({ key: options.key });
  const [view, setView] = useState<View>(
    () => (options.initial && viewOf(options.initial, Date.now())) ?? FIRST_VIEW,
  );
  const [resetSignal, setResetSignal] = useState(0);
  // Pending while the step's request is out. The page data reloading after it ('loading')
  // does not count: the code boxes must take digits as soon as they show.
  const pending = fetcher.state === 'submitting';
  const onDone = useRef(options.onDone);
  onDone.current = options.onDone;

  // Follows each reply of the fetcher.
  useEffect(() => {
    const reply = fetcher.data;
    if (!reply || !('step' in reply)) return;
    if (reply.step === 'done') {
      setView(FIRST_VIEW);
      onDone.current(reply);
      return;
    }
    const next = viewOf(reply, Date.now());
    if (next) setView(next);
    // A failed code empties the boxes (docs/product.md#validation).
    if (next?.step === 'code' && next.error) setResetSignal((n) => n + 1);
  }, [fetcher.data]);

  const post = (fields: Record<string, string>) => {
    // Duplicate requests are blocked while one is pending (docs/product.md#flows).
    if (pending) return;
    fetcher.submit(
      { ...fields, [RETURN_TO_FIELD]: options.target.returnTo, [VIA_FIELD]: 'fetcher' },
      { method: 'post', action: options.target.action },
    );
  };

  return { view, setView, reset: () => setView(FIRST_VIEW), resetSignal, pending, post };
}

export type CodeFlow = ReturnType<typeof useCodeFlow>;

/**
 * The captcha token for a request that sends a code ('' without a captcha), then `send`; a
 * failed captcha run shows its message through `fail` instead.
 */
function useCaptchaBeforeSending(siteKey: string | null) {
  const captcha = useInvisibleCaptcha(siteKey);
  const [checking, setChecking] = useState(false);
  const busy = useRef(false);
  // A run the dialog's closing outlived must neither post nor leave its message for the next opening.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const withToken = (send: (token: string) => void, fail: (message: string) => void) => {
    if (!captcha) return send('');
    if (busy.current) return;
    busy.current = true;
    setChecking(true);
    captcha
      .token()
      .then(
        (token) => mounted.current && send(token),
        (error: unknown) => mounted.current && fail(captchaMessage(error)),
      )
      .finally(() => {
        busy.current = false;
        setChecking(false);
      });
  };
  return { containerRef: captcha?.containerRef, checking, withToken };
}

/** The step a flow is at: the phone form or the code boxes, under a loading overlay while pending. */
export function CodeFlowSteps({
  flow,
  target,
  backHref,
  phoneLabel,
  phoneFooter,
  codeSubmitLabel,
  captchaSiteKey = null,
}: {
  flow: CodeFlow;
  target: CodeFlowTarget;
  /** Where the code step's back arrow leads without JavaScript. */
  backHref: string;
  phoneLabel?: string;
  phoneFooter?: ReactNode;
  /** The code step's submit word without JavaScript (the sign-in's 'Войти' when absent). */
  codeSubmitLabel?: string;
  /** SmartCaptcha's site key: sending a code then runs the invisible captcha first. */
  captchaSiteKey?: string | null;
}) {
  const { view, setView, post } = flow;
  const { intents } = target;
  const captcha = useCaptchaBeforeSending(captchaSiteKey);
  const pending = flow.pending || captcha.checking;
  return (
    <div className="relative">
      {view.step === 'phone' ? (
        <PhoneStep
          target={target}
          label={phoneLabel}
          footer={phoneFooter}
          phone={view.phone}
          fieldError={view.fieldError}
          formError={view.formError}
          pending={pending}
          onPhoneChange={(phone) => setView({ step: 'phone', phone })}
          onInvalid={(message) => setView({ ...view, fieldError: message })}
          onSubmit={(phone, formatted) =>
            captcha.withToken(
              (token) => post({ intent: intents.phone, phone, formatted, token }),
              (formError) => setView({ step: 'phone', phone: view.phone, formError }),
            )
          }
        />
      ) : (
        <CodeStep
          target={target}
          phone={view.phone}
          resendAt={view.resendAt}
          resendIn={view.resendIn}
          error={view.error}
          resetSignal={flow.resetSignal}
          pending={pending}
          backHref={backHref}
          submitLabel={codeSubmitLabel}
          onBack={() => setView({ step: 'phone', phone: formatPhone(view.phone) })}
          onEdit={() => view.error && setView({ ...view, error: undefined })}
          onCode={(code) =>
            post({ intent: intents.code, phone: view.phone, code, resendAt: String(view.resendAt) })
          }
          onResend={() =>
            captcha.withToken(
              (token) =>
                post({ intent: intents.resend, phone: view.phone, resendAt: String(view.resendAt), token }),
              (error) => setView({ ...view, error }),
            )
          }
        />
      )}
      {captcha.containerRef && <div ref={captcha.containerRef} />}
      <LoadingOverlay show={pending} label="Отправляем…" />
    </div>
  );
}
