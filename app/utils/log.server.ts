// The one logger of the server: pino, one JSON object per line (production), or a short
// human-readable line (the demo and development). Every line written while a request is
// handled carries its request id, kept in an AsyncLocalStorage context (withRequestId); jobs
// the request causes carry it on. Why and what else was considered: docs/decisions/0084-logs.md.

import { AsyncLocalStorage } from 'node:async_hooks';
import pino, { type Logger } from 'pino';
import { formatPrettyLine } from './log-pretty';
import { shopMode } from './shop-mode.server';

type Source = Record<string, string | undefined>;

export type { Logger };

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const FORMATS = ['json', 'pretty'] as const;
type Level = (typeof LEVELS)[number];
type Format = (typeof FORMATS)[number];

const set = (value: string | undefined) => (value ?? '').trim().toLowerCase();

/**
 * LOG_LEVEL (default info) and LOG_FORMAT (default: json in production mode, pretty in the
 * demo and in development), with what is wrong with them. A bad value falls back to the
 * default here, so the logger always exists; server/index.ts refuses the start over it.
 */
export function logSettings(source: Source = process.env): {
  level: Level;
  format: Format;
  problems: string[];
} {
  const problems: string[] = [];
  const level = set(source.LOG_LEVEL) || 'info';
  const format = set(source.LOG_FORMAT) || (shopMode(source) === 'production' ? 'json' : 'pretty');
  const knownLevel = (LEVELS as readonly string[]).includes(level);
  const knownFormat = (FORMATS as readonly string[]).includes(format);
  if (!knownLevel) problems.push(`LOG_LEVEL is ${source.LOG_LEVEL}: use one of ${LEVELS.join(', ')}`);
  if (!knownFormat) problems.push(`LOG_FORMAT is ${source.LOG_FORMAT}: use json or pretty`);
  return {
    level: knownLevel ? (level as Level) : 'info',
    format: knownFormat ? (format as Format) : 'json',
    problems,
  };
}

/** Why the logging settings cannot be used, one line each; [] when they can. */
export const logSettingsProblems = (source: Source = process.env): string[] => logSettings(source).problems;

interface RequestContext {
  requestId: string;
}

// On globalThis: in development each rebuild is a fresh copy of this module, while
// server/index.ts keeps the first one's withRequestId; both must share the one context.
const CONTEXT_KEY = Symbol.for('shop.log.requestContext');
const ROOT_KEY = Symbol.for('shop.log.root');
const SINK_KEY = Symbol.for('shop.log.sink');
type Shared = {
  [CONTEXT_KEY]?: AsyncLocalStorage<RequestContext>;
  [ROOT_KEY]?: Logger;
  [SINK_KEY]?: LogSink | null;
};
const shared = globalThis as Shared;
const context = (shared[CONTEXT_KEY] ??= new AsyncLocalStorage<RequestContext>());

/** The id of the request (or the job it caused) being handled now; undefined outside one. */
export function currentRequestId(): string | undefined {
  return context.getStore()?.requestId;
}

/**
 * Runs `fn` with `id` as the current request id (the lines it logs carry it); with undefined,
 * outside any request (a job no request caused must not borrow the id of whatever ran it).
 */
export function withRequestId<T>(id: string | undefined, fn: () => T): T {
  return id ? context.run({ requestId: id }, fn) : context.exit(fn);
}

/** Where lines go instead of stdout (tests read them): one JSON line per call. */
export interface LogSink {
  write(line: string): void;
}

/** Sends every line to `sink` (null: back to stdout). Unit tests read what was logged this way. */
export function writeLogsTo(sink: LogSink | null): void {
  shared[SINK_KEY] = sink;
}

// Headers that carry sessions and credentials; they never reach a line, whoever logs them.
const REDACTED_PATHS = [
  'headers.cookie',
  'headers.authorization',
  'headers["set-cookie"]',
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
];

function createRoot(): Logger {
  const { level, format } = logSettings();
  // Synchronous writes: a line logged just before process.exit (a failed start, the stop) is
  // not lost, and a test reading the log after the process ended sees everything.
  const stdout = pino.destination({ dest: 1, sync: true });
  const destination: LogSink = {
    write(line) {
      const sink = shared[SINK_KEY];
      if (sink) sink.write(line);
      else stdout.write(format === 'pretty' ? formatPrettyLine(line) : line);
    },
  };
  return pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    },
    destination,
  );
}

/** The root logger, made on first use (LOG_LEVEL and LOG_FORMAT are read then). */
function root(): Logger {
  return (shared[ROOT_KEY] ??= createRoot());
}

/**
 * The logger of a part of the server, its lines named after it (`[exchange] …` in the pretty
 * form, "name":"exchange" in JSON). Made lazily, so importing a module logs nothing and reads
 * no setting.
 */
export function logger(name: string): Logger {
  let child: Logger | undefined;
  const get = () => (child ??= root().child({ name }));
  return new Proxy({} as Logger, {
    get: (_target, property) => {
      const target = get();
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** An error as a field of a line: its message and, for an unexpected one, the stack. */
export function errorField(error: unknown): { err: unknown } {
  return { err: error instanceof Error ? error : { message: String(error) } };
}
