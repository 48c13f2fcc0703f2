import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readLatestBuild } from './latest-build.server';

describe('the latest-build file', () => {
  it('answers the id it holds now, also after a new build rewrote it', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'latest-build-')), 'version.txt');
    fs.writeFileSync(file, '4bfa1134\n');
    await expect(readLatestBuild(file)).resolves.toBe('4bfa1134');
    fs.writeFileSync(file, 'c0ffee01');
    await expect(readLatestBuild(file)).resolves.toBe('c0ffee01');
  });

  it('answers null without a build id', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'latest-build-'));
    await expect(readLatestBuild(path.join(dir, 'missing.txt'))).resolves.toBeNull();
    fs.writeFileSync(path.join(dir, 'empty.txt'), '  \n');
    await expect(readLatestBuild(path.join(dir, 'empty.txt'))).resolves.toBeNull();
  });
});
