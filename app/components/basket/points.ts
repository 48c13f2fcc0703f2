/** Whole bonus points with Russian digit groups: 12 345 (one fixed no-break space, so server and browser agree). */
export function formatPoints(points: number): string {
  return points.toLocaleString('ru-RU').replace(/\s/g, '\u00a0');
}
