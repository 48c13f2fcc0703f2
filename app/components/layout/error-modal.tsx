import { useLocation } from '@remix-run/react';
import { useState } from 'react';
import { useHydrated } from 'remix-utils/use-hydrated';
import { Button, ButtonLink } from '~/components/ui/button';
import { Modal } from '~/components/ui/modal';
import { Container } from './container';

/** docs/product.md#overlays-and-other-screens: the error modal's default message (not the API's input error, DEFAULT_ERROR_MESSAGE of the contract). */
export const ERROR_MODAL_TEXT = 'Попробуй загрузить страницу еще раз.';

/**
 * What an unexpected error shows: the page frame with the error modal open over it. Closing
 * the modal (with JavaScript) leaves a short note and a reload link; without JavaScript
 * 'Закрыть' reloads the page, which is the advice anyway.
 */
export function ErrorScreen({ message = ERROR_MODAL_TEXT }: { message?: string }) {
  const [open, setOpen] = useState(true);
  const hydrated = useHydrated();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return (
    <>
      <Container className="flex flex-col items-start gap-4 py-16">
        <h1 className="text-3xl font-black tracking-tight tablet:text-4xl">Страница не загрузилась</h1>
        <p className="text-brand-muted">{message}</p>
        <ButtonLink to={here} reloadDocument variant="secondary">
          Обновить страницу
        </ButtonLink>
      </Container>
      <Modal
        open={open}
        title="Что-то пошло не так!"
        closeHref={here}
        onClose={() => setOpen(false)}
        variant="center"
      >
        <p className="text-base text-brand-muted">{message}</p>
        {hydrated ? (
          <Button wide className="mt-6" onClick={() => setOpen(false)}>
            Закрыть
          </Button>
        ) : (
          <ButtonLink wide className="mt-6" to={here} reloadDocument>
            Закрыть
          </ButtonLink>
        )}
      </Modal>
    </>
  );
}
