/**
 * The mark of a demo shop (SHOP_MODE=demo, the default): a thin line above every page, drawn by
 * the server, so nobody takes the demo for a live shop. Quiet on purpose: it names the mode, it
 * does not advertise it. A `role="note"` landmark-free line screen readers read in order.
 */
export function DemoMark() {
  return (
    <p role="note" data-demo-mark className="bg-brand-soft px-4 py-1 text-center text-xs text-brand-muted">
      <span className="font-semibold text-brand">Демо-магазин</span>
      <span>: заказы и оплата здесь не настоящие</span>
    </p>
  );
}
