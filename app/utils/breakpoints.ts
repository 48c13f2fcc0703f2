// The spec's breakpoints (docs/product.md#constants-and-limits), shared by the server (device from the viewport cookie) and the
// browser (which reports its breakpoint when it changes). Tailwind's screens use the same.

export const BREAKPOINTS = {
  mobile: 320,
  mobileMedium: 375,
  mobileWide: 425,
  tablet: 768,
  desktop: 1024,
  desktopMedium: 1280,
  desktopWide: 1600,
} as const;

export type Breakpoint = keyof typeof BREAKPOINTS;
export type Device = 'desktop' | 'mobile';

export const BREAKPOINT_NAMES = Object.keys(BREAKPOINTS) as Breakpoint[];

/** The widest breakpoint not wider than `width`; narrower than 320 still counts as mobile. */
export function breakpointFor(width: number): Breakpoint {
  let current: Breakpoint = 'mobile';
  for (const name of BREAKPOINT_NAMES) if (width >= BREAKPOINTS[name]) current = name;
  return current;
}

/** Desktop from the `desktop` breakpoint (1024 px) up; tablets and phones are mobile. */
export function deviceForBreakpoint(breakpoint: Breakpoint): Device {
  return BREAKPOINTS[breakpoint] >= BREAKPOINTS.desktop ? 'desktop' : 'mobile';
}

export function isBreakpoint(value: unknown): value is Breakpoint {
  return typeof value === 'string' && (BREAKPOINT_NAMES as string[]).includes(value);
}
