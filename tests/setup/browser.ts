import fs from 'node:fs';

/**
 * Debian's Chromium builds, lightest first. The headless shell (package
 * chromium-headless-shell) is the same engine without the desktop browser around it, the build
 * Playwright itself runs headless tests in; here it uses half the CPU of the full browser for
 * the same pages, and the journeys are bound by CPU (docs/decisions/0005-testing.md).
 */
const DEBIAN_BUILDS = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

function executable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** CHROMIUM_PATH when set (e.g. Playwright's own build); else the lightest Debian build installed. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? DEBIAN_BUILDS.find(executable) ?? DEBIAN_BUILDS[1];
}

/** True when the configured Chromium exists and can be executed. */
export function chromiumAvailable(): boolean {
  return executable(chromiumPath());
}

/** Throws the one message a developer needs when the browser is not there. */
export function assertChromium(): void {
  if (!chromiumAvailable()) {
    throw new Error(
      `Chromium not found at ${chromiumPath()}: run \`apt-get install chromium\` (add chromium-headless-shell for faster runs) or set CHROMIUM_PATH`,
    );
  }
}
