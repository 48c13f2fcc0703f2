import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Where code lives (docs/architecture.md#map-of-the-tree): components/ holds UI only, so a maintainer looking
// for a page's loader or action finds it beside the route (app/routes/<route>/) or, when
// several routes share it, in app/routes-shared/. Test support lives under tests/.
const APP = import.meta.dirname;

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [path.relative(APP, full)];
  });
}

const appFiles = filesUnder(APP);

describe('the layout of app/', () => {
  it('is read', () => {
    expect(appFiles.length).toBeGreaterThan(300);
  });

  it('components/ holds no server module', () => {
    expect(appFiles.filter((file) => file.startsWith('components/') && /\.server\.tsx?$/.test(file))).toEqual(
      [],
    );
  });

  it('no module imports a server module of components/', () => {
    const importers = appFiles.filter((file) => {
      if (!/\.tsx?$/.test(file)) return false;
      const source = fs.readFileSync(path.join(APP, file), 'utf8');
      return /from '(?:~\/|\.{1,2}\/)(?:[^']*\/)?components\/[^']*\.server'/.test(source);
    });
    expect(importers).toEqual([]);
  });

  it('a test that opens a database is a *.data.test.ts (the data project runs it, not unit)', () => {
    const opensDatabase = /setup\/engines'|@electric-sql\/pglite'|openDatabase|migrateDatabase/;
    const misnamed = appFiles.filter(
      (file) =>
        /\.test\.tsx?$/.test(file) &&
        !file.endsWith('.data.test.ts') &&
        file !== 'layout.test.ts' &&
        opensDatabase.test(fs.readFileSync(path.join(APP, file), 'utf8')),
    );
    expect(misnamed).toEqual([]);
  });

  it('a folder route holds its module as route.ts(x)', () => {
    const routes = path.join(APP, 'routes');
    const folders = fs.readdirSync(routes, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    for (const folder of folders) {
      expect(fs.readdirSync(path.join(routes, folder.name)), folder.name).toEqual(
        expect.arrayContaining([expect.stringMatching(/^route\.tsx?$/)]),
      );
    }
  });
});
