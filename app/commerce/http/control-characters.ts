// PostgreSQL refuses text containing NUL, and no field, path or parameter of ours needs control
// characters: every value from a request loses them before it can reach a query.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
// eslint-disable-next-line no-control-regex
const ANY_CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The text with each control character (NUL included; not tab or line breaks) turned into a space. */
export function blankControlCharacters(text: string): string {
  return text.replace(CONTROL_CHARACTERS, ' ');
}

/** True when the text holds a character blankControlCharacters would replace. */
export function hasControlCharacters(text: string): boolean {
  return ANY_CONTROL_CHARACTER.test(text);
}
