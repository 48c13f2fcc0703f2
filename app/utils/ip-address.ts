// IP addresses and proxy chains: the pure rules under client-address.server.ts. Why the shop
// resolves addresses this way: docs/decisions/0024-client-address.md.

import { BlockList, isIP } from 'node:net';

/** Whose X-Forwarded-For entries are believed: the nearest `hops` proxies, or those listed. */
export type TrustedProxies = { kind: 'hops'; hops: number } | { kind: 'list'; list: BlockList };

/** Longest X-Forwarded-For value looked at; a real chain of proxies is far shorter. */
const MAX_FORWARDED_LENGTH = 2048;
/** More hops than any real deployment has; also bounds the work per request. */
const MAX_HOPS = 20;

/**
 * An IP address as written in a socket or an X-Forwarded-For entry, normalised: ports and
 * brackets ('1.2.3.4:5678', '[::1]:80') and the IPv4-mapped IPv6 prefix ('::ffff:1.2.3.4')
 * are stripped, so one shopper is one address whichever way the server listens. Anything
 * that is not an IP address gives null.
 */
export function parseIpAddress(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let candidate = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(candidate);
  if (bracketed) candidate = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(candidate)) candidate = candidate.slice(0, candidate.lastIndexOf(':'));
  candidate = candidate.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  const version = isIP(candidate);
  if (version === 0) return null;
  return version === 6 ? candidate.toLowerCase() : candidate;
}

const familyOf = (ip: string) => (isIP(ip) === 4 ? 'ipv4' : 'ipv6');

/**
 * Reads TRUST_PROXY: empty (trust no proxy: the socket's address is the shopper's), a hop
 * count ('1': one proxy in front), or comma-separated addresses and CIDR ranges of the
 * proxies ('10.0.0.0/8, 2001:db8::/32, 192.0.2.7'). Throws with the offending entry.
 */
export function parseTrustProxy(value: string | undefined): TrustedProxies {
  const text = value?.trim() ?? '';
  if (text === '') return { kind: 'hops', hops: 0 };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_HOPS) throw new Error(`TRUST_PROXY: at most ${MAX_HOPS} hops, not ${text}`);
    return { kind: 'hops', hops };
  }
  const list = new BlockList();
  for (const entry of text.split(',').map((e) => e.trim())) {
    const match = /^([^/]+)(?:\/(\d{1,3}))?$/.exec(entry);
    const address = match && isIP(match[1]) ? match[1] : null;
    if (!match || !address) {
      throw new Error(`TRUST_PROXY: "${entry}" is neither a hop count nor an address or CIDR range`);
    }
    const family = familyOf(address);
    if (match[2] === undefined) {
      list.addAddress(address, family);
      continue;
    }
    const prefix = Number(match[2]);
    if (prefix > (family === 'ipv4' ? 32 : 128)) throw new Error(`TRUST_PROXY: "${entry}" has a bad prefix`);
    list.addSubnet(address, prefix, family);
  }
  return { kind: 'list', list };
}

function trusts(trusted: TrustedProxies, address: string, hop: number): boolean {
  if (trusted.kind === 'hops') return hop < trusted.hops;
  return trusted.list.check(address, familyOf(address));
}

/** True when the socket itself is a trusted proxy (what it says of the request is believed). */
export function trustsSocket(socketAddress: string | null | undefined, trusted: TrustedProxies): boolean {
  const address = parseIpAddress(socketAddress);
  return address !== null && trusts(trusted, address, 0);
}

/**
 * The shopper's address: the socket's, unless it is a trusted proxy; then the entry that
 * proxy appended to X-Forwarded-For, and so on leftwards while the hops stay trusted. Entries
 * left of the first untrusted hop are whatever the client wrote, so they are never read.
 * Null when the socket has no address (it closed).
 */
export function resolveClientAddress(
  socketAddress: string | null | undefined,
  forwardedFor: string | string[] | null | undefined,
  trusted: TrustedProxies,
): string | null {
  let client = parseIpAddress(socketAddress);
  if (!client) return null;
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  const hops = header.slice(-MAX_FORWARDED_LENGTH).split(',').reverse().slice(0, MAX_HOPS);
  for (let hop = 0; hop < hops.length && trusts(trusted, client, hop); hop++) {
    const previous = parseIpAddress(hops[hop]);
    // A trusted proxy always appends a real address; garbage can only come from the client.
    if (!previous) break;
    client = previous;
  }
  return client;
}
