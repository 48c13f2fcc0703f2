import { describe, expect, test } from 'vitest';
import { advanceCursor, cursorAt, logMoved } from './stock-log';

const entry = (seq: number, tx: number, sizeId: number) => ({ seq, tx: BigInt(tx), sizeId });

describe('the stock log cursor', () => {
  test('moves to the highest number read and asks for each new size once', () => {
    const { cursor, sizeIds } = advanceCursor(cursorAt(10, '500'), '520', [
      entry(11, 510, 7),
      entry(12, 511, 8),
      entry(13, 512, 7),
    ]);
    expect(cursor.position).toBe(13);
    expect(cursor.horizon).toBe('520');
    expect(sizeIds.sort()).toEqual([7, 8]);
    // Every transaction was older than the new horizon: nothing read can match again.
    expect(cursor.applied.size).toBe(0);
    expect(logMoved(cursor, 0)).toBe(false);
  });

  test('remembers rows of transactions at or above the horizon, skips them when read again, and sees late commits', () => {
    // Transaction 600 is still running: its row 14 (numbered before 15) is not visible yet.
    const first = advanceCursor(cursorAt(13, '590'), '600', [entry(15, 601, 3)]);
    expect(first.cursor.position).toBe(15);
    expect([...first.cursor.applied]).toEqual([15]);
    // Nothing new: the count past the cursor is the one row already applied.
    expect(logMoved(first.cursor, 1)).toBe(false);
    // Transaction 600 commits row 14 below the position: the count grows, the read finds it.
    expect(logMoved(first.cursor, 2)).toBe(true);
    const second = advanceCursor(first.cursor, '602', [entry(14, 600, 9), entry(15, 601, 3)]);
    expect(second.sizeIds).toEqual([9]);
    expect(second.cursor.position).toBe(15);
    expect(second.cursor.applied.size).toBe(0);
  });

  test('a count smaller than what was applied (rows swept away) also reads again', () => {
    const { cursor } = advanceCursor(cursorAt(0, '1'), '5', [entry(1, 5, 1), entry(2, 6, 2)]);
    expect(cursor.applied.size).toBe(2);
    expect(logMoved(cursor, 1)).toBe(true);
  });
});
