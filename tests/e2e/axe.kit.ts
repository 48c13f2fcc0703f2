import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { PRODUCT_IMAGES, STAND_IN_PICTURE } from './stand-in-pictures.kit';

/** Impacts that fail a page; moderate and minor ones are left to review. */
const BLOCKING = new Set(['serious', 'critical']);

export interface BlockingViolation {
  id: string;
  impact: string;
  help: string;
  helpUrl: string;
  /** Each offending element: its selector, its HTML (shortened) and axe's reason. */
  nodes: { target: string; html: string; reason: string }[];
}

const shorten = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * axe is a script, and Playwright cannot evaluate anything in a page opened with JavaScript
 * disabled. So for such a page axe runs on a twin: the same URL in a JavaScript-enabled
 * context whose document request answers with the no-JS page's current DOM, scripts
 * removed. Stylesheets and images load from the server as usual, so contrast and layout
 * checks see what a no-JS visitor sees.
 */
async function withAxeablePage<T>(
  page: Page,
  javaScriptEnabled: boolean,
  work: (target: Page) => Promise<T>,
): Promise<T> {
  // A document still streaming has elements whose children have not arrived yet (a link
  // without its text): axe must see the page as the shopper does once it has loaded.
  await page.waitForLoadState('load');
  if (javaScriptEnabled) return work(page);
  const html = (await page.content()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
  const url = page.url();
  const twinContext = await page
    .context()
    .browser()!
    .newContext({ viewport: page.viewportSize(), javaScriptEnabled: true });
  try {
    const twin = await twinContext.newPage();
    await twin.route('**/*', (route) => {
      const request = route.request();
      if (request.isNavigationRequest()) {
        return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html });
      }
      if (request.resourceType() === 'script') return route.abort();
      // axe does not look into pictures: the stand-in spares the server drawing them.
      if (PRODUCT_IMAGES.test(request.url())) {
        return route.fulfill({ contentType: 'image/png', body: STAND_IN_PICTURE });
      }
      return route.continue();
    });
    await twin.goto(url);
    return await work(twin);
  } finally {
    await twinContext.close();
  }
}

/**
 * Waits (at most a second) for the page's finite CSS transitions and animations to end: axe
 * measuring a chip halfway from white to black reports a contrast nobody ever sees. Endless
 * ones (a spinner, the banner strip) are left running.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    const ended = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    return Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 1000))]);
  });
}

/** Runs axe on the page as it is now and returns its serious and critical violations. */
export async function blockingViolations(page: Page, javaScriptEnabled = true): Promise<BlockingViolation[]> {
  const results = await withAxeablePage(page, javaScriptEnabled, async (target) => {
    // The page as a visitor who asked for less motion sees it: the banner strip, which turns
    // every 3 s, then swaps its lines without a fade that axe could catch halfway.
    await target.emulateMedia({ reducedMotion: 'reduce' });
    try {
      await settleAnimations(target);
      return await new AxeBuilder({ page: target })
        // In the page itself: the default opens a blank page per check to merge the results of
        // cross-origin frames, which the shop has none of; that page was 60 % of a check's time
        // (home page: 1.9 s → 0.7 s on a quiet machine).
        .setLegacyMode(true)
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        // Only violations are read: axe then keeps one example of what passed instead of
        // every node, which on a page of product cards is most of its time.
        .options({ resultTypes: ['violations'] })
        .analyze();
    } finally {
      await target.emulateMedia({ reducedMotion: null });
    }
  });
  return results.violations
    .filter((v) => v.impact && BLOCKING.has(v.impact))
    .map((v) => ({
      id: v.id,
      impact: v.impact as string,
      help: v.help,
      helpUrl: v.helpUrl,
      nodes: v.nodes.map((n) => ({
        target: n.target.join(' '),
        html: shorten(n.html.replace(/\s+/g, ' '), 160),
        // axe's summary, after its 'Fix any of the following:' line, names the problem found.
        reason: shorten((n.failureSummary ?? '').split('\n').slice(1).join(' ').trim(), 200),
      })),
    }));
}

/** One readable paragraph per violation: what is wrong, on which elements, why, where to read more. */
export function describeViolations(url: string, violations: BlockingViolation[]): string {
  const SHOWN = 5;
  const paragraphs = violations.map((v) => {
    const nodes = v.nodes
      .slice(0, SHOWN)
      .map((n) => `    ${n.target}\n      ${n.html}${n.reason ? `\n      ${n.reason}` : ''}`);
    if (v.nodes.length > SHOWN) nodes.push(`    … and ${v.nodes.length - SHOWN} more`);
    return [`- [${v.impact}] ${v.id}: ${v.help}`, ...nodes, `    ${v.helpUrl}`].join('\n');
  });
  return `${violations.length} serious or critical accessibility violation(s) on ${url}:\n${paragraphs.join('\n')}`;
}
