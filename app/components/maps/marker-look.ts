// How a map marker looks. The class names are written out whole so Tailwind finds them here
// (markers are made outside React, in places-map.tsx).

/** A marker on a map where nothing is chosen (the shops), the chosen place, or one of the others. */
export type MarkerState = 'plain' | 'chosen' | 'other';

const PIN =
  'block -translate-x-1/2 -translate-y-full rotate-45 rounded-full rounded-br-none border-2 border-white shadow-lg';

const LOOK: Record<MarkerState, string> = {
  plain: 'h-9 w-9 bg-brand-accent',
  // The chosen one stands out: larger, in the accent colour and above its neighbours.
  chosen: 'relative z-10 h-11 w-11 bg-brand-accent',
  other: 'h-8 w-8 bg-brand',
};

/** The marker's classes for its state. */
export function markerClassName(state: MarkerState): string {
  return `${PIN} ${LOOK[state]}`;
}
