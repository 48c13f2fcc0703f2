// Order times are shown in Moscow time whatever the server's or browser's zone, so the server's
// markup and the hydrated page agree.
const dateTime = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Europe/Moscow',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const dateOnly = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Europe/Moscow',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** '22 ноября 2026 г. в 11:35' (Moscow time). */
export function formatOrderDate(iso: string): string {
  return dateTime.format(new Date(iso)).replace(/\s/g, ' ');
}

/** '22 ноября 2026 г.' (Moscow time). */
export function formatOrderDay(iso: string): string {
  return dateOnly.format(new Date(iso)).replace(/\s/g, ' ');
}
