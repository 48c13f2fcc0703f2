// A whole phone number pasted into the sign-in's phone field: the field opens with
// '+7 (' and once had maxLength 18, so the browser cut a pasted '+7 (916) 123-45-67' to
// '+7 (916) 123-4' and read '8 (916) …' as '+7 (891) …'. Pasted through the system clipboard
// (Ctrl+V), on desktop and on a phone.
import { expect, test } from './fixtures';
import { hydrated, signInDialog, signInTitle } from './sign-in.kit';

const NOTATIONS = ['+7 (916) 123-45-67', '8 916 123 45 67', '89161234567', '+79161234567'];

test.describe('pasting a phone into the sign-in field', { tag: '@js-only' }, () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  });

  for (const pasted of NOTATIONS) {
    test(`«${pasted}» becomes +7 (916) 123-45-67`, async ({ page }) => {
      await page.goto('/about/company');
      await hydrated(page);
      await page.getByRole('banner').getByRole('link', { name: 'Войти' }).click();
      await expect(signInTitle(page)).toBeVisible();
      const dialog = signInDialog(page);
      const field = dialog.getByPlaceholder('Введи свой телефон');
      await expect(field).toHaveValue('+7 (');
      await expect(field).toBeFocused();

      await page.evaluate((text) => navigator.clipboard.writeText(text), pasted);
      await field.press('ControlOrMeta+V');

      await expect(field).toHaveValue('+7 (916) 123-45-67');
      await expect(dialog.getByRole('button', { name: 'Отправить код' })).toBeEnabled();
    });
  }
});
