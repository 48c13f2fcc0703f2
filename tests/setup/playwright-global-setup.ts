// Playwright's global setup: refuse to start the browser tests without a browser, with a
// message that says how to get one, instead of a launch error in every test.
import { assertChromium } from './browser';

export default function globalSetup(): void {
  assertChromium();
}
