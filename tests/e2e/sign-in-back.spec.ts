// Back from the code step and forward again within the resend wait: the same phone
// leads back to the code step with its countdown, and the code first sent signs in. Without
// JavaScript the back arrow is a link to the phone step and each step a form post.
import { expect as baseExpect, test } from './fixtures';
import { enterCode, hydrated, masked, randomIp, randomPhone, signInDialog } from './sign-in.kit';

const expect = baseExpect.configure({ timeout: 15_000 });
test.slow();
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });

test('phone, back, the same phone again: the code step with its countdown, then signed in', async ({
  page,
  outbox,
  javaScriptEnabled,
}) => {
  const phone = randomPhone();
  const dialog = signInDialog(page);
  if (javaScriptEnabled) {
    await page.goto('/about/company');
    await hydrated(page);
    await page.getByRole('banner').getByRole('link', { name: 'Войти' }).click();
  } else {
    await page.goto('/about/company?login=open');
  }
  const field = dialog.getByPlaceholder('Введи свой телефон');
  const send = dialog.getByRole('button', { name: 'Отправить код' });
  await field.fill(javaScriptEnabled ? phone.slice(2) : masked(phone));
  await send.click();
  const codeHeading = dialog.getByRole('heading', { name: 'Введи код из смс' });
  await expect(codeHeading).toBeVisible();
  const code = await outbox.code(phone);

  await dialog.getByRole('link', { name: 'Назад к номеру телефона' }).click();
  await expect(send).toBeVisible();
  await expect(codeHeading).toBeHidden();
  // With JavaScript the phone is still there; the page without it draws the field afresh.
  if (javaScriptEnabled) await expect(field).toHaveValue(masked(phone));
  else await field.fill(masked(phone));
  await send.click();

  await expect(codeHeading).toBeVisible();
  await expect(dialog.getByText(`Код отправлен на номер ${masked(phone)}`)).toBeVisible();
  await expect(dialog.getByText(/^Получить новый код можно через (01:00|00:[0-5]\d)$/)).toBeVisible();
  await expect(dialog.getByText(/Новый код можно запросить/)).toHaveCount(0);
  expect(outbox.to(phone)).toHaveLength(1);

  await enterCode(page, dialog, code, javaScriptEnabled, 'Войти');
  await expect(codeHeading).toBeHidden();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Войти' })).toHaveCount(0);
});
