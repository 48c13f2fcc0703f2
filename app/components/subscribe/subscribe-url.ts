// The subscribe modal is driven by the URL, so a browser without JavaScript gets it rendered
// open by the server: '?subscribe=open' opens it. Whatever opens it on purpose (the footer's
// 'Подписаться на рассылку', the home page's band) is a plain link to such an address.

import { sameSitePathOf, withoutParams } from '~/utils/return-path';

export const SUBSCRIBE_PARAM = 'subscribe';
export const SUBSCRIBE_OPEN = 'open';

/** True when the address opens the modal. */
export function subscribeOpenIn(search: string): boolean {
  return new URLSearchParams(search).get(SUBSCRIBE_PARAM) === SUBSCRIBE_OPEN;
}

/** `path` (pathname + search) with the modal open. */
export function subscribeHref(path: string): string {
  const url = new URL(withoutParams(path, [SUBSCRIBE_PARAM]), 'http://x.invalid');
  url.searchParams.set(SUBSCRIBE_PARAM, SUBSCRIBE_OPEN);
  url.hash = '';
  return sameSitePathOf(url);
}

/** `path` with the modal closed. */
export function withoutSubscribe(path: string): string {
  return withoutParams(path, [SUBSCRIBE_PARAM]);
}
