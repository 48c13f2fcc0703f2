// The subscribe modal without JavaScript, over HTTP against the real server (docs/product.md#overlays-and-other-screens, docs/product.md#subscribe, docs/product.md#validation,
// docs/product.md#errors): the page with ?subscribe=open has the modal, the form posts to /resources/subscribe,
// the 303 leads back with the modal showing the message, or the success modal once.
import type { FormReply } from '~/forms/form-reply';
import { describe, expect, inject, test } from 'vitest';
import { SUBSCRIBE_CONSENT, SUBSCRIBE_MESSAGES, SUBSCRIBE_TEXTS } from '~/commerce/contract/subscribe';
import { randomIp } from '../mocks/sms-sign-in';
import { lettersTo, waitForMessages } from '../setup/mail-outbox';
import { CookieJar } from '../setup/cookie-jar';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

/** One visitor: a browser's cookie jar and an address of its own. */
class Visitor {
  private cookies = new CookieJar();
  /** The visitor's own address, passed on as the proxy in front would, so per-IP limits stay apart. */
  readonly ip = randomIp();

  async get(path: string): Promise<string> {
    const response = await fetch(`${baseUrl}${path}`, {
      headers: { Cookie: this.cookies.header() },
      redirect: 'manual',
    });
    this.cookies.keep(response);
    expect(response.status, path).toBe(200);
    return decodeHtml(await response.text());
  }

  async post(fields: Record<string, string>): Promise<{ status: number; location: string | null }> {
    const response = await fetch(`${baseUrl}/resources/subscribe`, {
      method: 'POST',
      headers: {
        Cookie: this.cookies.header(),
        'Content-Type': 'application/x-www-form-urlencoded',
        'X-Forwarded-For': this.ip,
      },
      body: new URLSearchParams(fields),
      redirect: 'manual',
    });
    this.cookies.keep(response);
    return { status: response.status, location: response.headers.get('location') };
  }
}

