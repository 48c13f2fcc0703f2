import { isIP } from 'node:net';

/** Longest X-Forwarded-For value we look at; a real chain of proxies is far shorter. */
const MAX_HEADER_LENGTH = 1024;

/**
 * The shopper's address from an X-Forwarded-For header: its first entry, the client as the
 * first proxy saw it. Ports ('1.2.3.4:5678', '[::1]:80') and IPv4-mapped IPv6 prefixes are
 * stripped. Anything that is not an IP address gives null.
 */
export function firstForwardedAddress(header: string | null | undefined): string | null {
  if (!header || header.length > MAX_HEADER_LENGTH) return null;
  let candidate = header.split(',')[0]?.trim() ?? '';
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(candidate);
  if (bracketed) candidate = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(candidate)) candidate = candidate.slice(0, candidate.lastIndexOf(':'));
  candidate = candidate.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  return isIP(candidate) ? candidate : null;
}

/**
 * True for addresses that never locate anyone: private, loopback, link-local, CGNAT,
 * unique-local and unspecified ranges. The IP database knows nothing of them anyway; checking
 * first spares loading it.
 */
export function isPrivateAddress(ip: string): boolean {
  if (isIP(ip) === 4) {
    const [a, b] = ip.split('.').map(Number);
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      a >= 224
    );
  }
  const lower = ip.toLowerCase();
  return lower === '::' || lower === '::1' || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower);
}
