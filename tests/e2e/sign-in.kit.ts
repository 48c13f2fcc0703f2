// Steps the sign-in, personal-area and favourites journeys share: finding the dialog, and
// signing a fresh phone in through the storefront's own form posts (the no-JavaScript path,
// sent with the page's cookie jar) when a journey is about something after the sign-in.
import type { Locator, Page } from '@playwright/test';
import { randomIp, randomPhone } from '../mocks/sms-sign-in';
import { expect, type Outbox } from './fixtures';

export { randomIp, randomPhone };

/** The sign-in dialog, found by its title. */
export function signInDialog(page: Page): Locator {
  return page
    .getByRole('dialog')
    .filter({ has: page.getByRole('heading', { name: 'Вход или регистрация' }) });
}

/** Waits until React has hydrated the page (Remix's browser router is up), so clicks run handlers. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => '__remixRouter' in window);
}

/** The dialog's title: what to check for open or closed (the dialog element itself has no box). */
export function signInTitle(page: Page): Locator {
  return page.getByRole('heading', { name: 'Вход или регистрация' });
}

/** '+79991234567' as the mask shows it. */
export function masked(phone: string): string {
  const n = phone.slice(2);
  return `+7 (${n.slice(0, 3)}) ${n.slice(3, 6)}-${n.slice(6, 8)}-${n.slice(8)}`;
}

/**
 * Enters an SMS code into the four boxes within `scope` (the sign-in dialog, the phone change)
 * as a shopper does: with JavaScript the code step focuses its first box and a full code sends
 * itself; without it each box is filled and the `submit` button pressed.
 */
export async function enterCode(page: Page, scope: Locator, code: string, js: boolean, submit: string) {
  const boxes = scope.getByRole('textbox', { name: /^Цифра \d из 4$/ });
  if (js) {
    await expect(boxes.first()).toBeFocused();
    await page.keyboard.type(code);
  } else {
    for (let i = 0; i < 4; i++) await boxes.nth(i).fill(code[i]);
    await scope.getByRole('button', { name: submit }).click();
  }
}

/**
 * Signs `phone` in for the page's browser context by posting the dialog's forms as a browser
 * without JavaScript does; the session cookies land in the context. Returns the phone.
 */
export async function signInThroughForms(page: Page, outbox: Outbox, phone = randomPhone()): Promise<string> {
  const headers = { 'X-Forwarded-For': randomIp() };
  const sentBefore = outbox.to(phone).length;
  const asked = await page.request.post('/resources/auth/login', {
    form: { intent: 'phone', phone: masked(phone), returnTo: '/' },
    headers,
    maxRedirects: 0,
  });
  expect(asked.status(), await asked.text()).toBe(303);
  const code = await outbox.code(phone, sentBefore);
  const checked = await page.request.post('/resources/auth/login', {
    form: { intent: 'code', phone, code, returnTo: '/' },
    headers,
    maxRedirects: 0,
  });
  expect(checked.status()).toBe(303);
  expect(checked.headers()['location']).toBe('/');
  return phone;
}
