import { useFetcher, useLocation, useNavigate } from '@remix-run/react';
import { useEffect, useMemo, useState } from 'react';
import { CartNotice } from '~/components/basket/cart-notice';
import type { action as subscribeAction } from '~/routes/resources.subscribe/route';
import { subscribeOutcomeOf } from './subscribe-reply';
import { formErrorOf, type FormReply, replyOf } from '~/forms/form-reply';
import { readFlash } from '~/forms/flash';
import { subscribeOpenIn, withoutSubscribe } from './subscribe-url';
import { rememberPrompted, useSubscribePrompt } from './use-subscribe-prompt';
import { useRootData } from '~/components/layout/use-root-data';
import { lazyPart, useOnceTrue } from '~/components/platform/lazy-part';
import type { SubscribeView as View } from './subscribe-dialogs';

const SubscribeDialogs = lazyPart(() => import('./subscribe-dialogs').then((m) => m.SubscribeDialogs));

/** Where the modal starts on a page drawn by the server: the flash's reply, or the URL. */
function initialView(reply: FormReply | null, urlOpen: boolean): View {
  if (reply && subscribeOutcomeOf(reply) === 'subscribed') return 'success';
  return urlOpen ? 'form' : 'closed';
}

/**
 * The subscribe modal and its success modal (docs/product.md#overlays-and-other-screens, docs/product.md#subscribe, docs/product.md#errors), mounted once in root.tsx. It
 * opens from '?subscribe=open' (the footer link, the home page's band; the server draws it
 * open for a browser without JavaScript) or offers itself once per visitor (use-subscribe-prompt).
 * Replies: subscribed → the success modal; a message → under its field; a failure → a notice,
 * and the modal closes.
 */
export function SubscribeModal() {
  const root = useRootData();
  const location = useLocation();
  const navigate = useNavigate();
  const fetcher = useFetcher<typeof subscribeAction>({ key: 'subscribe' });
  const here = `${location.pathname}${location.search}`;
  const urlOpen = subscribeOpenIn(location.search);

  // The flash's reply is read once: it belongs to the page load the redirect made.
  const [flashReply] = useState(() => readFlash(root?.flash, 'subscribe')?.reply ?? null);
  const [view, setView] = useState<View>(() => initialView(flashReply, urlOpen));
  const [notice, setNotice] = useState(formErrorOf(flashReply));
  // One object per answer: the form tells a new reply from the one it has shown by identity.
  const fetcherReply = useMemo(() => replyOf(fetcher.data), [fetcher.data]);
  const reply = fetcherReply ?? flashReply;

  // The URL opens and closes the form (a link to ?subscribe=open, the back button).
  useEffect(() => {
    if (urlOpen) {
      rememberPrompted();
      setView((current) => (current === 'success' ? current : 'form'));
    } else {
      setView((current) => (current === 'form' ? 'closed' : current));
    }
  }, [urlOpen]);

  const leaveUrl = () => {
    if (urlOpen) navigate(withoutSubscribe(here), { replace: true, preventScrollReset: true });
  };

  // Follows each reply of the fetcher.
  useEffect(() => {
    const data = fetcherReply;
    const outcome = data && subscribeOutcomeOf(data);
    if (!outcome || outcome === 'invalid') return;
    if (outcome === 'subscribed') {
      rememberPrompted();
      setView('success');
    } else {
      const message = formErrorOf(data);
      console.error('[subscribe] the subscription failed:', message);
      setNotice(message);
      setView('closed');
    }
    leaveUrl();
    // leaveUrl reads the current URL; running it twice for one reply is harmless.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcherReply]);

  const quiet = !root || !root.cookieConsent || root.cityPrompt !== null || root.cityModal !== null;
  useSubscribePrompt(() => setView((current) => (current === 'closed' ? 'form' : current)), quiet);

  const close = () => {
    setView('closed');
    leaveUrl();
  };
  const closeHref = withoutSubscribe(here);

  // The dialogs' code (the form, its checks) is fetched when one first opens.
  const mounted = useOnceTrue(view !== 'closed');
  return (
    <>
      {mounted && (
        <SubscribeDialogs
          view={view}
          fetcher={fetcher}
          reply={reply}
          here={here}
          closeHref={closeHref}
          onClose={close}
        />
      )}
      {notice && <CartNotice text={notice} closeHref={here} onClose={() => setNotice(null)} />}
    </>
  );
}
