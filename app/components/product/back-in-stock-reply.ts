// What the 'Сообщить о поступлении' form gets back: as JSON to its fetcher, or through the
// flash after a post without JavaScript. Isomorphic: the action writes it, the form reads it.

export const BACK_IN_STOCK_FLASH = 'back-in-stock';
/** The form's anchor on the product page: a post without JavaScript comes back to it. */
export const BACK_IN_STOCK_ANCHOR = 'back-in-stock';

export const BACK_IN_STOCK_FIELDS = {
  intent: 'intent',
  sizeId: 'sizeId',
  contact: 'contact',
  alertId: 'alertId',
} as const;

export type BackInStockReply =
  | { status: 'subscribed'; sizeId: number; message: string }
  | {
      status: 'invalid';
      field: 'sizeId' | 'contact';
      message: string;
      sizeId: number | null;
      contact: string;
    }
  | { status: 'failed'; message: string };

/** A phone or an e-mail in one field: an '@' makes it an address. */
export function channelOf(contact: string): 'sms' | 'email' {
  return contact.includes('@') ? 'email' : 'sms';
}

/** The reply a flash carries, when it is this form's. */
export function backInStockReplyFromFlash(
  flash: { modal?: string; payload?: Record<string, unknown> } | null | undefined,
): BackInStockReply | null {
  if (!flash || flash.modal !== BACK_IN_STOCK_FLASH || !flash.payload) return null;
  const status = flash.payload.status;
  return status === 'subscribed' || status === 'invalid' || status === 'failed'
    ? (flash.payload as unknown as BackInStockReply)
    : null;
}
