import fs from 'node:fs';

/** Debian's Chromium by default; CHROMIUM_PATH points elsewhere (e.g. Playwright's own build). */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

/** True when the configured Chromium exists and can be executed. */
export function chromiumAvailable(): boolean {
  try {
    fs.accessSync(chromiumPath(), fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Throws the one message a developer needs when the browser is not there. */
export function assertChromium(): void {
  if (!chromiumAvailable()) {
    throw new Error(
      `Chromium not found at ${chromiumPath()}: run \`apt-get install chromium\` or set CHROMIUM_PATH`,
    );
  }
}
