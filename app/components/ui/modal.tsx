import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from './dialog';
import { Link, useNavigate } from '@remix-run/react';
import { useEffect, useId, useState, type CSSProperties, type ReactNode } from 'react';
import { useHydrated } from 'remix-utils/use-hydrated';
import { cx } from './class-names';
import { Icon } from './icon';

/**
 * side: right-hand panel from the tablet breakpoint, bottom sheet below it (the city modal).
 * center: a centred box on every screen, 20 px from the edges (the error modal).
 * drawer: bottom sheet on narrow screens, centred box from the tablet breakpoint (sign-in).
 */
export type ModalVariant = 'side' | 'center' | 'drawer';

type ModalProps = {
  open: boolean;
  title: ReactNode;
  /** Where "Закрыть" leads: the current page without the parameter or flash that opened the dialog. */
  closeHref: string;
  /** Called instead of navigating to closeHref when JavaScript runs (a dialog held in state). */
  onClose?: () => void;
  variant?: ModalVariant;
  /** Panel width limit in px on wide screens; docs/product.md#constants-and-limits: the sign-in dialog is at most 472. */
  maxWidth?: number;
  children: ReactNode;
};

const LAYOUT: Record<ModalVariant, { frame: string; panel: string; motion: string }> = {
  side: {
    frame: 'items-end tablet:items-stretch tablet:justify-end',
    panel:
      'max-h-[90dvh] rounded-t-3xl tablet:h-full tablet:max-h-none tablet:max-w-[var(--modal-width)] tablet:rounded-none',
    motion:
      'data-[closed]:translate-y-full tablet:data-[closed]:translate-x-full tablet:data-[closed]:translate-y-0',
  },
  center: {
    frame: 'items-center justify-center px-5 py-5',
    panel: 'max-h-full max-w-[var(--modal-width)] rounded-3xl',
    motion: 'data-[closed]:scale-95 data-[closed]:opacity-0',
  },
  drawer: {
    frame: 'items-end tablet:items-center tablet:justify-center tablet:px-5 tablet:py-5',
    panel:
      'max-h-[90dvh] rounded-t-3xl tablet:max-h-full tablet:max-w-[var(--modal-width)] tablet:rounded-3xl',
    motion:
      'data-[closed]:translate-y-full tablet:data-[closed]:translate-y-0 tablet:data-[closed]:opacity-0',
  },
};

const FRAME = 'fixed inset-0 z-modal flex';
const BACKDROP = 'fixed inset-0 bg-black/50';
// --panel-pad is the panel's padding, for content that must reach its edges (a sticky bar).
const PANEL =
  'relative flex w-full flex-col overflow-y-auto bg-white p-[--panel-pad] shadow-2xl [--panel-pad:1.5rem] tablet:[--panel-pad:2rem]';
const CLOSE_BUTTON =
  'absolute right-4 top-4 inline-flex h-10 w-10 items-center justify-center rounded-full text-brand hover:bg-brand-soft';
const TITLE = 'pr-10 text-xl font-bold leading-tight tablet:text-2xl';

/**
 * A dialog that works with and without JavaScript. The server (and the first browser render,
 * so hydration matches) draws it as plain markup whose close button and backdrop are links to
 * closeHref; once hydrated, Headless UI takes over with a focus trap, Escape and outside click.
 */
