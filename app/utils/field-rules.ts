import { normalizePhone } from './phone';

// The form rules of docs/product.md#validation with their exact Russian texts, as plain functions: the browser's
// checks of the sign-in and subscribe forms run them without zod, and ./validation wraps the
// same functions in the schemas the storefront's actions and the commerce API parse with, so
// a person sees the same words whichever side caught the mistake.

export const VALIDATION_MESSAGES = {
  phoneRequired: 'Пожалуйста, укажи свой телефон',
  phoneInvalid: 'Введи корректный номер телефона в формате +7 (9xx) xxx-xx-xx',
  nameRequired: 'Пожалуйста, укажи свое имя',
  lastNameRequired: 'Пожалуйста, укажи свою фамилию',
  minTwoCharacters: 'Пожалуйста, введи не менее 2 символов',
  lettersAndHyphenOnly: 'Можно использовать только буквы и дефис',
  tooLong: 'Слишком длинное значение',
  emailRequired: 'Пожалуйста, укажи свой email',
  emailInvalid: 'E-mail указан неверно',
  agreementRequired: 'Нужно дать согласие',
} as const;

const M = VALIDATION_MESSAGES;

/** Cyrillic and Latin letters and the hyphen (docs/product.md#validation: names, lastnames, patronymics). */
const PERSON_NAME = /^[A-Za-zА-Яа-яЁё-]+$/;
/** Letters, digits and ._%+- before the @, then a dotted domain (docs/product.md#validation). */
const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9А-Яа-яЁё-]+(\.[A-Za-z0-9А-Яа-яЁё-]+)*\.[A-Za-zА-Яа-яЁё]{2,}$/;

const NAME_MAX = 50;
const EMAIL_MAX = 254;

export interface TextRule {
  /** Message for an empty value; without it the value may be empty. */
  required?: string;
  min?: number;
  max: number;
  pattern: RegExp;
  invalid: string;
}

export const TEXT_RULES = {
  /** First name: required, at least 2 letters or hyphens. */
  name: {
    required: M.nameRequired,
    min: 2,
    max: NAME_MAX,
    pattern: PERSON_NAME,
    invalid: M.lettersAndHyphenOnly,
  },
  /** Last name: required, at least 2 letters or hyphens. */
  lastName: {
    required: M.lastNameRequired,
    min: 2,
    max: NAME_MAX,
    pattern: PERSON_NAME,
    invalid: M.lettersAndHyphenOnly,
  },
  /** Patronymic: optional (may be empty), letters and hyphens. */
  patronymic: { max: NAME_MAX, pattern: PERSON_NAME, invalid: M.lettersAndHyphenOnly },
  /** Email: required and pattern-checked. */
  email: { required: M.emailRequired, max: EMAIL_MAX, pattern: EMAIL, invalid: M.emailInvalid },
} satisfies Record<string, TextRule>;

/**
 * The first mistake of a text, trimmed, in the order a person reads them (empty, too short,
 * wrong characters), so each field shows a single message; null when it is fine.
 */
export function textMistake(rule: TextRule, text: string): string | null {
  const value = text.trim();
  if (value === '') return rule.required ?? null;
  if (rule.min && value.length < rule.min) return M.minTwoCharacters;
  if (value.length > rule.max) return M.tooLong;
  if (!rule.pattern.test(value)) return rule.invalid;
  return null;
}

/**
 * A Russian mobile phone as typed ('+7 (999) 123-45-67', '89991234567' …): the payload form
 * '+79991234567', or the spec's message.
 */
export function readPhone(text: string): { phone: string } | { mistake: string } {
  const value = text.trim();
  // The untouched field holds only the '+7 (' prefix: that is an empty phone, too.
  if (/^\+?7?\s*\(?\s*$/.test(value)) return { mistake: M.phoneRequired };
  const phone = normalizePhone(value);
  return phone ? { phone } : { mistake: M.phoneInvalid };
}
