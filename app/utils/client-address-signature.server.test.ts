import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signClientAddress, verifySignedClientAddress } from './client-address-signature.server';
import { resetEnvForTests } from './env.server';

const NOW = new Date('2026-11-24T12:00:00Z');
const seconds = (n: number) => new Date(NOW.getTime() + n * 1000);

function withSecret(value: string, run: () => string): string {
  process.env.CLIENT_ADDRESS_SECRET = value;
  resetEnvForTests();
  try {
    return run();
  } finally {
    process.env.CLIENT_ADDRESS_SECRET = 'signature-test';
    resetEnvForTests();
  }
}

describe('signed client address', () => {
  beforeAll(() => {
    process.env.CLIENT_ADDRESS_SECRET = 'signature-test';
    resetEnvForTests();
  });
  afterAll(() => {
    delete process.env.CLIENT_ADDRESS_SECRET;
    resetEnvForTests();
  });

  it('gives back the address it signed, IPv4 and IPv6, for a minute either way', () => {
    expect(verifySignedClientAddress(signClientAddress('203.0.113.7', NOW), NOW)).toBe('203.0.113.7');
    expect(verifySignedClientAddress(signClientAddress('2a02:6b8::1', NOW), seconds(60))).toBe('2a02:6b8::1');
    expect(verifySignedClientAddress(signClientAddress('203.0.113.7', NOW), seconds(-60))).toBe(
      '203.0.113.7',
    );
  });

  it('refuses a stale header, so a captured one cannot be replayed for long', () => {
    expect(verifySignedClientAddress(signClientAddress('203.0.113.7', NOW), seconds(61))).toBeNull();
  });

  it('refuses another address or time under the same signature, and another key', () => {
    const [, time, signature] = signClientAddress('203.0.113.7', NOW).split(';');
    expect(verifySignedClientAddress(`203.0.113.8;${time};${signature}`, NOW)).toBeNull();
    expect(verifySignedClientAddress(`203.0.113.7;${Number(time) + 1};${signature}`, NOW)).toBeNull();
    const foreign = withSecret('another-deployment', () => signClientAddress('203.0.113.7', NOW));
    expect(verifySignedClientAddress(foreign, NOW)).toBeNull();
  });

  it('refuses whatever a client could write by hand', () => {
    for (const bad of [
      null,
      '',
      '203.0.113.7',
      '203.0.113.7, 10.0.0.1',
      `203.0.113.7;${NOW.getTime() / 1000};`,
      `203.0.113.7;${NOW.getTime() / 1000};AAAA`,
      `not-an-ip;${NOW.getTime() / 1000};AAAA`,
      'x'.repeat(5000),
    ]) {
      expect(verifySignedClientAddress(bad, NOW)).toBeNull();
    }
  });
});
