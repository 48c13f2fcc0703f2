// A seeded news article, and the dates articles go out on: whole days back from the seed's
// "today", or the first day of a season.
import type { StoredBlock } from '../content/stored-blocks';

export interface NewsSeed {
  code: string;
  title: string;
  excerpt: string;
  body: StoredBlock[];
  publishedAt: Date;
}

const DAY_MS = 24 * 3600_000;
/** Articles go out at 10:00 Moscow time. */
const PUBLISH_HOUR_UTC = 7;

/** `days` whole days before `now`, at the publishing hour. */
export function daysAgo(now: Date, days: number): Date {
  const date = new Date(now.getTime() - days * DAY_MS);
  date.setUTCHours(PUBLISH_HOUR_UTC, 0, 0, 0);
  return date.getTime() > now.getTime() ? new Date(date.getTime() - DAY_MS) : date;
}

/** The latest 1st of `month` (1–12) at the publishing hour that is not after `now`. */
export function lastSeasonStart(now: Date, month: number): Date {
  const start = new Date(Date.UTC(now.getUTCFullYear(), month - 1, 1, PUBLISH_HOUR_UTC));
  if (start.getTime() <= now.getTime()) return start;
  return new Date(Date.UTC(now.getUTCFullYear() - 1, month - 1, 1, PUBLISH_HOUR_UTC));
}
