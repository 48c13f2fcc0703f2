import { describe, expect, it } from 'vitest';
import { mapViewFor } from './map-view';

const moscow: [number, number] = [37.62, 55.754];

describe('mapViewFor', () => {
  it('shows the city when it has no shops, and one shop close up', () => {
    expect(mapViewFor([], moscow)).toEqual({ center: moscow, zoom: 11 });
    expect(mapViewFor([[37.6, 55.7]], moscow)).toEqual({ center: [37.6, 55.7], zoom: 15 });
  });

  it('centres on the shops and zooms out as they spread', () => {
    const near = mapViewFor(
      [
        [37.6, 55.73],
        [37.67, 55.78],
      ],
      moscow,
    );
    expect(near.center[0]).toBeCloseTo(37.635, 6);
    expect(near.center[1]).toBeCloseTo(55.755, 6);
    const far = mapViewFor(
      [
        [37.3, 55.5],
        [37.9, 56.0],
      ],
      moscow,
    );
    expect(far.zoom).toBeLessThan(near.zoom);
    // A few kilometres across a city: a district-level zoom, not the whole country.
    expect(near.zoom).toBeGreaterThanOrEqual(11);
    expect(near.zoom).toBeLessThanOrEqual(13);
  });

  it('stays within the zoom levels a map can show', () => {
    expect(
      mapViewFor(
        [
          [20, 43],
          [180, 77],
        ],
        moscow,
      ).zoom,
    ).toBe(3);
    expect(
      mapViewFor(
        [
          [37.6, 55.7],
          [37.6000001, 55.7],
        ],
        moscow,
      ).zoom,
    ).toBe(16);
  });
});
