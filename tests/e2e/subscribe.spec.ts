// The subscribe modal (docs/product.md#overlays-and-other-screens, docs/product.md#subscribe, docs/product.md#validation, docs/product.md#errors) in every project: opened from the home page's
// band, the docs/product.md#validation messages, the success modal, the API's message for an address already
// subscribed and confirmed; with JavaScript also the once-per-visitor offer and the failure notice.
import type { Locator, Page } from '@playwright/test';
// Remix's own wire format for single-fetch answers (a dependency of @remix-run/react).
import { encode } from 'turbo-stream';
import { SUBSCRIBE_CONSENT, SUBSCRIBE_MESSAGES, SUBSCRIBE_TEXTS } from '~/commerce/contract/subscribe';
import { SUBSCRIBE_FAILED } from '~/components/subscribe/subscribe-reply';
import type { FormReply } from '~/forms/form-reply';
import { lettersTo, waitForMessages } from '../setup/mail-outbox';
import { expect, test } from './fixtures';

/** DATA_DIR of the server under test (set by playwright.config.ts), where its mail outbox is. */
const e2eDataDir = () => process.env.E2E_DATA_DIR ?? '';

/** A visitor who already answered the city prompt and the cookie banner. */
async function settledVisitor(page: Page): Promise<void> {
  await page.request.post('/resources/cookie-consent', { form: { returnTo: '/' }, maxRedirects: 0 });
  await page.request.post('/resources/city', { form: { intent: 'confirm', returnTo: '/' }, maxRedirects: 0 });
}

/** A dialog found by its title (the dialog element itself may have no box: its panel is fixed). */
const dialogTitle = (page: Page, title: string) => page.getByRole('heading', { name: title, exact: true });
const subscribeDialog = (page: Page) =>
  page.getByRole('dialog').filter({ has: dialogTitle(page, SUBSCRIBE_TEXTS.title) });

/** A control by its visible name, whether the page made it a button or a link. */
const control = (scope: Page | Locator, name: string) =>
  scope.getByRole('button', { name, exact: true }).or(scope.getByRole('link', { name, exact: true }));

/** For what waits on the server (a post and the page's refresh): the test machine may be busy. */
const SERVER = { timeout: 20_000 };

const uniqueEmail = (project: string) =>
  `e2e.${project}.${Date.now()}.${Math.round(Math.random() * 1e6)}@example.ru`;

/** Waits until Remix runs in the page, so effects (the offer's page count) have run. */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => '__remixRouter' in window, null, SERVER);
  await page.waitForLoadState('load');
}

/**
 * With JavaScript, waits until the dialog is the hydrated one: the server's markup is swapped
 * for Headless UI's on hydration, and what is typed into the server's copy before that is lost.
 */
async function dialogReady(page: Page, js: boolean): Promise<void> {
  if (js) {
    const hydratedDialog = () => document.querySelector('[role="dialog"][id^="headlessui-"]') !== null;
    await page.waitForFunction(hydratedDialog, null, SERVER);
  }
}

async function submit(page: Page, js: boolean, email: string, consent: boolean): Promise<void> {
  await dialogReady(page, js);
  const dialog = subscribeDialog(page);
  await dialog.getByPlaceholder(SUBSCRIBE_TEXTS.placeholder).fill(email);
  const box = dialog.getByRole('checkbox', { name: /Я соглашаюсь получать рассылку/ });
  if (consent) await box.check();
  else await box.uncheck();
  await dialog.getByRole('button', { name: SUBSCRIBE_TEXTS.submit }).click();
}

test('subscribe from the home page: §5 messages, the success modal, then the API’s message', async ({
  page,
  checkA11y,
}, testInfo) => {
  // A long journey: without JavaScript every step is a page load, and axe runs three times.
  test.setTimeout(150_000);
  const js = testInfo.project.use.javaScriptEnabled !== false;
  await settledVisitor(page);
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Подписка на рассылку' })
    .getByRole('link', { name: SUBSCRIBE_TEXTS.submit })
    .click();
  await expect(page).toHaveURL(/\/\?subscribe=open$/);
  const dialog = subscribeDialog(page);
  await expect(dialogTitle(page, SUBSCRIBE_TEXTS.title)).toBeVisible();
  await expect(dialog.getByText(SUBSCRIBE_TEXTS.lead)).toBeVisible();
  await expect(dialog.getByPlaceholder(SUBSCRIBE_TEXTS.placeholder)).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'политикой конфиденциальности' })).toHaveAttribute(
    'href',
    SUBSCRIBE_CONSENT.policyUrl,
  );
  await checkA11y(page);

  // docs/product.md#validation: required, pattern, and the consent box's rule; each under its field.
  await submit(page, js, '', true);
  await expect(dialog.getByText('Пожалуйста, укажи свой email')).toBeVisible();
  await submit(page, js, 'anna@@example', true);
  await expect(dialog.getByText('E-mail указан неверно')).toBeVisible();
  await expect(dialog.getByText('Пожалуйста, укажи свой email')).toHaveCount(0);
  const email = uniqueEmail(testInfo.project.name);
  await submit(page, js, email, false);
  await expect(dialog.getByText('Нужно дать согласие')).toBeVisible();
  await checkA11y(page);

  await submit(page, js, email, true);
  await expect(dialogTitle(page, SUBSCRIBE_TEXTS.successTitle)).toBeVisible(SERVER);
  await expect(page.getByText(SUBSCRIBE_TEXTS.successText)).toBeVisible();
  await expect(dialogTitle(page, SUBSCRIBE_TEXTS.title)).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await checkA11y(page);
  await control(page.getByRole('dialog'), SUBSCRIBE_TEXTS.close).last().click();
  await expect(dialogTitle(page, SUBSCRIBE_TEXTS.successTitle)).toBeHidden();

  // Confirmed from the letter (its page's button posts the confirmation), the same address
  // again: stored once, the API says so under the field, no success modal.
  const [letter] = await waitForMessages(() => lettersTo(e2eDataDir(), email), 1);
  const confirmPath = /\/subscribe\/confirm\/[A-Za-z0-9_-]{43}/.exec(letter.text)![0];
  expect((await page.request.post(confirmPath, { maxRedirects: 0 })).status()).toBe(303);
  await page
    .getByRole('region', { name: 'Подписка на рассылку' })
    .getByRole('link', { name: SUBSCRIBE_TEXTS.submit })
    .click();
  await submit(page, js, email.toUpperCase(), true);
  await expect(subscribeDialog(page).getByText(SUBSCRIBE_MESSAGES.alreadySubscribed)).toBeVisible(SERVER);
  await expect(dialogTitle(page, SUBSCRIBE_TEXTS.successTitle)).toBeHidden();

  // Closing takes the parameter away.
  await control(subscribeDialog(page), 'Закрыть').first().click();
  await expect(dialogTitle(page, SUBSCRIBE_TEXTS.title)).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
});

