import { useLocation, useNavigate } from '@remix-run/react';
import { Modal } from '~/components/ui/modal';
import { AgreementText } from './agreement-text';
import { reachGoals, signInGoals } from './analytics';
import { CodeFlowSteps, useCodeFlow } from './code-flow';
import { useSwipeToClose } from './drawer-swipe';
import { loginHref, loginStepFromUrl } from './login-url';
import { useSignInOpen } from './use-sign-in-open';
import { useSignInTarget } from './sign-in-form-fields';
import { useRootData } from '~/components/layout/use-root-data';

/** The checkout's user block: on phones the page scrolls to it after a sign-in (docs/product.md#sign-in-dialog). */
const CHECKOUT_USER_BLOCK = 'checkout-user';

/**
 * The sign-in dialog (docs/product.md#sign-in-dialog, docs/product.md#sign-in-flow), mounted by ./sign-in-dialog once it first opens. It is open while the URL has
 * ?login=… and the shopper is not signed in. With JavaScript the steps post through one
 * fetcher and the dialog follows its replies; without, the server draws the step its last
 * reply chose (root data `signIn`, from the flash), and each step is a plain form post.
 */
export function SignInModal() {
  const root = useRootData();
  const location = useLocation();
  const navigate = useNavigate();
  const target = useSignInTarget();
  const urlStep = loginStepFromUrl(new URL(`${location.pathname}${location.search}`, 'http://x.invalid'));
  const open = useSignInOpen();
  // '?login=code' without a phone in the flash (a reload) starts at the phone step (docs/product.md#sign-in-flow).
  const initial = root?.signIn ?? null;

  const close = () => {
    flow.reset();
    navigate(target.returnTo, { replace: true, preventScrollReset: true });
  };
  const flow = useCodeFlow({
    key: 'sign-in',
    target,
    initial: urlStep === 'code' && initial?.step !== 'code' ? null : initial,
    onDone(reply) {
      reachGoals(signInGoals(reply.isNewUser));
      close();
      if (root?.device === 'mobile') {
        document.getElementById(CHECKOUT_USER_BLOCK)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      }
    },
  });
  const swipe = useSwipeToClose(close);

  return (
    <Modal
      open={open}
      title="Вход или регистрация"
      closeHref={target.returnTo}
      onClose={close}
      variant="drawer"
      maxWidth={472}
    >
      <div {...swipe}>
        <CodeFlowSteps
          flow={flow}
          target={target}
          backHref={loginHref(target.returnTo, 'phone')}
          phoneFooter={<AgreementText />}
          captchaSiteKey={root?.captchaSiteKey ?? null}
        />
      </div>
    </Modal>
  );
}
