// Helpers of the СДЭК pickup point journeys: the stand-in serves Novosibirsk only.
import { expect, type Page } from '@playwright/test';

/** The shopper's city set to Novosibirsk, as the city dialog's choice does (`baseUrl` for a second server). */
export async function moveToNovosibirsk(page: Page, baseUrl = ''): Promise<void> {
  const found = await page.request.get(
    `${baseUrl}/api/location/cities/by-name/?city=${encodeURIComponent('Новосибирск')}`,
  );
  const city = ((await found.json()) as { id: number; name: string }[]).find(
    (c) => c.name === 'Новосибирск',
  )!;
  const chosen = await page.request.post(`${baseUrl}/resources/city`, {
    form: { intent: 'select', cityId: String(city.id), returnTo: '/' },
    maxRedirects: 0,
  });
  expect(chosen.status()).toBe(303);
}
