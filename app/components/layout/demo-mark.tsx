import type { DemoMarkText } from './demo-mark-text';

/**
 * The mark of a demo shop (SHOP_MODE=demo, the default): a thin line above every page, drawn by
 * the server (no script), so nobody takes the demo for a live shop. Quiet on purpose: small
 * muted text on the soft grey the shop uses for panels. It comes first after the skip link, so
 * a screen reader meets it before the header; `role="note"` says it is an aside, not content.
 */
export function DemoMark({ text }: { text: DemoMarkText }) {
  return (
    <p role="note" data-demo-mark className="bg-brand-soft px-4 py-1 text-center text-xs text-brand-muted">
      <span className="font-semibold text-brand">{text.title}</span>
      <span>: {text.note}</span>
    </p>
  );
}
