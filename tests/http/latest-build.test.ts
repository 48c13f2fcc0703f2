// The latest-build file of docs/product.md#new-version, docs/product.md#api-calls: every open page polls it and compares it with the
// build it runs. It must name the build the server serves pages of, and never be cached.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, test } from 'vitest';
import { repoRoot } from '../setup/paths';

const baseUrl = inject('baseUrl');

describe('GET /resources/latest-build', () => {
  test('names the build whose code the pages load, uncached', async () => {
    const response = await fetch(`${baseUrl}/resources/latest-build`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    // A poll every few minutes from every tab leaves the shopper's cookies alone.
    expect(response.headers.get('set-cookie')).toBeNull();
    const { version } = (await response.json()) as { version: string };
    expect(version).toBe(fs.readFileSync(path.join(repoRoot, 'build', 'version.txt'), 'utf8').trim());

    // The page's client manifest (window.__remixManifest) carries the build it was made of.
    const page = await (await fetch(`${baseUrl}/`)).text();
    const manifestPath = /\/assets\/manifest-\w+\.js/.exec(page)?.[0];
    expect(manifestPath, 'the client manifest script').toBeDefined();
    const manifest = await (await fetch(`${baseUrl}${manifestPath}`)).text();
    expect(manifest).toContain(`"version":"${version}"`);
  });
});
