import { z } from 'zod';
import { normalizePhone } from './phone';

/**
 * The form rules of spec §5 with their exact Russian texts. Isomorphic: the storefront's
 * forms and the commerce API validate with the same schemas, so a person sees the same words
 * whether the browser or the server caught the mistake.
 */
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

/** Cyrillic and Latin letters and the hyphen (spec §5: names, lastnames, patronymics). */
const PERSON_NAME = /^[A-Za-zА-Яа-яЁё-]+$/;
/** Letters, digits and ._%+- before the @, then a dotted domain (spec §5). */
const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9А-Яа-яЁё-]+(\.[A-Za-z0-9А-Яа-яЁё-]+)*\.[A-Za-zА-Яа-яЁё]{2,}$/;

const NAME_MAX = 50;
const EMAIL_MAX = 254;

interface TextRule {
  /** Message for an empty value; without it the value may be empty. */
  required?: string;
  min?: number;
  max: number;
  pattern: RegExp;
  invalid: string;
}

/**
 * A trimmed text checked in the order a person reads the mistakes (empty, too short, wrong
 * characters), reporting only the first one so each field shows a single message.
 */
function textField(rule: TextRule) {
  return z
    .string({ required_error: rule.required ?? rule.invalid, invalid_type_error: rule.invalid })
    .trim()
    .superRefine((value, ctx) => {
      const fail = (message: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, message });
      if (value === '') {
        if (rule.required) fail(rule.required);
      } else if (rule.min && value.length < rule.min) {
        fail(M.minTwoCharacters);
      } else if (value.length > rule.max) {
        fail(M.tooLong);
      } else if (!rule.pattern.test(value)) {
        fail(rule.invalid);
      }
    });
}

/** First name: required, at least 2 letters or hyphens. */
export const NameSchema = textField({
  required: M.nameRequired,
  min: 2,
  max: NAME_MAX,
  pattern: PERSON_NAME,
  invalid: M.lettersAndHyphenOnly,
});

/** Last name: required, at least 2 letters or hyphens. */
export const LastNameSchema = textField({
  required: M.lastNameRequired,
  min: 2,
  max: NAME_MAX,
  pattern: PERSON_NAME,
  invalid: M.lettersAndHyphenOnly,
});

/** Patronymic: optional (may be empty), letters and hyphens. */
export const PatronymicSchema = textField({
  max: NAME_MAX,
  pattern: PERSON_NAME,
  invalid: M.lettersAndHyphenOnly,
});

/** Email: required and pattern-checked; stored in lower case. */
export const EmailSchema = textField({
  required: M.emailRequired,
  max: EMAIL_MAX,
  pattern: EMAIL,
  invalid: M.emailInvalid,
}).transform((value) => value.toLowerCase());

/**
 * A Russian mobile phone as typed ('+7 (999) 123-45-67', '89991234567' …), checked and turned
 * into the payload form '+79991234567'.
 */
export const PhoneSchema = z
  .string({ required_error: M.phoneRequired, invalid_type_error: M.phoneInvalid })
  .trim()
  .transform((value, ctx) => {
    // The untouched field holds only the '+7 (' prefix: that is an empty phone, too.
    if (/^\+?7?\s*\(?\s*$/.test(value)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: M.phoneRequired });
      return z.NEVER;
    }
    const phone = normalizePhone(value);
    if (!phone) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: M.phoneInvalid });
      return z.NEVER;
    }
    return phone;
  });
