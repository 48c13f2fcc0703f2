// The catalogue menu (docs/product.md#page-weight: one menu in the page for every screen). On desktop it is the
// header's row whose genders drop down on hover; on phones it sits in the burger drawer whose
// genders open as accordions. Both are CSS only, so every project runs it (desktop, mobile,
// desktop without JavaScript).
import { expect, test } from './fixtures';

test('the catalogue menu reaches a gender\u2019s group on every screen', async ({
  page,
  checkA11y,
}, testInfo) => {
  const isMobile = Boolean(testInfo.project.use.isMobile);
  await page.goto('/about/company');
  const header = page.getByRole('banner');
  // One catalogue menu in the page, whatever the screen.
  await expect(page.getByRole('navigation', { name: 'Каталог', includeHidden: true })).toHaveCount(1);
  // Closed groups are out of the accessibility tree: only the opened gender's «Обувь» counts, so
  // the locator stays strict (exactly one) once a gender is open.
  const shoes = header.getByRole('link', { name: 'Обувь' });

  if (isMobile) {
    await expect(header.getByRole('navigation', { name: 'Каталог' })).toBeHidden();
    await header.getByLabel('Меню').click();
    await expect(header.getByRole('link', { name: 'Новинки' })).toBeVisible();
    await expect(shoes).toBeHidden();
    await header.locator('summary', { hasText: 'Женщинам' }).click();
    await expect(shoes).toBeVisible();
    await checkA11y(page);
  } else {
    await expect(header.getByRole('link', { name: 'Новинки' })).toBeVisible();
    await expect(shoes).toBeHidden();
    await header.getByRole('link', { name: 'Женщинам' }).hover();
    await expect(shoes).toBeVisible();
    // The burger's drawer keeps its own links to itself on desktop.
    await expect(header.getByRole('link', { name: 'Вопросы и ответы' })).toBeHidden();
  }
  await shoes.click();
  await expect(page).toHaveURL(/\/catalog\/woman\/obuv\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
