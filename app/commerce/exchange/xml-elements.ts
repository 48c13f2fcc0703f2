/**
 * A small element tree for one CommerceML record (a Товар, a Предложение …): the streaming
 * reader builds one at a time and forgets it once mapped, so memory does not grow with
 * the file.
 */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

export function newElement(name: string, attributes: Record<string, string>): XmlElement {
  return { name, attributes, children: [], text: '' };
}

/** The first child with this name. */
export function child(element: XmlElement | undefined, name: string): XmlElement | undefined {
  return element?.children.find((c) => c.name === name);
}

/** Every child with this name. */
export function children(element: XmlElement | undefined, name: string): XmlElement[] {
  return element ? element.children.filter((c) => c.name === name) : [];
}

/** Trimmed text of the element at a path of child names ('Цены', 'Цена'), '' when absent. */
export function textAt(element: XmlElement | undefined, ...path: string[]): string {
  let node = element;
  for (const name of path) node = child(node, name);
  return node?.text.trim() ?? '';
}

/** A CommerceML number ('1 290,50', '1290.5') or null when it is none. */
export function parseNumber(text: string): number | null {
  const cleaned = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (cleaned === '') return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

/** CommerceML booleans: 'true', 'false', 'да', 'нет' (1С writes both spellings). */
export function parseFlag(text: string): boolean {
  return /^(true|да|1)$/i.test(text.trim());
}
