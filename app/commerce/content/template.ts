/**
 * {{tokens}} in content texts: numbers the shop's rules own (the courier fee, the free
 * delivery threshold, the bonus cap …) are written into texts as tokens and filled when a
 * page is read, so a text always states what the checkout does, even after a setting changes.
 */

/** Token name → its text. */
export type TextValues = Readonly<Record<string, string>>;

const TOKEN = /\{\{\s*([A-Za-z][A-Za-z0-9_.]*)\s*\}\}/g;

/** The names of the tokens a text uses. */
export function tokensOf(text: string): string[] {
  return [...text.matchAll(TOKEN)].map((match) => match[1]);
}

/** A text with its known tokens replaced; an unknown token stays as written, so it shows up in review. */
export function fillTokens(text: string, values: TextValues): string {
  return text.replace(TOKEN, (whole, name: string) => (Object.hasOwn(values, name) ? values[name] : whole));
}
