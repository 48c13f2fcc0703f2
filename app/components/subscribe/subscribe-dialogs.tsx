import type { useFetcher } from '@remix-run/react';
import { useHydrated } from 'remix-utils/use-hydrated';
import { SUBSCRIBE_TEXTS } from '~/commerce/contract/subscribe-texts';
import { Button, ButtonLink } from '~/components/ui/button';
import { Modal } from '~/components/ui/modal';
import type { FormReply } from '~/forms/form-reply';
import type { action as subscribeAction } from '~/routes/resources.subscribe/route';
import { SubscribeForm } from './subscribe-form';

/** Which of the two dialogs shows. */
export type SubscribeView = 'closed' | 'form' | 'success';

type SubscribeDialogsProps = {
  view: SubscribeView;
  fetcher: ReturnType<typeof useFetcher<typeof subscribeAction>>;
  reply: FormReply | null;
  here: string;
  closeHref: string;
  onClose: () => void;
};

/** The subscribe modal and its success modal (docs/product.md#overlays-and-other-screens), as ./subscribe-modal drives them. */
export function SubscribeDialogs({
  view,
  fetcher,
  reply,
  here,
  closeHref,
  onClose: close,
}: SubscribeDialogsProps) {
  const hydrated = useHydrated();
  return (
    <>
      <Modal
        open={view === 'form'}
        title={SUBSCRIBE_TEXTS.title}
        closeHref={closeHref}
        onClose={close}
        variant="drawer"
        maxWidth={472}
      >
        <SubscribeForm fetcher={fetcher} reply={reply} returnTo={here} />
      </Modal>
      <Modal
        open={view === 'success'}
        title={SUBSCRIBE_TEXTS.successTitle}
        closeHref={closeHref}
        onClose={close}
        variant="center"
        maxWidth={472}
      >
        <p className="text-base text-neutral-700">{SUBSCRIBE_TEXTS.successText}</p>
        {hydrated ? (
          <Button size="lg" wide className="mt-6" onClick={close}>
            {SUBSCRIBE_TEXTS.close}
          </Button>
        ) : (
          <ButtonLink to={closeHref} replace preventScrollReset size="lg" wide className="mt-6">
            {SUBSCRIBE_TEXTS.close}
          </ButtonLink>
        )}
      </Modal>
    </>
  );
}
