// The test object every journey imports: Playwright's, plus an accessibility check and the
// SMS outbox of the server under test.
import { test as base, expect, type Page } from '@playwright/test';
import { messagesTo, type OutboxMessage, readOutbox, waitForCode } from '../setup/outbox';
import { blockingViolations, describeViolations } from './axe.kit';
import { PRODUCT_IMAGES, STAND_IN_PICTURE } from './stand-in-pictures.kit';

export interface Outbox {
  /** Every SMS the server has "sent" so far. */
  all: () => OutboxMessage[];
  /** Messages to one phone, in any notation. */
  to: (phone: string) => OutboxMessage[];
  /** The 4-digit code of the first message to `phone` after `sentBefore` messages to it. */
  code: (phone: string, sentBefore?: number) => Promise<string>;
}

interface Options {
  /** Load the server's real product pictures instead of the 1×1 stand-in. */
  realProductImages: boolean;
}

interface Fixtures {
  /** Fails the test when axe finds a serious or critical violation on the page as it is now. */
  checkA11y: (page: Page) => Promise<void>;
  outbox: Outbox;
  /** Puts the stand-in in place of product pictures unless the test asked for real ones. */
  productImages: void;
}

function serverDataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir)
    throw new Error('E2E_DATA_DIR is set by playwright.config.ts; run the tests with `npx playwright test`.');
  return dir;
}

export const test = base.extend<Fixtures & Options>({
  realProductImages: [false, { option: true }],
  productImages: [
    async ({ context, realProductImages }, provide) => {
      if (!realProductImages) {
        await context.route(PRODUCT_IMAGES, (route) =>
          route.fulfill({ contentType: 'image/png', body: STAND_IN_PICTURE }),
        );
      }
      await provide();
    },
    { auto: true },
  ],
  checkA11y: async ({ javaScriptEnabled }, provide) => {
    await provide(async (page) => {
      const t0 = Date.now();
      const violations = await blockingViolations(page, javaScriptEnabled !== false);
      if (process.env.AXE_TIMING) console.log(`[axe] ${page.url()} ${Date.now() - t0} ms`);
      expect(violations.length, describeViolations(page.url(), violations)).toBe(0);
    });
  },
  // Playwright hands fixtures their dependencies destructured; this one needs none.
  // eslint-disable-next-line no-empty-pattern
  outbox: async ({}, provide) => {
    const dataDir = serverDataDir();
    await provide({
      all: () => readOutbox(dataDir),
      to: (phone) => messagesTo(dataDir, phone),
      code: (phone, sentBefore = 0) => waitForCode(dataDir, phone, sentBefore),
    });
  },
});

export { expect };
