// Dates of news and page editions as a Russian reader writes them: '7 ноября 2026'. The shop
// lives on Moscow time, so a date never shifts with the server's or the browser's zone.

const DAY_MONTH_YEAR = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Moscow',
});

/** '7 ноября 2026' for an ISO 8601 moment; the machine-readable date for <time dateTime>. */
export function formatRuDate(iso: string): { text: string; dateTime: string } {
  const date = new Date(iso);
  return { text: DAY_MONTH_YEAR.format(date).replace(/\s*г\.$/, ''), dateTime: date.toISOString() };
}
