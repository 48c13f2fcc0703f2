import { describe, expect, it } from 'vitest';
import { distanceKm, mostLikelyCity } from './geo';

const moscow = { id: 216, lat: 55.7540584, lon: 37.62049, population: 11_514_330 };
const novosibirsk = { id: 648, lat: 55.028191, lon: 82.9211489, population: 1_498_921 };
const berdsk = { id: 642, lat: 54.7582156, lon: 83.1070605, population: 97_308 };
const spb = { id: 1, lat: 59.9391313, lon: 30.3159004, population: 4_879_566 };

describe('distanceKm', () => {
  it('measures Moscow to Saint Petersburg as about 634 km', () => {
    expect(distanceKm(moscow, spb)).toBeGreaterThan(625);
    expect(distanceKm(moscow, spb)).toBeLessThan(640);
  });

  it('is zero for the same point', () => {
    expect(distanceKm(moscow, moscow)).toBe(0);
  });
});

describe('mostLikelyCity', () => {
  const cities = [moscow, novosibirsk, berdsk, spb];

  it('prefers the big city when a satellite town is nearer but both lie inside the accuracy radius', () => {
    const point = { lat: 54.82, lon: 83.05 }; // nearer Berdsk
    expect(distanceKm(point, berdsk)).toBeLessThan(distanceKm(point, novosibirsk));
    expect(mostLikelyCity(point, 50, cities)?.id).toBe(648);
  });

  it('takes the nearest city when none lies inside the radius', () => {
    expect(mostLikelyCity({ lat: 58.0, lon: 56.2 }, 20, cities)?.id).toBe(216);
    expect(mostLikelyCity({ lat: 60.5, lon: 29.5 }, 5, cities)?.id).toBe(1);
  });

  it('returns nothing for an empty list', () => {
    expect(mostLikelyCity({ lat: 0, lon: 0 }, 10, [])).toBeUndefined();
  });
});
