// The cluster starts what the systemd units start: these read the units as systemd would and
// check that the files their commands name exist in the repository, and that a missing
// HAProxy or PostgreSQL is reported with how to install it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { missingPrerequisites } from './prerequisites';
import { nodeArgumentsOf } from './units';

const root = path.resolve(import.meta.dirname, '../..');

describe('the units’ commands', () => {
  test('shop.service runs the built server, as npm start does after the build', () => {
    expect(nodeArgumentsOf(root, 'shop.service')).toEqual(['build/server.js']);
  });

  test('shop-migrate.service runs the migration script through tsx', () => {
    const args = nodeArgumentsOf(root, 'shop-migrate.service');
    expect(args).toEqual(['--import', 'tsx', 'scripts/db-migrate.ts']);
    expect(fs.existsSync(path.join(root, args[2]))).toBe(true);
  });

  test('every unit’s files are in the repository and the backup script is executable', () => {
    const backup = fs.readFileSync(path.join(root, 'deploy/systemd/shop-backup.service'), 'utf8');
    const script = /^ExecStart=\/opt\/shop\/current\/(\S+)$/m.exec(backup)?.[1];
    expect(script).toBe('deploy/backup/pg-backup.sh');
    expect(fs.statSync(path.join(root, script!)).mode & 0o111).not.toBe(0);
    expect(fs.statSync(path.join(root, 'deploy/backup/pg-restore.sh')).mode & 0o111).not.toBe(0);
  });

  test('a unit whose ExecStart is not node is refused with its file named', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'units-'));
    fs.mkdirSync(path.join(dir, 'deploy/systemd'), { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'deploy/systemd/shop.service'),
      '[Service]\nExecStart=/usr/bin/npm start\n',
    );
    expect(() => nodeArgumentsOf(dir, 'shop.service')).toThrow(/shop\.service: ExecStart does not run node/);
    fs.rmSync(dir, { recursive: true });
  });
});

describe('npm run cluster’s prerequisites', () => {
  test('a missing HAProxy says how to install it', () => {
    const missing = missingPrerequisites({
      haproxyPath: '/nonexistent/haproxy',
      databaseUrl: 'postgres://x/y',
    });
    expect(missing).toEqual([expect.stringContaining('apt-get install haproxy')]);
  });

  test('missing PostgreSQL binaries without DATABASE_URL say how to install them', () => {
    const saved = process.env.PG_BIN_DIR;
    process.env.PG_BIN_DIR = '/nonexistent/bin';
    try {
      const missing = missingPrerequisites({ haproxyPath: '/nonexistent/haproxy', databaseUrl: undefined });
      expect(missing).toHaveLength(2);
      expect(missing[1]).toContain('apt-get install postgresql');
      // With a running server named, its binaries are not needed.
      expect(
        missingPrerequisites({ haproxyPath: '/nonexistent/haproxy', databaseUrl: 'postgres://x/y' }),
      ).toHaveLength(1);
    } finally {
      if (saved === undefined) delete process.env.PG_BIN_DIR;
      else process.env.PG_BIN_DIR = saved;
    }
  });
});