export function Modal({
  open,
  title,
  closeHref,
  onClose,
  variant = 'center',
  maxWidth = 472,
  children,
}: ModalProps) {
  const hydrated = useHydrated();
  // Open in the server's markup (a no-JS link such as ?login=open): that markup stays until
  // Headless UI arrives. A dialog opened later appears once Headless UI has loaded, so its
  // first Escape or outside click always reaches the live dialog.
  // (A dialog whose code loads when it first opens mounts open, after hydration: not the server's.)
  const [drawnByServer] = useState(open && !hydrated);
  const navigate = useNavigate();
  const opening = useOpeningNumber(open);
  const layout = LAYOUT[variant];
  const style = { '--modal-width': `${maxWidth}px` } as CSSProperties;

  const staticModal = open ? (
    <StaticModal title={title} closeHref={closeHref} layout={layout} style={style}>
      {children}
    </StaticModal>
  ) : null;
  if (!hydrated) return staticModal;

  const close = onClose ?? (() => navigate(closeHref, { replace: true, preventScrollReset: true }));
  // Until Headless UI has loaded (ui/dialog), a server-drawn dialog stays as drawn, and Escape
  // already closes it: a shopper who presses it at once must not be ignored.
  const loadingModal =
    open && drawnByServer ? (
      <StaticModal title={title} closeHref={closeHref} layout={layout} style={style} onEscape={close}>
        {children}
      </StaticModal>
    ) : null;
  return (
    <Dialog
      key={opening}
      open={open}
      onClose={close}
      fallback={loadingModal}
      transition
      // Headless UI names the dialog by its title (aria-labelledby) only from the render after
      // the title registers: a dialog whose code loaded as it opened is nameless for that moment
      // (axe caught it). The title as aria-label names it from the first render on.
      aria-label={typeof title === 'string' ? title : undefined}
      className="relative z-modal focus:outline-none"
    >
      {/* Once closing (data-closed), nothing of the dialog takes clicks: if a busy browser never
          reports the end of the fade, the page under it still works. While open, a click
          outside the panel lands on the backdrop, and Headless UI closes the dialog. */}
      <DialogBackdrop
        transition
        className={cx(
          BACKDROP,
          'transition-opacity duration-300 data-[closed]:pointer-events-none data-[closed]:opacity-0',
        )}
      />
      <div className={cx(FRAME, layout.frame, 'pointer-events-none')}>
        <DialogPanel
          transition
          style={style}
          className={cx(
            PANEL,
            layout.panel,
            'pointer-events-auto transition duration-300 ease-out data-[closed]:pointer-events-none',
            layout.motion,
          )}
        >
          <DialogTitle className={TITLE}>{title}</DialogTitle>
          <button type="button" onClick={close} title="Закрыть" aria-label="Закрыть" className={CLOSE_BUTTON}>
            <Icon name="close" />
          </button>
          <div className="mt-5">{children}</div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

/**
 * Counts the times `open` turned true. Keyed by it, each opening gets a Dialog of its own:
 * Headless UI 2.2 can stall when `open` flips while a transition runs (tailwindlabs/headlessui
 * #3892), and a shopper who closes the cart-added modal and taps 'В корзину' again at once
 * reopens it mid-fade; the fading dialog then never came back. A new opening now replaces a
 * fading one instead of reversing it.
 */
function useOpeningNumber(open: boolean): number {
  const [seen, setSeen] = useState({ open, number: 0 });
  // Adjusting state while rendering (React's pattern for "state from the previous render"):
  // the new key is in place before the Dialog ever sees the flip.
  if (seen.open !== open) setSeen({ open, number: open ? seen.number + 1 : seen.number });
  return seen.number;
}

type StaticModalProps = {
  title: ReactNode;
  closeHref: string;
  layout: (typeof LAYOUT)[ModalVariant];
  style: CSSProperties;
  /** Once hydrated, while Headless UI loads: Escape closes the dialog as it will afterwards. */
  onEscape?: () => void;
  children: ReactNode;
};

/** The server-rendered dialog: links close it, data-modal-static lets the body stop scrolling. */
function StaticModal({ title, closeHref, layout, style, onEscape, children }: StaticModalProps) {
  const titleId = useId();
  useEffect(() => {
    if (!onEscape) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onEscape();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onEscape]);
  return (
    <div data-modal-static="" className="relative z-modal">
      {/* The backdrop is a link too, so a click outside closes the dialog without JavaScript. */}
      <Link to={closeHref} replace preventScrollReset aria-hidden tabIndex={-1} className={BACKDROP} />
      <div className={cx(FRAME, layout.frame, 'pointer-events-none')}>
        <div
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          style={style}
          className={cx(PANEL, layout.panel, 'pointer-events-auto')}
        >
          <h2 id={titleId} className={TITLE}>
            {title}
          </h2>
          <Link
            to={closeHref}
            replace
            preventScrollReset
            title="Закрыть"
            aria-label="Закрыть"
            className={CLOSE_BUTTON}
          >
            <Icon name="close" />
          </Link>
          <div className="mt-5">{children}</div>
        </div>
      </div>
    </div>
  );
}
