import { useRootData } from '~/components/layout/use-root-data';
import { lazyPart } from '~/components/platform/lazy-part';

// The widget's code (its basket and favourites bridges) is fetched only where it is switched on.
const StylingWidgetBox = lazyPart(() => import('./styling-widget-box').then((m) => m.StylingWidgetBox));

/**
 * The styling widget at the bottom of the 404 and product pages (docs/product.md#overlays-and-other-screens, docs/product.md#api-calls), when
 * STYLING_WIDGET_SCRIPT_URL and STYLING_WIDGET_KEY are set; nothing otherwise.
 */
export function StylingWidgetMount() {
  const on = useRootData()?.marketing.stylingWidget != null;
  return on ? <StylingWidgetBox /> : null;
}
