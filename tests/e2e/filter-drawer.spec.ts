// The phone's filter drawer: its sticky «Показать N товаров / Сбросить» bar sat inside
// the panel's padding, so the rows scrolled visibly in the strip under it and beside it. The bar
// now reaches the panel's edges; checked by its geometry while the list is scrolled, and by a
// picture of the drawer's bottom compared with the one committed beside this file.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { hydrated } from './sign-in.kit';

async function openDrawer(page: Page): Promise<{ panel: Locator; bar: Locator }> {
  await page.goto('/catalog/man/');
  await hydrated(page);
  await page.getByRole('button', { name: /Фильтры/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Фильтры' });
  await expect(drawer.getByRole('heading', { name: 'Фильтры' })).toBeVisible();
  const reset = drawer.getByRole('link', { name: 'Сбросить' });
  const bar = reset.locator('xpath=..');
  // The panel: the drawer's scrolling box (Headless UI's panel, the heading's parent).
  const panel = drawer.getByRole('heading', { name: 'Фильтры' }).locator('xpath=..');
  await expect(bar).toBeVisible();
  // Wait for the slide-in to end: two reads of the panel's place 200 ms apart agree.
  let last: number | undefined;
  await expect
    .poll(
      async () => {
        const y = (await panel.boundingBox())?.y;
        const still = y !== undefined && y === last;
        last = y;
        return still;
      },
      { intervals: [200] },
    )
    .toBe(true);
  return { panel, bar };
}

/** The list scrolled halfway, so rows pass under the bar; the boxes of the panel and the bar then. */
async function scrolledHalfway(page: Page, panel: Locator, bar: Locator) {
  await panel.evaluate((box) => box.scrollTo(0, (box.scrollHeight - box.clientHeight) / 2));
  await page.waitForTimeout(100);
  return { panelBox: (await panel.boundingBox())!, barBox: (await bar.boundingBox())! };
}

// The drawer is the phone's (the desktop has a side panel): only the mobile project runs it.
test.describe('the filter drawer on a phone', { tag: ['@js-only', '@mobile-only'] }, () => {
  test('the sticky bar reaches the panel’s edges, with the list scrolled under it', async ({ page }) => {
    const { panel, bar } = await openDrawer(page);
    const { panelBox, barBox } = await scrolledHalfway(page, panel, bar);
    const viewportHeight = page.viewportSize()!.height;
    const panelBottom = Math.min(panelBox.y + panelBox.height, viewportHeight);
    expect(Math.abs(barBox.x - panelBox.x), 'left edge').toBeLessThanOrEqual(1);
    expect(
      Math.abs(barBox.x + barBox.width - (panelBox.x + panelBox.width)),
      'right edge',
    ).toBeLessThanOrEqual(1);
    expect(Math.abs(barBox.y + barBox.height - panelBottom), 'bottom edge').toBeLessThanOrEqual(1);

    // No row of the list shows below or beside the bar: every label under the bar's top edge is
    // covered by it.
    const showing = await panel.evaluate((box, barTop) => {
      const seen: string[] = [];
      const panelRect = box.getBoundingClientRect();
      for (const label of box.querySelectorAll('label, summary')) {
        const rect = label.getBoundingClientRect();
        if (rect.height === 0 || rect.bottom <= barTop || rect.top >= panelRect.bottom) continue;
        const atPoint = document.elementFromPoint(rect.left + 4, Math.max(rect.top + 2, barTop + 2));
        if (atPoint && label.contains(atPoint)) seen.push(label.textContent?.trim() ?? '');
      }
      return seen;
    }, barBox.y);
    expect(showing).toEqual([]);
  });

  test('the drawer’s bottom looks as it should', async ({ page }) => {
    const { panel, bar } = await openDrawer(page);
    const { panelBox, barBox } = await scrolledHalfway(page, panel, bar);
    // The bar and a strip of the list above it; the count on the button is masked, as the
    // catalogue may change.
    await expect(page).toHaveScreenshot('filter-drawer-bottom.png', {
      clip: { x: panelBox.x, y: barBox.y - 80, width: panelBox.width, height: barBox.height + 80 },
      mask: [bar.getByRole('button')],
      animations: 'disabled',
      caret: 'hide',
    });
  });
});
