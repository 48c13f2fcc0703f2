// The confirmation link of the subscription letter in every project: the page asks, the
// button confirms (in place with JavaScript, by a form post without), the code is shown.
import { lettersTo, waitForMessages } from '../setup/mail-outbox';
import { expect, test } from './fixtures';

/** DATA_DIR of the server under test (set by playwright.config.ts), where its mail outbox is. */
const e2eDataDir = () => process.env.E2E_DATA_DIR ?? '';

test('the letter’s link: the page asks, the button confirms and shows the 10 % code', async ({
  page,
  checkA11y,
}, testInfo) => {
  const email = `e2e.confirm.${testInfo.project.name}.${Date.now()}@example.ru`;
  const subscribed = await page.request.post('/api/mindbox/customer/subscribe', {
    data: { email },
    headers: { 'X-Forwarded-For': `10.77.${testInfo.workerIndex}.${Date.now() % 250}` },
  });
  expect(subscribed.status()).toBe(200);
  const [letter] = await waitForMessages(() => lettersTo(e2eDataDir(), email), 1);
  const link = /\/subscribe\/confirm\/[A-Za-z0-9_-]{43}/.exec(letter.text)![0];

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Подтверди подписку', level: 1 })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await checkA11y(page);

  await page.getByRole('button', { name: 'Подтвердить подписку' }).click();
  await expect(page.getByRole('heading', { name: 'Подписка подтверждена!', level: 1 })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page).toHaveURL(new RegExp(`${link}$`));
  const code = (await page.locator('[data-promo-code]').textContent()) ?? '';
  expect(code).toMatch(/^SUB-[A-Z2-9]{10}$/);
  const [, promo] = await waitForMessages(() => lettersTo(e2eDataDir(), email), 2);
  expect(promo.text).toContain(code);
  await checkA11y(page);
});
