// The sign-in dialog with the captcha on (CAPTCHA_SERVER_KEY and CAPTCHA_CLIENT_KEY): a server
// of this file's own, whose server-side check goes to a local stand-in of SmartCaptcha's
// /validate (CAPTCHA_API_URL), and a stand-in widget script answering the captcha.js address
// (page.route) with the same `window.smartCaptcha` surface. Nothing leaves the machine. And
// with the keys absent (the run's own server) no captcha script is asked for at all.
import type { Page } from '@playwright/test';
import { type CaptchaStandIn, startCaptchaStandIn } from '../mocks/captcha-yandex';
import { messagesTo, waitForCode } from '../setup/outbox';
import { type RunningServer, startServer } from '../setup/server';
import { expect as baseExpect, test } from './fixtures';
import { hydrated, masked, randomIp, randomPhone, signInDialog, signInTitle } from './sign-in.kit';

const expect = baseExpect.configure({ timeout: 15_000 });
test.slow();
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });

const SERVER_KEY = 'ysc2_e2e_server_key';
const SITE_KEY = 'ysc1_e2e_site_key';
const CAPTCHA_SCRIPT = /^https:\/\/smartcaptcha\.yandexcloud\.net\/captcha\.js/;

type WidgetMode = 'token' | 'network-error';

/**
 * The stand-in widget: records what the page asked of it in window.__captcha, and on execute
 * either calls the callback with the next of `tokens` or tells its 'network-error' listeners.
 * Like the real script it calls the function its URL's `onload` names once it is ready.
 */
function standInWidget(mode: WidgetMode, tokens: string[]): string {
  return `(function () {
    var mode = ${JSON.stringify(mode)}, tokens = ${JSON.stringify(tokens)};
    var state = (window.__captcha = { rendered: [], executed: 0 });
    var widgets = [];
    window.smartCaptcha = {
      render: function (container, params) {
        state.rendered.push({
          sitekey: params.sitekey, invisible: params.invisible, hl: params.hl,
          shieldPosition: params.shieldPosition, inPage: document.body.contains(container),
        });
        widgets.push({ params: params, listeners: {} });
        return widgets.length - 1;
      },
      execute: function (id) {
        state.executed += 1;
        var widget = widgets[id];
        setTimeout(function () {
          if (mode === 'network-error') (widget.listeners['network-error'] || []).forEach(function (l) { l(); });
          else widget.params.callback(tokens.shift() || 'no-token-left');
        }, 50);
      },
      reset: function () {},
      destroy: function () {},
      getResponse: function () { return ''; },
      subscribe: function (id, event, listener) {
        var widget = widgets[id];
        (widget.listeners[event] = widget.listeners[event] || []).push(listener);
        return function () {
          widget.listeners[event] = widget.listeners[event].filter(function (l) { return l !== listener; });
        };
      },
    };
    var onload = new URL(document.currentScript.src).searchParams.get('onload');
    if (onload && typeof window[onload] === 'function') window[onload]();
  })();`;
}

/** Answers the captcha script with the stand-in and refuses any other address off this machine. */
async function routeThirdParties(page: Page, widget: string | null): Promise<string[]> {
  const asked: string[] = [];
  await page.context().route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => {
    const url = route.request().url();
    if (CAPTCHA_SCRIPT.test(url)) {
      asked.push(url);
      if (widget) return route.fulfill({ contentType: 'text/javascript', body: widget });
    }
    return route.abort();
  });
  return asked;
}

