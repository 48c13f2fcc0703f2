import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signClientAddress } from '../../utils/client-address-signature.server';
import { resetEnvForTests } from '../../utils/env.server';
import { clientIp } from './client-ip.server';
import { captureLogs } from '../../../tests/mocks/log-capture';

const request = (headers: Record<string, string> = {}) =>
  new Request('http://shop.test/api/auth/code', { headers });

describe('clientIp', () => {
  beforeAll(() => {
    process.env.CLIENT_ADDRESS_SECRET = 'client-ip-test';
    resetEnvForTests();
  });
  afterAll(() => {
    delete process.env.CLIENT_ADDRESS_SECRET;
    resetEnvForTests();
    vi.restoreAllMocks();
  });

  it('takes the shopper’s address the storefront signed over the caller’s own', () => {
    const signed = request({ 'X-Shop-Client-Address': signClientAddress('203.0.113.7') });
    expect(clientIp(signed, { clientAddress: '127.0.0.1' })).toBe('203.0.113.7');
  });

  it('falls back to the caller’s own address when the signature does not check out', () => {
    const log = captureLogs();
    const forged = request({
      'X-Shop-Client-Address': '203.0.113.7;1;AAAA',
      'X-Forwarded-For': '198.51.100.1',
    });
    expect(clientIp(forged, { clientAddress: '192.0.2.44' })).toBe('192.0.2.44');
    log.restore();
  });

  it('never reads a bare X-Forwarded-For, and says unknown when the server gave no address', () => {
    const spoofed = request({ 'X-Forwarded-For': '198.51.100.1' });
    expect(clientIp(spoofed, { clientAddress: '192.0.2.44' })).toBe('192.0.2.44');
    expect(clientIp(spoofed, {})).toBe('unknown');
  });
});
