// The styling widget of docs/product.md#api-calls (a third party that suggests outfits). The spec does not name
// the vendor, so this is the interface the shop expects of its script (docs/decisions/
// styling-widget.md): loading STYLING_WIDGET_SCRIPT_URL defines `window.StylingWidget`; the
// shop calls `init` once per mount with the key, 'ru', the user id, a container and two
// callbacks, then `setCart` whenever the basket changes, and `destroy` when the page leaves.

export type StylingWidgetInit = {
  /** STYLING_WIDGET_KEY. */
  key: string;
  /** docs/product.md#api-calls: the widget speaks Russian. */
  lang: 'ru';
  /** The signed-in shopper's id, null for a guest. */
  userId: number | null;
  /** Where the widget draws itself. */
  container: HTMLElement;
  /** The colours the shopper keeps in favourites, for the widget's hearts. */
  favoriteIds: number[];
  /** The sizes in the basket (basket productIds), for the widget's cart list. */
  cart: number[];
  /** The shopper tapped a heart in the widget: `colorId` is the colour (product card) id. */
  onFavoriteToggle: (colorId: number) => void;
  /** The shopper asked for a size (`productId`, the basket's size id) to go into the basket. */
  onAddToCart: (productId: number) => void;
};

export interface StylingWidgetApi {
  init(options: StylingWidgetInit): void;
  /** The basket's sizes now: the widget's cart list follows the basket. */
  setCart(productIds: number[]): void;
  destroy?(): void;
}

declare global {
  interface Window {
    StylingWidget?: StylingWidgetApi;
  }
}

/** docs/product.md#constants-and-limits: adds from the widget wait for 300 ms of quiet. */
export const WIDGET_ADD_DEBOUNCE_MS = 300;

/** The widget's API once its script ran, or null when the script defined none. */
export function stylingWidgetApi(): StylingWidgetApi | null {
  const api = window.StylingWidget;
  return api && typeof api.init === 'function' && typeof api.setCart === 'function' ? api : null;
}
