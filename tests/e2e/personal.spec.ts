// The personal area in a browser, in every project: favourites from the catalogue's hearts to
// the wishlist (remove, clear) and the profile form (docs/product.md#validation texts, saved values). With
// JavaScript every change happens in place (a fetcher, no page load); without it each one is a
// form post that comes back to the same page.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  enterCode,
  hydrated,
  masked,
  randomIp,
  randomPhone,
  signInThroughForms,
  signInTitle,
} from './sign-in.kit';

const SNEAKERS = '/catalog/man/obuv/krossovki/';

/** A visitor who already answered the city prompt and the cookie banner. */
async function settledVisitor(page: Page): Promise<void> {
  await page.request.post('/resources/cookie-consent', { form: { returnTo: '/' }, maxRedirects: 0 });
  await page.request.post('/resources/city', { form: { intent: 'confirm', returnTo: '/' }, maxRedirects: 0 });
}

const cards = (page: Page) => page.locator('[data-product-grid] article');

/** A signed-in shopper's heart on a card, by what pressing it would do. */
const heart = (card: Locator, saved: boolean) =>
  card.getByRole('button', { name: saved ? 'Убрать из избранного' : 'Добавить в избранное' });

/**
 * Presses a control and checks how the page answered: with JavaScript in place (the document
 * stays the same, marked before the press), without it by a post that lands on `path` again.
 */
async function pressInPlace(page: Page, control: Locator, js: boolean, path: string): Promise<void> {
  if (!js) {
    await Promise.all([page.waitForNavigation({ url: (url) => url.pathname === path }), control.click()]);
    return;
  }
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
  // The page may show the change before the server has it (an optimistic card leaving): wait
  // for the fetcher's answer, so what follows (a reload) cannot cut the request short.
  const answered = page.waitForResponse((r) => r.request().method() === 'POST');
  await control.click();
  expect((await answered).ok()).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
}

test('favourites: a guest is asked to sign in; a member saves two, removes one in the wishlist, clears the rest', async ({
  page,
  outbox,
  checkA11y,
}, testInfo) => {
  const js = testInfo.project.use.javaScriptEnabled !== false;
  await settledVisitor(page);

  // A guest's heart opens the sign-in dialog over the same list.
  await page.goto(SNEAKERS);
  await cards(page).first().getByRole('link', { name: 'Добавить в избранное' }).click();
  await expect(signInTitle(page)).toBeVisible();
  await expect(page).toHaveURL(/\/catalog\/man\/obuv\/krossovki\/\?login=/);

  await signInThroughForms(page, outbox);
  await page.goto(SNEAKERS);
  const names: string[] = [];
  for (const index of [0, 1]) {
    const card = cards(page).nth(index);
    names.push((await card.getByRole('heading').innerText()).trim());
    await pressInPlace(page, heart(card, false), js, SNEAKERS);
    await expect(heart(cards(page).nth(index), true)).toBeVisible();
  }

  await page.goto('/personal/wishlist');
  await expect(page.getByRole('heading', { level: 1, name: 'Избранное' })).toBeVisible();
  await expect(page.getByText('Товаров в избранном: 2')).toBeVisible();
  const listed = page.getByRole('main').locator('article');
  await expect(listed).toHaveCount(2);
  // Newest first: the second heart pressed leads.
  await expect(listed.first().getByRole('heading')).toHaveText(names[1]);
  await checkA11y(page);

  await pressInPlace(page, heart(listed.first(), true), js, '/personal/wishlist');
  await expect(listed).toHaveCount(1);
  await expect(listed.first().getByRole('heading')).toHaveText(names[0]);
  await expect(page.getByText('Товаров в избранном: 1')).toBeVisible();

  await pressInPlace(
    page,
    page.getByRole('button', { name: 'Очистить избранное' }),
    js,
    '/personal/wishlist',
  );
  await expect(page.getByText('В избранном пока пусто.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('В избранном пока пусто.')).toBeVisible();
});

test('profile: the §5 texts for a wrong email and a missing name, then saved values that stay', async ({
  page,
  outbox,
  checkA11y,
}, testInfo) => {
  const js = testInfo.project.use.javaScriptEnabled !== false;
  await settledVisitor(page);
  await signInThroughForms(page, outbox);
  await page.goto('/personal/profile');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const form = page.locator('form#profile');
  await form.getByLabel('Имя').fill('');
  await form.getByLabel('Фамилия').fill('Смирнова');
  await form.getByLabel('Email').fill('anna@@example');
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(form.getByText('E-mail указан неверно')).toBeVisible();
  await expect(form.getByText('Пожалуйста, укажи свое имя')).toBeVisible();
  await checkA11y(page);

  await form.getByLabel('Имя').fill('Анна');
  await form.getByLabel('Email').fill('Anna.Smirnova@Example.ru');
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Данные сохранены' })).toBeVisible();
  if (!js) await expect(page).toHaveURL(/\/personal\/profile$/);

  await page.reload();
  await expect(page.locator('form#profile').getByLabel('Имя')).toHaveValue('Анна');
  await expect(page.locator('form#profile').getByLabel('Фамилия')).toHaveValue('Смирнова');
  // Addresses are kept in lower case.
  await expect(page.locator('form#profile').getByLabel('Email')).toHaveValue('anna.smirnova@example.ru');
});

test('phone change: a code goes to the new number, and the profile shows it', async ({
  page,
  outbox,
}, testInfo) => {
  const js = testInfo.project.use.javaScriptEnabled !== false;
  // Its own address: the per-IP code limit is not shared with the other journeys of the run.
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': randomIp() });
  await settledVisitor(page);
  const oldPhone = await signInThroughForms(page, outbox);
  const newPhone = randomPhone();
  await page.goto('/personal/profile');
  const section = page.getByRole('region', { name: 'Телефон' });
  await expect(section.getByText(masked(oldPhone))).toBeVisible();
  if (js) await hydrated(page);

  await section.getByRole('link', { name: 'Изменить номер' }).click();
  // The phone form's code arrives after the page's (a lazy part): typing before it hydrates races
  // the hydration, so the journey types once the page has fetched what it needs.
  if (js) await page.waitForLoadState('networkidle');
  const field = section.getByRole('textbox', { name: 'Новый номер телефона' });
  if (js) await field.pressSequentially(newPhone.slice(2));
  else await field.fill(masked(newPhone));
  await section.getByRole('button', { name: 'Отправить код' }).click();
  await expect(section.getByText(`Код отправлен на номер ${masked(newPhone)}`)).toBeVisible();

  await enterCode(page, section, await outbox.code(newPhone), js, 'Подтвердить');
  await expect(section.getByText(masked(newPhone))).toBeVisible();
  await expect(section.getByText(masked(oldPhone))).toBeHidden();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Телефон' }).getByText(masked(newPhone))).toBeVisible();
});
