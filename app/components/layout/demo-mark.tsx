/**
 * The mark of a demo shop (SHOP_MODE=demo, the default): a thin line above every page, drawn by
 * the server (no script), so nobody takes the demo for a live shop. Quiet on purpose: small
 * muted text on the soft grey the shop uses for panels. It comes first after the skip link, so
 * a screen reader meets it before the header; `role="note"` says it is an aside, not content.
 */
export function DemoMark() {
  return (
    <p role="note" data-demo-mark className="bg-brand-soft px-4 py-1 text-center text-xs text-brand-muted">
      <span className="font-semibold text-brand">Демо-магазин</span>
      <span>: заказы и оплата здесь не настоящие</span>
    </p>
  );
}
