// A visitor from a Yandex ad with JavaScript on: the page reports the screen size for the
// click-id record once (docs/product.md#entities), and not again on the next page. Without JavaScript the
// record keeps the size unknown and nothing is posted (the HTTP tests cover the cookies).
import { expect, test } from './fixtures';

const SCREEN_REPORT = '/resources/click-screen';

test('the click-id record gets the screen size once, from the browser', async ({ page }, testInfo) => {
  const jsEnabled = testInfo.project.use.javaScriptEnabled !== false;
  const reports: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith(SCREEN_REPORT)) reports.push(request.postData() ?? '');
  });

  if (jsEnabled) {
    const answer = page.waitForResponse((response) =>
      new URL(response.url()).pathname.startsWith(SCREEN_REPORT),
    );
    await page.goto('/?yclid=5550001234');
    expect((await answer).status()).toBe(200);
    const screen = await page.evaluate(() => ({ width: window.screen.width, height: window.screen.height }));
    expect(new URLSearchParams(reports[0]).get('width')).toBe(String(screen.width));
    expect(new URLSearchParams(reports[0]).get('height')).toBe(String(screen.height));
  } else {
    await page.goto('/?yclid=5550001234');
  }
  const cookie = (await page.context().cookies()).find((c) => c.name === 'click_id');
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe('Lax');

  // The record is complete now: the next page asks for nothing.
  await page.goto('/catalog/');
  await page.waitForLoadState('networkidle');
  expect(reports).toHaveLength(jsEnabled ? 1 : 0);
});
