import { Link } from '@remix-run/react';
import { useHydrated } from 'remix-utils/use-hydrated';
import { Icon } from '~/components/ui/icon';

const CLOSE = 'inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full hover:bg-white/10';

/**
 * A short notice at the bottom of the screen (a basket action that failed, docs/product.md#errors). Without
 * JavaScript its cross is a link to the page, which no longer carries the flash.
 */
export function CartNotice({
  text,
  closeHref,
  onClose,
}: {
  text: string;
  closeHref: string;
  onClose: () => void;
}) {
  const hydrated = useHydrated();
  return (
    <div
      role="alert"
      className="fixed inset-x-4 bottom-4 z-modal mx-auto flex max-w-md items-center gap-3 rounded-2xl bg-brand px-4 py-3 text-sm text-white shadow-2xl"
    >
      <p className="flex-1">{text}</p>
      {hydrated ? (
        <button type="button" onClick={onClose} title="Закрыть" aria-label="Закрыть" className={CLOSE}>
          <Icon name="close" size={20} />
        </button>
      ) : (
        <Link
          to={closeHref}
          replace
          preventScrollReset
          title="Закрыть"
          aria-label="Закрыть"
          className={CLOSE}
        >
          <Icon name="close" size={20} />
        </Link>
      )}
    </div>
  );
}
