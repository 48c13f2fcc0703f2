import { type Breakpoint, type Device, deviceForBreakpoint } from '~/utils/breakpoints';
import { storeCookies } from './cookies.server';

const MOBILE_USER_AGENT = /Mobi|Android|iPhone|iPad|iPod|Opera Mini|IEMobile|webOS|BlackBerry/i;

/**
 * 'desktop' or 'mobile': from the breakpoint the browser reported (the truth once known), else
 * the Sec-CH-UA-Mobile client hint, else the user agent. A shared answer does not read the
 * user agent (`readUserAgent: false`): a cache cannot vary on its thousands of values, while
 * the hint has three (Vary: Sec-CH-UA-Mobile); without the hint it is 'desktop' until the
 * browser reports its breakpoint.
 */
export function deviceOf(
  request: Request,
  breakpoint: Breakpoint | null,
  { readUserAgent = true }: { readUserAgent?: boolean } = {},
): Device {
  if (breakpoint) return deviceForBreakpoint(breakpoint);
  const hint = request.headers.get('Sec-CH-UA-Mobile');
  if (hint === '?1') return 'mobile';
  if (hint === '?0' || !readUserAgent) return 'desktop';
  return MOBILE_USER_AGENT.test(request.headers.get('User-Agent') ?? '') ? 'mobile' : 'desktop';
}

/** 'desktop' or 'mobile' for this request (viewport cookie, client hint, user agent). */
export async function getDevice(request: Request): Promise<Device> {
  return deviceOf(request, await storeCookies.viewport.read(request.headers.get('Cookie')));
}