async function openDialog(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/about/company`);
  await hydrated(page);
  await page.getByRole('banner').getByRole('link', { name: 'Войти' }).click();
  await expect(signInTitle(page)).toBeVisible();
}

async function submitPhone(page: Page, phone: string) {
  const dialog = signInDialog(page);
  const field = dialog.getByPlaceholder('Введи свой телефон');
  await field.pressSequentially(phone.slice(2));
  await expect(field).toHaveValue(masked(phone));
  await dialog.getByRole('button', { name: 'Отправить код' }).click();
}

test.describe('sign-in with the captcha on', { tag: '@js-only' }, () => {
  test.describe.configure({ mode: 'serial' });
  let keyed: RunningServer | undefined;
  let validate: CaptchaStandIn | undefined;

  // Playwright hands hooks their fixtures destructured; this one needs none.
  // eslint-disable-next-line no-empty-pattern
  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(150_000);
    validate = await startCaptchaStandIn(SERVER_KEY);
    keyed = await startServer({
      dataDir: `${process.env.E2E_DATA_DIR}-captcha-${process.pid}`,
      env: { CAPTCHA_SERVER_KEY: SERVER_KEY, CAPTCHA_CLIENT_KEY: SITE_KEY, CAPTCHA_API_URL: validate.url },
    });
  });
  test.afterAll(async () => {
    await keyed?.stop();
    await validate?.stop();
  });

  test('the widget loads with the dialog, its token goes with the phone, and the shopper is signed in', async ({
    page,
    checkA11y,
  }) => {
    const server = keyed!;
    const token = `e2e-human-${randomPhone()}`;
    validate!.humanTokens.add(token);
    const asked = await routeThirdParties(page, standInWidget('token', [token]));

    await page.goto(`${server.baseUrl}/about/company`);
    await hydrated(page);
    // Not with the page: only once the dialog opens.
    expect(asked).toEqual([]);
    await page.getByRole('banner').getByRole('link', { name: 'Войти' }).click();
    await expect(signInTitle(page)).toBeVisible();
    await expect.poll(() => asked.length).toBe(1);
    const script = new URL(asked[0]);
    expect(script.searchParams.get('render')).toBe('onload');
    expect(script.searchParams.get('onload')).toMatch(/^\w+$/);
    // The script element carries the page's CSP nonce.
    const nonce = await page.evaluate(
      () => document.querySelector<HTMLScriptElement>('script[src*="smartcaptcha"]')?.nonce ?? '',
    );
    expect(nonce.length).toBeGreaterThan(0);
    await expect
      .poll(() =>
        page.evaluate(
          () => (window as unknown as { __captcha?: { rendered: unknown[] } }).__captcha?.rendered,
        ),
      )
      .toEqual([
        { sitekey: SITE_KEY, invisible: true, hl: 'ru', shieldPosition: 'bottom-left', inPage: true },
      ]);
    await checkA11y(page);

    const phone = randomPhone();
    await submitPhone(page, phone);
    const dialog = signInDialog(page);
    await expect(dialog.getByRole('heading', { name: 'Введи код из смс' })).toBeVisible();
    expect(validate!.requests.at(-1)).toMatchObject({ secret: SERVER_KEY, token });
    const code = await waitForCode(server.dataDir, phone, 0);
    await page.keyboard.type(code);
    await expect(signInTitle(page)).toBeHidden();
    await expect(page.getByRole('link', { name: 'Личный кабинет' }).first()).toBeAttached();
  });

  test("a network failure of the widget shows 'Network error occured' and sends nothing", async ({
    page,
  }) => {
    const server = keyed!;
    await routeThirdParties(page, standInWidget('network-error', []));
    await openDialog(page, server.baseUrl);
    const phone = randomPhone();
    const before = validate!.requests.length;
    await submitPhone(page, phone);
    const dialog = signInDialog(page);
    await expect(dialog.getByRole('alert')).toHaveText('Network error occured');
    // Still the phone step, ready for another try; nothing reached the server's check or the SMS.
    await expect(dialog.getByRole('button', { name: 'Отправить код' })).toBeEnabled();
    expect(validate!.requests.length).toBe(before);
    expect(messagesTo(server.dataDir, phone)).toHaveLength(0);
  });

  test('a widget script that cannot load reads as the same network error', async ({ page }) => {
    const asked = await routeThirdParties(page, null);
    await openDialog(page, keyed!.baseUrl);
    await submitPhone(page, randomPhone());
    await expect(signInDialog(page).getByRole('alert')).toHaveText('Network error occured');
    // Opening the dialog asked once; the submit tried the script again.
    expect(asked.length).toBe(2);
  });
});

test(
  'without the captcha keys no captcha script is asked for',
  { tag: '@js-only' },
  async ({ page, outbox }) => {
    const asked = await routeThirdParties(page, null);
    await openDialog(page, '');
    const phone = randomPhone();
    await submitPhone(page, phone);
    await expect(signInDialog(page).getByRole('heading', { name: 'Введи код из смс' })).toBeVisible();
    await outbox.code(phone);
    expect(asked).toEqual([]);
  },
);