const decodeHtml = (html: string) =>
  html
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** The text of the page's element with the given role="dialog" heading, or null when absent. */
function dialog(html: string, title: string): string | null {
  const start = html.lastIndexOf('role="dialog"', html.indexOf(`>${title}</h2>`));
  if (start < 0 || !html.includes(`>${title}</h2>`)) return null;
  return html
    .slice(start)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

const PAGE = '/about/company';
const OPEN = `${PAGE}?subscribe=open`;
const uniqueEmail = () => `Nojs.${Date.now()}.${Math.round(Math.random() * 1e6)}@Example.ru`;

describe('the subscribe modal without JavaScript', () => {
  test('?subscribe=open draws it with the spec’s texts and the consent; without the parameter it is not there', async () => {
    const visitor = new Visitor();
    const html = await visitor.get(OPEN);
    const modal = dialog(html, SUBSCRIBE_TEXTS.title);
    expect(modal).not.toBeNull();
    expect(modal).toContain(SUBSCRIBE_TEXTS.lead);
    expect(html).toContain(`placeholder="${SUBSCRIBE_TEXTS.placeholder}"`);
    expect(modal).toContain(SUBSCRIBE_CONSENT.text.replace('политикой конфиденциальности', '').trim());
    expect(html).toContain(`href="${SUBSCRIBE_CONSENT.policyUrl}"`);
    expect(modal).toContain(SUBSCRIBE_TEXTS.submit);
    expect(html).toMatch(/<form[^>]*action="\/resources\/subscribe"/);
    // Closing is a link to the page without the parameter.
    expect(html).toMatch(
      new RegExp(`href="${PAGE}"[^>]*aria-label="Закрыть"|aria-label="Закрыть"[^>]*href="${PAGE}"`),
    );
    expect(dialog(await visitor.get(PAGE), SUBSCRIBE_TEXTS.title)).toBeNull();
  });

  test.each([
    ['no email', { email: '', consent: 'Y' }, 'Пожалуйста, укажи свой email'],
    ['a malformed email', { email: 'anna@@example', consent: 'Y' }, 'E-mail указан неверно'],
    [
      'a letter outside the allowed characters',
      { email: 'ан#на@example.ru', consent: 'Y' },
      'E-mail указан неверно',
    ],
    ['no consent', { email: 'anna@example.ru' }, 'Нужно дать согласие'],
  ])(
    '%s: 303 back to the open modal with «%s» under the field, the email kept',
    async (_, fields, message) => {
      const visitor = new Visitor();
      await visitor.get(OPEN);
      const answer = await visitor.post({ returnTo: OPEN, ...fields });
      expect(answer.status).toBe(303);
      expect(answer.location).toBe(OPEN);
      const html = await visitor.get(OPEN);
      expect(dialog(html, SUBSCRIBE_TEXTS.title)).toContain(message);
      expect(html).toContain(`value="${fields.email}"`);
      // Shown once: the flash is spent.
      expect(dialog(await visitor.get(OPEN), SUBSCRIBE_TEXTS.title)).not.toContain(message);
    },
  );

  test('a new address: 303 to the page without the modal, the success modal once; the second time the API’s message', async () => {
    const email = uniqueEmail();
    const visitor = new Visitor();
    await visitor.get(OPEN);

    const first = await visitor.post({ returnTo: OPEN, email, consent: 'Y' });
    expect(first).toEqual({ status: 303, location: PAGE });
    const after = await visitor.get(PAGE);
    const success = dialog(after, SUBSCRIBE_TEXTS.successTitle);
    expect(success).toContain(SUBSCRIBE_TEXTS.successText);
    expect(success).toContain(SUBSCRIBE_TEXTS.close);
    expect(dialog(after, SUBSCRIBE_TEXTS.title)).toBeNull();
    expect(dialog(await visitor.get(PAGE), SUBSCRIBE_TEXTS.successTitle)).toBeNull();

    // Confirmed from the letter, the same address again, in another case: the API says so under the field.
    const [letter] = await waitForMessages(() => lettersTo(dataDir, email), 1);
    const confirmPath = /\/subscribe\/confirm\/[A-Za-z0-9_-]{43}/.exec(letter.text)![0];
    const confirmed = await fetch(`${baseUrl}${confirmPath}`, { method: 'POST', redirect: 'manual' });
    expect(confirmed.status).toBe(303);
    const again = await visitor.post({ returnTo: OPEN, email: email.toLowerCase(), consent: 'Y' });
    expect(again).toEqual({ status: 303, location: OPEN });
    const html = await visitor.get(OPEN);
    expect(dialog(html, SUBSCRIBE_TEXTS.title)).toContain(SUBSCRIBE_MESSAGES.alreadySubscribed);
    expect(dialog(html, SUBSCRIBE_TEXTS.successTitle)).toBeNull();
  });

  test('with JavaScript the same post answers JSON in place (no redirect)', async () => {
    const visitor = new Visitor();
    const email = uniqueEmail();
    const response = await fetch(`${baseUrl}/resources/subscribe`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': visitor.ip },
      body: new URLSearchParams({ returnTo: OPEN, email, consent: 'Y', via: 'fetcher' }),
      redirect: 'manual',
    });
    expect(response.status).toBe(200);
    // conform's reply of a subscription: success, nothing to fix.
    const reply = (await response.json()) as FormReply;
    expect(reply).toMatchObject({ status: 'success', initialValue: { email } });
    expect(reply.error).toBeUndefined();
    // Not confirmed yet: subscribing again sends a fresh letter.
    const twice = await visitor.post({ returnTo: OPEN, email, consent: 'Y', via: 'fetcher' });
    expect(twice.status).toBe(200);
    expect(await waitForMessages(() => lettersTo(dataDir, email), 2)).toHaveLength(2);
  });

  test('a post from another site is refused', async () => {
    const response = await fetch(`${baseUrl}/resources/subscribe`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://evil.test' },
      body: new URLSearchParams({ email: uniqueEmail(), consent: 'Y' }),
      redirect: 'manual',
    });
    expect(response.status).toBe(403);
  });
});
