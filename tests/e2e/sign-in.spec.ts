// Sign-in by phone and SMS code (docs/product.md#sign-in-dialog, docs/product.md#sign-in-flow, docs/product.md#validation, docs/product.md#constants-and-limits) in every project: desktop and mobile with
// JavaScript, and desktop without it. The code is read from the SMS outbox of the test server.
import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';
import { hydrated, masked, randomIp, randomPhone, signInDialog, signInTitle } from './sign-in.kit';

// A journey of several posts and an SMS on a shared 2-core machine: more patience than a page check.
const expect = baseExpect.configure({ timeout: 15_000 });
test.slow();

// Each file's sign-ins come from their own address, so the API's per-IP limits stay apart.
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });

const wrongCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

async function openFromHeader(page: Page) {
  await page.goto('/about/company');
  await hydrated(page);
  await page.getByRole('banner').getByRole('link', { name: 'Войти' }).click();
  await expect(signInTitle(page)).toBeVisible();
}

/** A paste event carrying `text`, as the browser fires it for Ctrl+V or a long-press paste. */
async function pasteInto(page: Page, target: Locator, text: string) {
  await target.focus();
  await target.evaluate((element, value) => {
    const data = new DataTransfer();
    data.setData('text', value);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

/** A finger dragged down by `distance` px over 400 ms (Chromium's touch input). */
async function swipeDown(page: Page, x: number, y: number, distance: number) {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', dy: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x, y: y + dy }],
    });
  await touch('touchStart', 0);
  for (let step = 1; step <= 8; step++) {
    await touch('touchMove', (distance * step) / 8);
    await page.waitForTimeout(50);
  }
  await touch('touchEnd', distance);
}

function codeBoxes(page: Page) {
  return signInDialog(page).getByRole('textbox', { name: /^Цифра \d из 4$/ });
}

test.describe('sign-in with JavaScript', { tag: '@js-only' }, () => {
  test('phone step, a wrong code, the right one: signed in, goals pushed, dialog closed', async ({
    page,
    outbox,
    checkA11y,
  }, testInfo) => {
    const isMobile = Boolean(testInfo.project.use.isMobile);
    const phone = randomPhone();
    await openFromHeader(page);
    const dialog = signInDialog(page);

    // The phone field: prefilled, focused, masked; the button waits for 18 characters.
    const field = dialog.getByPlaceholder('Введи свой телефон');
    await expect(field).toHaveValue('+7 (');
    await expect(field).toBeFocused();
    const submit = dialog.getByRole('button', { name: 'Отправить код' });
    await expect(submit).toBeDisabled();
    for (const [name, href] of [
      ['публичной оферты', '/documents/public-offer/'],
      ['программы лояльности', '/loyalty/'],
      ['политики конфиденциальности', '/documents/security-policy/'],
    ]) {
      const link = dialog.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
    }
    await checkA11y(page);

    // A landline: the spec's format message; typing again clears it.
    await field.pressSequentially('4951234567');
    await expect(field).toHaveValue('+7 (495) 123-45-67');
    await submit.click();
    await expect(
      dialog.getByText('Введи корректный номер телефона в формате +7 (9xx) xxx-xx-xx'),
    ).toBeVisible();
    await field.press('End');
    await field.press('Backspace');
    await expect(dialog.getByText('Введи корректный номер телефона', { exact: false })).toBeHidden();
    await expect(submit).toBeDisabled();

    // Typed with the caret before '+7 (' (it once mixed the prefix's 7 into the number).
    await field.fill('');
    await expect(field).toHaveValue('+7 (');
    await field.press('Home');
    await field.pressSequentially(phone.slice(2));
    await expect(field).toHaveValue(masked(phone));
    await submit.click();

    // The code step.
    await expect(dialog.getByRole('heading', { name: 'Введи код из смс' })).toBeVisible();
    await expect(dialog.getByText(`Код отправлен на номер ${masked(phone)}`)).toBeVisible();
    await expect(dialog.getByText(/^Получить новый код можно через (01:00|00:5\d)$/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Отправить код повторно' })).toHaveCount(0);
    const code = await outbox.code(phone);
    const boxes = codeBoxes(page);
    await expect(boxes).toHaveCount(4);
    await expect(boxes.first()).toBeFocused();

    // A wrong code: the message, the boxes emptied and the first focused again.
    await page.keyboard.type(wrongCode(code));
    await expect(dialog.getByRole('alert')).toHaveText('Неверный код. Осталось 4 попытки');
    for (let i = 0; i < 4; i++) await expect(boxes.nth(i)).toHaveValue('');
    await expect(boxes.first()).toBeFocused();

    // The right one: typing clears the error, the full code submits itself.
    await page.keyboard.type(code.slice(0, 1));
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await page.keyboard.type(code.slice(1));
    await expect(signInTitle(page)).toBeHidden();
    await expect(page).toHaveURL(/\/about\/company$/);
    const account = page.getByRole('banner').getByRole('link', { name: 'Личный кабинет' });
    await expect(account.or(page.getByRole('link', { name: 'Личный кабинет' }).first())).toBeAttached();
    const events = await page.evaluate(() => (window.dataLayer ?? []).map((e) => e.event));
    expect(events).toEqual(['login', 'sign_up']);

    // Tokens live in an HttpOnly cookie: nothing of them reaches the page's JavaScript.
    const cookies = await page.context().cookies();
    const auth = cookies.find((c) => c.name === 'auth');
    expect(auth?.httpOnly).toBe(true);
    expect(await page.evaluate(() => document.cookie)).not.toContain('auth=');
    if (isMobile) expect(page.viewportSize()?.width).toBeLessThan(768);
  });

  test('code boxes: Backspace goes back, a box keeps the last digit; back arrow and forward again', async ({
    page,
    outbox,
  }) => {
    const phone = randomPhone();
    await openFromHeader(page);
    const dialog = signInDialog(page);
    await dialog.getByPlaceholder('Введи свой телефон').pressSequentially(phone.slice(2));
    await dialog.getByRole('button', { name: 'Отправить код' }).click();
    // The SMS went out; these edits never complete a code, so which one it was does not matter.
    await outbox.code(phone);
    const boxes = codeBoxes(page);
    await expect(boxes.first()).toBeFocused();

    await page.keyboard.type('12');
    await expect(boxes.nth(2)).toBeFocused();
    await page.keyboard.press('Backspace');
    await expect(boxes.nth(1)).toBeFocused();
    await page.keyboard.press('Backspace');
    await expect(boxes.nth(0)).toBeFocused();
    await expect(boxes.nth(0)).toHaveValue('');
    await expect(boxes.nth(1)).toHaveValue('');

    // A box that holds a digit takes the next one typed in its place.
    await page.keyboard.type('7');
    await boxes.nth(0).focus();
    await page.keyboard.press('End');
    await page.keyboard.type('8');
    await expect(boxes.nth(0)).toHaveValue('8');

    // Back to the phone step keeps the phone; the same phone again within 60 s sends no second
    // code but leads back to the code step and its countdown (never a dead end).
    await dialog.getByRole('link', { name: 'Назад к номеру телефона' }).click();
    await expect(dialog.getByPlaceholder('Введи свой телефон')).toHaveValue(masked(phone));
    await dialog.getByRole('button', { name: 'Отправить код' }).click();
    await expect(dialog.getByRole('heading', { name: 'Введи код из смс' })).toBeVisible();
    await expect(dialog.getByText(/^Получить новый код можно через (01:00|00:[0-5]\d)$/)).toBeVisible();
    await expect(dialog.getByText(/Новый код можно запросить/)).toHaveCount(0);
    expect(outbox.to(phone)).toHaveLength(1);
  });

  test('a pasted code fills every box and signs in', async ({ page, outbox }) => {
    const phone = randomPhone();
    await openFromHeader(page);
    const dialog = signInDialog(page);
    await dialog.getByPlaceholder('Введи свой телефон').pressSequentially(phone.slice(2));
    await dialog.getByRole('button', { name: 'Отправить код' }).click();
    const code = await outbox.code(phone);
    await pasteInto(page, codeBoxes(page).nth(1), `Код: ${code}`);
    await expect(signInTitle(page)).toBeHidden();
    await expect(page.getByRole('link', { name: 'Личный кабинет' }).first()).toBeAttached();
  });

  test('closes on Escape, on the close button and outside', async ({ page }, testInfo) => {
    const isMobile = Boolean(testInfo.project.use.isMobile);
    await openFromHeader(page);
    await page.keyboard.press('Escape');
    await expect(signInTitle(page)).toBeHidden();
    await expect(page).toHaveURL(/\/about\/company$/);

    await page.goto('/about/company?login=open');
    await hydrated(page);
    await signInDialog(page).getByRole('button', { name: 'Закрыть' }).click();
    await expect(signInTitle(page)).toBeHidden();

    await page.goto('/about/company?login=open');
    await hydrated(page);
    const panel = signInDialog(page).getByRole('heading', { name: 'Вход или регистрация' });
    await expect(panel).toBeVisible();
    // Above the panel: the dimmed page (a bottom drawer on phones, a centred box on desktops).
    if (isMobile) await page.touchscreen.tap(10, 10);
    else await page.mouse.click(10, 10);
    await expect(signInTitle(page)).toBeHidden();
    if (!isMobile) return;

    // Phones: a bottom drawer that a swipe down closes.
    await page.goto('/about/company?login=open');
    await hydrated(page);
    const title = signInDialog(page).getByRole('heading', { name: 'Вход или регистрация' });
    await expect(title).toBeVisible();
    // After hydration the server-drawn dialog gives way to Headless UI's once that has loaded:
    // measure the one that stays (the first may be gone by the time it is measured).
    await expect(page.locator('[id^="headlessui-dialog-panel-"]')).toBeVisible();
    const form = signInDialog(page).locator('form').first();
    const box = await form.boundingBox();
    const viewport = page.viewportSize();
    if (!box || !viewport) throw new Error('no layout');
    await swipeDown(page, box.x + box.width / 2, box.y + 10, 200);
    await expect(signInTitle(page)).toBeHidden();
    await expect(page).toHaveURL(/\/about\/company$/);
  });
});

test.describe('sign-in without JavaScript', { tag: '@no-js-only' }, () => {
  test('each step is a form post; the server draws the dialog; sign-in completes', async ({
    page,
    outbox,
    checkA11y,
  }) => {
    const phone = randomPhone();
    await page.goto('/about/company');
    await page.getByRole('banner').getByRole('link', { name: 'Войти' }).click();
    await expect(page).toHaveURL(/\/about\/company\?login=open$/);
    const dialog = signInDialog(page);
    await expect(signInTitle(page)).toBeVisible();
    await checkA11y(page);

    // A wrong number comes back with the spec's message and what was typed.
    const field = dialog.getByPlaceholder('Введи свой телефон');
    await field.fill('+7 (495) 123-45-67');
    await dialog.getByRole('button', { name: 'Отправить код' }).click();
    await expect(
      dialog.getByText('Введи корректный номер телефона в формате +7 (9xx) xxx-xx-xx'),
    ).toBeVisible();
    await expect(field).toHaveValue('+7 (495) 123-45-67');

    await field.fill(`8${phone.slice(2)}`);
    await dialog.getByRole('button', { name: 'Отправить код' }).click();
    await expect(page).toHaveURL(/\?login=code$/);
    await expect(dialog.getByText(`Код отправлен на номер ${masked(phone)}`)).toBeVisible();
    await expect(dialog.getByText(/^Получить новый код можно через (01:00|00:[0-5]\d)$/)).toBeVisible();
    await checkA11y(page);
    const code = await outbox.code(phone);

    // A wrong code: the message, empty boxes, still the code step.
    const boxes = codeBoxes(page);
    const wrong = wrongCode(code);
    for (let i = 0; i < 4; i++) await boxes.nth(i).fill(wrong[i]);
    await dialog.getByRole('button', { name: 'Войти' }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await expect(dialog.getByText(`Код отправлен на номер ${masked(phone)}`)).toBeVisible();
    for (let i = 0; i < 4; i++) await expect(boxes.nth(i)).toHaveValue('');

    for (let i = 0; i < 4; i++) await boxes.nth(i).fill(code[i]);
    await dialog.getByRole('button', { name: 'Войти' }).click();
    await expect(page).toHaveURL(/\/about\/company$/);
    await expect(signInTitle(page)).toBeHidden();
    await expect(page.getByRole('link', { name: 'Личный кабинет' }).first()).toBeAttached();
    const auth = (await page.context().cookies()).find((c) => c.name === 'auth');
    expect(auth?.httpOnly).toBe(true);
    expect(await page.content()).not.toContain(auth?.value.slice(0, 40) ?? 'no-auth-cookie');
  });
});
