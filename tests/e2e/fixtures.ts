// The test object every journey imports: Playwright's, plus an accessibility check and the
// SMS outbox of the server under test.
import { test as base, expect, type Page } from '@playwright/test';
import { messagesTo, type OutboxMessage, readOutbox, waitForCode } from '../setup/outbox';
import { blockingViolations, describeViolations } from './axe';

export interface Outbox {
  /** Every SMS the server has "sent" so far. */
  all: () => OutboxMessage[];
  /** Messages to one phone, in any notation. */
  to: (phone: string) => OutboxMessage[];
  /** The 4-digit code of the first message to `phone` after `sentBefore` messages to it. */
  code: (phone: string, sentBefore?: number) => Promise<string>;
}

interface Fixtures {
  /** Fails the test when axe finds a serious or critical violation on the page as it is now. */
  checkA11y: (page: Page) => Promise<void>;
  outbox: Outbox;
}

function serverDataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir)
    throw new Error('E2E_DATA_DIR is set by playwright.config.ts; run the tests with `npx playwright test`.');
  return dir;
}

export const test = base.extend<Fixtures>({
  checkA11y: async ({ javaScriptEnabled }, provide) => {
    await provide(async (page) => {
      const violations = await blockingViolations(page, javaScriptEnabled !== false);
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
