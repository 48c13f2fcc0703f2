// The human-readable form of a log line (the demo and development): the time, the level, the
// part of the server in brackets, the message, then the other fields as key=value. The same
// data as the JSON line; only the layout differs. A small formatter of our own instead of
// pino-pretty: no worker thread, no extra dependency, and the `[part] message` layout the
// server's lines always had.

const LEFT_OUT = new Set(['time', 'level', 'name', 'msg', 'pid', 'hostname', 'err']);
const REQUEST_LINE_FIELDS = new Set(['method', 'path', 'status']);
const NONE = new Set<string>();

function fieldText(value: unknown): string {
  if (typeof value === 'string') return /[\s"=]/.test(value) || value === '' ? JSON.stringify(value) : value;
  return JSON.stringify(value);
}

function errorText(err: unknown): string {
  if (!err || typeof err !== 'object') return '';
  const { stack, message } = err as { stack?: unknown; message?: unknown };
  if (typeof stack === 'string') return `\n    ${stack.split('\n').join('\n    ')}`;
  return typeof message === 'string' ? ` error=${fieldText(message)}` : '';
}

/** One JSON line as pino wrote it, laid out for a person; a line that is no JSON passes as it is. */
export function formatPrettyLine(line: string): string {
  let record: Record<string, unknown>;
  try {
    record = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line;
  }
  const time = typeof record.time === 'string' ? record.time.slice(11, 23) : '';
  const level = String(record.level ?? '').toUpperCase();
  const name = typeof record.name === 'string' ? `[${record.name}] ` : '';
  const message = typeof record.msg === 'string' ? record.msg : '';
  // A request's line says its method, path and status in the message already.
  const told = message.startsWith(`${String(record.method)} ${String(record.path)} ${String(record.status)}`)
    ? REQUEST_LINE_FIELDS
    : NONE;
  const fields = Object.entries(record)
    .filter(([key, value]) => !LEFT_OUT.has(key) && !told.has(key) && value !== undefined)
    .map(([key, value]) => `${key}=${fieldText(value)}`)
    .join(' ');
  return `${time} ${level.padEnd(5)} ${name}${message}${fields ? `  ${fields}` : ''}${errorText(record.err)}\n`;
}