// Journeys on a shared, busy machine: room for slow page loads and hydration.
test.describe.configure({ timeout: 120_000 });

/** The offer looks on arrival and then every 5 s: the clock is moved on until it shows. */
async function expectOffered(page: Page): Promise<void> {
  await expect
    .poll(async () => {
      await page.clock.fastForward(5_000);
      return dialogTitle(page, SUBSCRIBE_TEXTS.title).isVisible();
    }, SERVER)
    .toBe(true);
}

/** After `time` on the fake clock (and a moment for the page to act) the offer has not shown. */
async function expectQuietAfter(page: Page, time: string): Promise<void> {
  await page.clock.fastForward(time);
  await page.waitForTimeout(500);
  await expect(dialogTitle(page, SUBSCRIBE_TEXTS.title)).toBeHidden();
}

test.describe('with JavaScript', { tag: '@js-only' }, () => {
  test('the modal offers itself once: after two pages and 30 s, never again', async ({ page, context }) => {
    await page.clock.install();
    await settledVisitor(page);
    await page.goto('/about/company');
    await hydrated(page);
    await expectQuietAfter(page, '00:40');

    // The second page, past the half minute: it offers itself.
    await page
      .getByRole('main')
      .getByRole('link', { name: 'Новости', exact: true })
      .filter({ visible: true })
      .first()
      .click();
    await expect(page).toHaveURL(/\/about\/news$/);
    await expectOffered(page);
    expect((await context.cookies()).find((c) => c.name === 'subscribe_prompt')?.value).toBe('shown');
    await page.keyboard.press('Escape');
    await expect(dialogTitle(page, SUBSCRIBE_TEXTS.title)).toBeHidden();

    await page.goto('/about/true');
    await hydrated(page);
    await expectQuietAfter(page, '01:00');
  });

  test('it keeps quiet on the basket and waits for the cookie banner', async ({ page }) => {
    await page.clock.install();
    // City answered, cookies not yet.
    await page.request.post('/resources/city', {
      form: { intent: 'confirm', returnTo: '/' },
      maxRedirects: 0,
    });
    await page.goto('/about/company');
    await hydrated(page);
    await page.clock.fastForward('00:40');
    await page.goto('/cart');
    await hydrated(page);
    await expectQuietAfter(page, '00:10');

    await page.goto('/about/true');
    await hydrated(page);
    await expectQuietAfter(page, '00:10');
    await page.getByRole('button', { name: 'Хорошо', exact: true }).click();
    // The consent reaches the page with the root data's refresh.
    await expectOffered(page);
  });

  test('a failed subscription closes the modal and leaves a notice (spec §8)', async ({ page }) => {
    await settledVisitor(page);
    // The action's reply when the API fails (app/routes/resources.subscribe/route.test.ts makes the
    // API fail and checks this reply), sent the way Remix sends a fetcher's answer.
    const failed: FormReply = { status: 'error', error: { '': [SUBSCRIBE_FAILED] } };
    const body = await new Response(encode({ data: failed })).text();
    await page.route('**/resources/subscribe.data', (route) =>
      route.fulfill({ status: 502, contentType: 'text/x-script', body }),
    );
    await page.goto('/about/company?subscribe=open');
    await submit(page, true, 'anna@example.ru', true);
    await expect(page.getByRole('alert').filter({ hasText: SUBSCRIBE_FAILED })).toBeVisible(SERVER);
    await expect(dialogTitle(page, SUBSCRIBE_TEXTS.title)).toBeHidden();
    await expect(page).toHaveURL(/\/about\/company$/);
  });
});
