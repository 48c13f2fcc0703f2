import { describe, expect, it } from 'vitest';
import { parseIpAddress, parseTrustProxy, resolveClientAddress } from './ip-address';

const NO_PROXY = parseTrustProxy(undefined);

describe('parseIpAddress', () => {
  it('strips ports, brackets and the IPv4-mapped prefix', () => {
    expect(parseIpAddress('212.164.0.1:51234')).toBe('212.164.0.1');
    expect(parseIpAddress('[2a02:6b8::1]:443')).toBe('2a02:6b8::1');
    expect(parseIpAddress('::ffff:212.164.0.1')).toBe('212.164.0.1');
    expect(parseIpAddress('::FFFF:127.0.0.1')).toBe('127.0.0.1');
    expect(parseIpAddress(' 2A02:6B8::1 ')).toBe('2a02:6b8::1');
  });

  it('refuses what is not an address', () => {
    for (const bad of [null, undefined, '', 'garbage', '999.1.1.1', '<script>', '1.2.3', 'unknown']) {
      expect(parseIpAddress(bad)).toBeNull();
    }
  });
});

describe('parseTrustProxy', () => {
  it('reads nothing as no proxy, a number as hops, and a list of addresses and ranges', () => {
    expect(parseTrustProxy('')).toEqual({ kind: 'hops', hops: 0 });
    expect(parseTrustProxy(' 2 ')).toEqual({ kind: 'hops', hops: 2 });
    const listed = parseTrustProxy('10.0.0.0/8, 192.0.2.7, 2001:db8::/32');
    expect(listed.kind).toBe('list');
  });

  it('names the entry it cannot read', () => {
    expect(() => parseTrustProxy('10.0.0.0/8, proxy.internal')).toThrow(/"proxy.internal"/);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/"10.0.0.0\/33"/);
    expect(() => parseTrustProxy('true')).toThrow(/"true"/);
    expect(() => parseTrustProxy('100')).toThrow(/at most 20 hops/);
  });
});

describe('resolveClientAddress', () => {
  it('without a trusted proxy: the socket, whatever X-Forwarded-For says', () => {
    expect(resolveClientAddress('203.0.113.9', undefined, NO_PROXY)).toBe('203.0.113.9');
    expect(resolveClientAddress('203.0.113.9', '198.51.100.1', NO_PROXY)).toBe('203.0.113.9');
    expect(resolveClientAddress('::ffff:127.0.0.2', '8.8.8.8', NO_PROXY)).toBe('127.0.0.2');
  });

  it('with one trusted hop: the address that proxy appended, not what the client wrote before it', () => {
    const oneHop = parseTrustProxy('1');
    // The client wrote "1.1.1.1" itself; the proxy appended the address it saw, 203.0.113.9.
    expect(resolveClientAddress('10.0.0.2', '1.1.1.1, 203.0.113.9', oneHop)).toBe('203.0.113.9');
    expect(resolveClientAddress('10.0.0.2', '203.0.113.9', oneHop)).toBe('203.0.113.9');
    // A proxy that added nothing leaves the socket's address.
    expect(resolveClientAddress('10.0.0.2', undefined, oneHop)).toBe('10.0.0.2');
  });

  it('with two trusted hops: two entries from the right', () => {
    const twoHops = parseTrustProxy('2');
    expect(resolveClientAddress('10.0.0.2', '1.1.1.1, 203.0.113.9, 10.0.0.7', twoHops)).toBe('203.0.113.9');
  });

  it('with listed proxies: walks left while the hop is a listed proxy', () => {
    const listed = parseTrustProxy('10.0.0.0/8, 192.0.2.7');
    expect(resolveClientAddress('10.1.2.3', '6.6.6.6, 203.0.113.9, 192.0.2.7', listed)).toBe('203.0.113.9');
    // The socket is not a listed proxy: its X-Forwarded-For is a forgery.
    expect(resolveClientAddress('198.51.100.4', '203.0.113.9', listed)).toBe('198.51.100.4');
    // A listed proxy behind a garbage entry: the last real address stands.
    expect(resolveClientAddress('10.1.2.3', 'not-an-ip', listed)).toBe('10.1.2.3');
  });

  it('matches IPv6 proxies and clients, and IPv4-mapped sockets against IPv4 ranges', () => {
    const listed = parseTrustProxy('2001:db8::/32, 127.0.0.1');
    expect(resolveClientAddress('2001:db8::5', '2a02:6b8::1', listed)).toBe('2a02:6b8::1');
    expect(resolveClientAddress('2001:db9::5', '2a02:6b8::1', listed)).toBe('2001:db9::5');
    expect(resolveClientAddress('::ffff:127.0.0.1', '212.164.0.1', listed)).toBe('212.164.0.1');
    expect(resolveClientAddress('::ffff:127.0.0.2', '212.164.0.1', listed)).toBe('127.0.0.2');
    expect(resolveClientAddress('[::1]:51234', undefined, NO_PROXY)).toBe('::1');
  });

  it('reads a header sent twice as one chain, and gives null without a socket address', () => {
    expect(resolveClientAddress('10.0.0.2', ['1.1.1.1', '203.0.113.9'], parseTrustProxy('1'))).toBe(
      '203.0.113.9',
    );
    expect(resolveClientAddress(undefined, '203.0.113.9', parseTrustProxy('1'))).toBeNull();
  });
});
