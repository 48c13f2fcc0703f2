import { describe, expect, it } from 'vitest';
import { markerClassName } from './marker-look';

const classes = (state: Parameters<typeof markerClassName>[0]) => markerClassName(state).split(' ');

describe('markerClassName', () => {
  it('draws every marker as the same pin, whatever its state', () => {
    for (const state of ['plain', 'chosen', 'other'] as const) {
      expect(classes(state)).toEqual(expect.arrayContaining(['rotate-45', 'rounded-full', 'border-white']));
    }
  });

  it('sets the chosen marker apart in the accent colour, larger and on top, the others in the plain one', () => {
    expect(classes('chosen')).toEqual(expect.arrayContaining(['bg-brand-accent', 'h-11', 'z-10']));
    expect(classes('other')).toEqual(expect.arrayContaining(['bg-brand', 'h-8']));
    expect(classes('other')).not.toContain('bg-brand-accent');
  });

  it('keeps the shops page look when nothing is chosen: accent pins of one size', () => {
    expect(classes('plain')).toEqual(expect.arrayContaining(['bg-brand-accent', 'h-9', 'w-9']));
    expect(classes('plain')).not.toContain('z-10');
  });
});
