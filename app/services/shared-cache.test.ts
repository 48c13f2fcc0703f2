import { describe, expect, it } from 'vitest';
import { sharedCache } from './shared-cache';

/** A cache of `max` answers whose loads are counted per key. */
function counted(max: number) {
  const loads = new Map<string, number>();
  const cache = sharedCache<string>(60_000, max);
  const ask = (key: string) =>
    cache(key, async () => {
      loads.set(key, (loads.get(key) ?? 0) + 1);
      return `answer of ${key}`;
    });
  return { ask, loads: (key: string) => loads.get(key) ?? 0 };
}

describe('sharedCache', () => {
  it('answers a kept key without loading it again', async () => {
    const { ask, loads } = counted(10);
    expect(await ask('/a')).toBe('answer of /a');
    expect(await ask('/a')).toBe('answer of /a');
    expect(loads('/a')).toBe(1);
  });

  it('keeps at most `max` answers: a scanner of many keys pushes out the least recently used only', async () => {
    const { ask, loads } = counted(100);
    await ask('/popular');
    for (let i = 0; i < 1_000; i += 1) {
      await ask(`/scan/${i}`);
      // A page shoppers keep opening stays in among the scanner's paths.
      if (i % 50 === 0) await ask('/popular');
    }
    expect(loads('/popular')).toBe(1);
    // The scanner's first paths were pushed out (asked again, they load again); its last were kept.
    await ask('/scan/0');
    expect(loads('/scan/0')).toBe(2);
    await ask('/scan/999');
    expect(loads('/scan/999')).toBe(1);
    // No more than the bound was kept: asking the whole scan again loads at least 900 anew.
    let reloaded = 0;
    for (let i = 0; i < 1_000; i += 1) {
      const before = loads(`/scan/${i}`);
      await ask(`/scan/${i}`);
      if (loads(`/scan/${i}`) > before) reloaded += 1;
    }
    expect(reloaded).toBeGreaterThanOrEqual(900);
  });

  it('does not keep a failed load', async () => {
    const cache = sharedCache<string>(60_000, 10);
    await expect(cache('/x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache('/x', async () => 'up')).toBe('up');
  });
});
