/** Escapes text for HTML letters: shoppers' names and addresses are typed by them. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A letter's HTML: the paragraphs given (already HTML), in the shop's plain frame. */
export function letterHtml(title: string, body: string): string {
  return [
    '<!doctype html><html lang="ru"><head><meta charset="utf-8">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f4f4f4;font-family:Arial,sans-serif;color:#111">',
    '<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:16px;padding:24px">',
    body,
    '<p style="color:#777;font-size:13px">Шаг — кроссовки, обувь и одежда</p>',
    '</div></body></html>',
  ].join('');
}
