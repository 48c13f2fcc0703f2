// A stand-in for the Yandex Maps v3 script, for servers started with YANDEX_MAPS_API_KEY: the
// page's request for it is answered here (page.route), so no request leaves the machine.
import type { Page } from '@playwright/test';

/** Cookie consent given and the detected city confirmed, so no banner or question covers the page. */
export async function settledVisitor(page: Page, baseUrl = ''): Promise<void> {
  await page.request.post(`${baseUrl}/resources/cookie-consent`, {
    form: { returnTo: '/' },
    maxRedirects: 0,
  });
  await page.request.post(`${baseUrl}/resources/city`, {
    form: { intent: 'confirm', returnTo: '/' },
    maxRedirects: 0,
  });
}

export const MAPS_KEY = 'test-maps-key';

/**
 * A stand-in for the ymaps3 global (only what the pages use). It records what the page asked
 * for in window.__maps and puts the markers' elements into the map's frame, like the real one.
 */
export const FAKE_YMAPS3 = `
  window.__maps = { created: null, markers: [], updates: [] };
  window.ymaps3 = {
    ready: Promise.resolve(),
    YMap: class {
      constructor(element, props) { this.element = element; window.__maps.created = props; }
      addChild(child) { if (child && child.element) this.element.appendChild(child.element); return this; }
      update(props) { window.__maps.updates.push(props.location); }
      destroy() {}
    },
    YMapDefaultSchemeLayer: class {},
    YMapDefaultFeaturesLayer: class {},
    YMapMarker: class {
      constructor(props, element) { this.element = element; window.__maps.markers.push(props); }
    },
  };
`;

/** What the stand-in recorded: the markers' coordinates and the views the page flew to. */
export type RecordedMaps = {
  markers: { coordinates: number[]; title?: string }[];
  updates: { center: number[]; zoom: number }[];
};

export function recordedMaps(page: Page): Promise<RecordedMaps> {
  return page.evaluate(() => (window as unknown as { __maps: RecordedMaps }).__maps);
}

/**
 * Answers the maps script with the stand-in (or refuses it: 'unreachable') and every other
 * outside request with an abort. Returns the script addresses the page asked for, as they come.
 */
export async function routeMapsScript(page: Page, script: 'stand-in' | 'unreachable'): Promise<string[]> {
  const asked: string[] = [];
  await page.context().route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => {
    const url = route.request().url();
    if (url.startsWith('https://api-maps.yandex.ru/')) {
      asked.push(url);
      if (script === 'stand-in') return route.fulfill({ contentType: 'text/javascript', body: FAKE_YMAPS3 });
    }
    return route.abort();
  });
  return asked;
}
