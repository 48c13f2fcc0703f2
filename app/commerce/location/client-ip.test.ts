import { describe, expect, it } from 'vitest';
import { firstForwardedAddress, isPrivateAddress } from './client-ip';

describe('firstForwardedAddress', () => {
  it('takes the first entry of a proxy chain', () => {
    expect(firstForwardedAddress('95.173.136.70, 10.0.0.1, 172.16.0.2')).toBe('95.173.136.70');
  });

  it('strips ports, brackets and the IPv4-mapped prefix', () => {
    expect(firstForwardedAddress('212.164.0.1:51234')).toBe('212.164.0.1');
    expect(firstForwardedAddress('[2a02:6b8::1]:443')).toBe('2a02:6b8::1');
    expect(firstForwardedAddress('::ffff:212.164.0.1')).toBe('212.164.0.1');
    expect(firstForwardedAddress('2a02:6b8::1')).toBe('2a02:6b8::1');
  });

  it('refuses what is not an address', () => {
    for (const bad of [
      null,
      '',
      'garbage',
      '999.1.1.1',
      '<script>',
      '1.2.3',
      'unknown, 1.2.3.4',
      'x'.repeat(5000),
    ]) {
      expect(firstForwardedAddress(bad)).toBeNull();
    }
  });
});

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
