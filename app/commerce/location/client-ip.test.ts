import { describe, expect, it } from 'vitest';
import { isPrivateAddress } from './client-ip';

describe('isPrivateAddress', () => {
  it('knows private, loopback and reserved ranges', () => {
    for (const ip of [
      '10.1.2.3',
      '127.0.0.1',
      '192.168.1.1',
      '172.20.0.1',
      '100.64.0.1',
      '169.254.1.1',
      '0.0.0.0',
      '::1',
      'fd00::1',
      'fe80::1',
    ]) {
      expect(isPrivateAddress(ip), ip).toBe(true);
    }
  });

  it('lets public addresses through', () => {
    for (const ip of ['95.173.136.70', '172.32.0.1', '100.128.0.1', '2a02:6b8::1']) {
      expect(isPrivateAddress(ip), ip).toBe(false);
    }
  });
});
