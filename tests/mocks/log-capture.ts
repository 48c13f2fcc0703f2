// What the server code logged during a unit test: every line the logger wrote, parsed, instead
// of stdout. Start it in the test (or a beforeEach) and restore it after.
import { writeLogsTo } from '~/utils/log.server';

export interface LoggedLine {
  level: string;
  name?: string;
  msg: string;
  [field: string]: unknown;
}

export interface LogCapture {
  readonly lines: LoggedLine[];
  /** The messages of the lines at `level` (all levels when absent). */
  messages(level?: string): string[];
  restore(): void;
}

export function captureLogs(): LogCapture {
  const lines: LoggedLine[] = [];
  writeLogsTo({ write: (line) => lines.push(JSON.parse(line) as LoggedLine) });
  return {
    lines,
    messages: (level) => lines.filter((line) => !level || line.level === level).map((line) => line.msg),
    restore: () => writeLogsTo(null),
  };
}
