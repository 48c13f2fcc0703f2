/**
 * Builders of stored content blocks, so seed texts read like the page they make:
 * `h2('Как вернуть')`, `p('…')`, `ul('…', '…')`. Texts may carry {{tokens}} that the API
 * fills with the shop's current numbers (see text-values.server.ts).
 */
import type { ContentBlock } from '../contract/content-blocks';
import type { GeneratedSource, StoredBlock } from './stored-blocks';

export function h2(text: string): ContentBlock {
  return { type: 'heading', level: 2, text };
}

export function h3(text: string): ContentBlock {
  return { type: 'heading', level: 3, text };
}

export function p(text: string): ContentBlock {
  return { type: 'paragraph', text };
}

export function ul(...items: string[]): ContentBlock {
  return { type: 'list', ordered: false, items };
}

export function ol(...items: string[]): ContentBlock {
  return { type: 'list', ordered: true, items };
}

export function table(columns: string[], rows: string[][], caption?: string): ContentBlock {
  return caption === undefined ? { type: 'table', columns, rows } : { type: 'table', caption, columns, rows };
}

/** A tip. */
export function note(text: string): ContentBlock {
  return { type: 'note', tone: 'info', text };
}

/** Something easy to get wrong. */
export function warning(text: string): ContentBlock {
  return { type: 'note', tone: 'warning', text };
}

export function links(...items: [text: string, url: string][]): ContentBlock {
  return { type: 'links', items: items.map(([text, url]) => ({ text, url })) };
}

/** A block the API builds from live data when the page is read (a table of levels …). */
export function generated(source: GeneratedSource): StoredBlock {
  return { type: 'generated', source };
}
