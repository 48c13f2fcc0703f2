import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, inject, test } from 'vitest';
import { messagesTo, readOutbox, waitForCode } from '../setup/outbox';
import { testDataDir } from '../setup/paths';
import { templateDir } from '../setup/template';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

describe('the HTTP test harness', () => {
  test('serves the built app and reports a ready database', async () => {
    const response = await fetch(`${baseUrl}/healthz`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(await response.json()).toEqual({
      status: 'ok',
      catalogIndex: { fullBuilds: expect.any(Number), stockUpdates: expect.any(Number) },
    });
  });

  test('runs the server on its own copy of the seeded template, never the template itself', () => {
    expect(path.dirname(dataDir)).toBe(testDataDir);
    expect(path.basename(dataDir)).toMatch(/^run-\d+$/);
    expect(dataDir).not.toBe(templateDir);
    expect(fs.existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
  });

  test('answers an unknown path with 404, not a crash', async () => {
    const response = await fetch(`${baseUrl}/no-such-page-${Date.now()}`);
    expect(response.status).toBe(404);
  });

  test('reads an SMS outbox line by line and finds messages by phone in any notation', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
    try {
      expect(readOutbox(dir)).toEqual([]);
      const lines = [
        { phone: '+79991234567', text: 'Код для входа: 4821' },
        { phone: '+79990000000', text: 'Код для входа: 1111' },
        { phone: '+79991234567', text: 'Код для входа: 7305' },
      ];
      fs.writeFileSync(
        path.join(dir, 'sms-outbox.jsonl'),
        lines.map((l) => JSON.stringify(l) + '\n').join(''),
      );
      expect(readOutbox(dir)).toHaveLength(3);
      expect(messagesTo(dir, '+7 (999) 123-45-67').map((m) => m.text)).toEqual([
        lines[0].text,
        lines[2].text,
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('finds the latest code sent after a given point', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
    try {
      const file = path.join(dir, 'sms-outbox.jsonl');
      fs.writeFileSync(file, JSON.stringify({ to: '+79991234567', text: 'Код: 1234' }) + '\n');
      const later = setTimeout(
        () => fs.appendFileSync(file, JSON.stringify({ to: '+79991234567', text: 'Код: 5678' }) + '\n'),
        200,
      );
      await expect(waitForCode(dir, '+79991234567', 1)).resolves.toBe('5678');
      clearTimeout(later);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
