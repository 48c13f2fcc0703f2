import { useFetcher, useLocation, useNavigate, useRouteLoaderData } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { Modal } from '~/components/ui/modal';
import { LoadingOverlay } from '~/components/ui/spinner';
import type { RootData } from '~/sessions/root-data.server';
import { RETURN_TO_FIELD, VIA_FIELD } from '~/sessions/form-fields';
import { formatPhone, PHONE_PREFIX } from '~/utils/phone';
import { reachGoals, signInGoals } from './analytics';
import { CodeStep } from './code-step';
import { useSwipeToClose } from './drawer-swipe';
import { loginHref, loginStepFromUrl, withoutLogin } from './login-url';
import { PhoneStep } from './phone-step';
import type { SignInReply } from './sign-in-reply';
import { SIGN_IN_ACTION, useSignInReturnPath } from './sign-in-form-fields';

type View =
  | { step: 'phone'; phone: string; fieldError?: string; formError?: string }
  | { step: 'code'; phone: string; resendAt: number; resendIn: number; error?: string };

/** The view a server reply (fetcher answer or flash) asks for; null for 'done'. */
function viewOf(reply: SignInReply | null, now: number): View | null {
  if (!reply) return { step: 'phone', phone: PHONE_PREFIX };
  switch (reply.step) {
    case 'phone':
      return {
        step: 'phone',
        phone: reply.phone ? formatPhone(reply.phone) : PHONE_PREFIX,
        fieldError: reply.fieldError,
        formError: reply.formError,
      };
    case 'code':
      return { ...reply, resendAt: now + reply.resendIn * 1000 };
    case 'done':
      return null;
  }
}

const CHECKOUT_USER_BLOCK = 'checkout-user';

/**
 * The sign-in dialog (spec §2, §4), mounted once in root.tsx. It is open while the URL has
 * ?login=… and the shopper is not signed in. With JavaScript the steps post through one
 * fetcher and the dialog follows its replies; without, the server draws the step its last
 * reply chose (root data `signIn`, from the flash), and each step is a plain form post.
 */
export function SignInDialog() {
  const root = useRouteLoaderData('root') as RootData | undefined;
  const location = useLocation();
  const navigate = useNavigate();
  const returnPath = useSignInReturnPath();
  const fetcher = useFetcher<SignInReply>({ key: 'sign-in' });
  const urlStep = loginStepFromUrl(new URL(`${location.pathname}${location.search}`, 'http://x.invalid'));
  const open = urlStep !== null && !root?.isAuth;

  const [view, setView] = useState<View>(() => {
    const initial = viewOf(root?.signIn ?? null, Date.now());
    // '?login=code' without a phone in the flash (a reload): back to the phone step (spec §4).
    return initial && !(urlStep === 'code' && initial.step !== 'code')
      ? initial
      : { step: 'phone', phone: PHONE_PREFIX };
  });
  const [resetSignal, setResetSignal] = useState(0);
  const pending = fetcher.state !== 'idle';

  const close = () => {
    setView({ step: 'phone', phone: PHONE_PREFIX });
    navigate(withoutLogin(`${location.pathname}${location.search}`), {
      replace: true,
      preventScrollReset: true,
    });
  };
  const swipe = useSwipeToClose(close);

  // Follows each reply of the fetcher.
  useEffect(() => {
    const reply = fetcher.data;
    if (!reply) return;
    if (reply.step === 'done') {
      reachGoals(signInGoals(reply.isNewUser));
      close();
      if (root?.device === 'mobile') {
        document.getElementById(CHECKOUT_USER_BLOCK)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      }
      return;
    }
    const next = viewOf(reply, Date.now());
    if (next) setView(next);
    // A failed code empties the boxes (spec §5).
    if (reply.step === 'code' && reply.error) setResetSignal((n) => n + 1);
    // close() only navigates and resets state; running it for the same reply twice is harmless.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.data]);

  const post = (fields: Record<string, string>) => {
    if (pending) return;
    fetcher.submit(
      { ...fields, [RETURN_TO_FIELD]: returnPath, [VIA_FIELD]: 'fetcher' },
      { method: 'post', action: SIGN_IN_ACTION },
    );
  };

  return (
    <Modal
      open={open}
      title="Вход или регистрация"
      closeHref={returnPath}
      onClose={close}
      variant="drawer"
      maxWidth={472}
    >
      <div className="relative" {...swipe}>
        {view.step === 'phone' ? (
          <PhoneStep
            phone={view.phone}
            fieldError={view.fieldError}
            formError={view.formError}
            pending={pending}
            onPhoneChange={(phone) => setView({ step: 'phone', phone })}
            onInvalid={(message) => setView({ ...view, fieldError: message })}
            onSubmit={(phone, formatted) => post({ intent: 'phone', phone, formatted, token: '' })}
          />
        ) : (
          <CodeStep
            phone={view.phone}
            resendAt={view.resendAt}
            resendIn={view.resendIn}
            error={view.error}
            resetSignal={resetSignal}
            pending={pending}
            backHref={loginHref(returnPath, 'phone')}
            onBack={() => setView({ step: 'phone', phone: formatPhone(view.phone) })}
            onEdit={() => view.error && setView({ ...view, error: undefined })}
            onCode={(code) =>
              post({ intent: 'code', phone: view.phone, code, resendAt: String(view.resendAt) })
            }
            onResend={() => post({ intent: 'resend', phone: view.phone, resendAt: String(view.resendAt) })}
          />
        )}
        <LoadingOverlay show={pending} label="Отправляем…" />
      </div>
    </Modal>
  );
}
