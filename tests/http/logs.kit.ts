// Reading a server's log as an operator's tools do: one JSON object per line. And the shapes a
// personal datum takes, so a test can look for each of them in the whole log.
import fs from 'node:fs';
import http from 'node:http';

export interface LogLine {
  level: string;
  time: string;
  name?: string;
  msg: string;
  requestId?: string;
  [field: string]: unknown;
}

/** Every line of the log file, parsed; throws naming the first line that is not JSON. */
export function readJsonLog(file: string): LogLine[] {
  const lines = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line !== '');
  return lines.map((line, at) => {
    try {
      return JSON.parse(line) as LogLine;
    } catch {
      throw new Error(`log line ${at + 1} is not JSON: ${line.slice(0, 300)}`);
    }
  });
}

/** A phone as people and systems write it: +79991234567, 79991234567, 89991234567, 9991234567. */
export function phoneForms(phone: string): string[] {
  const ten = phone.replace(/\D/g, '').slice(-10);
  return [`+7${ten}`, `7${ten}`, `8${ten}`, ten];
}

/** The phone written with spaces, brackets or dashes (+7 (999) 123-45-67 …), as a pattern. */
export function spacedPhonePattern(phone: string): RegExp {
  const ten = phone.replace(/\D/g, '').slice(-10);
  return new RegExp(ten.split('').join('[\\s()\\-]*'));
}

/** The string values of a line (numbers are measurements: bytes, ms, ids), its time left out. */
export function textsOf(line: LogLine): string[] {
  const texts: string[] = [];
  const walk = (value: unknown, key: string) => {
    if (key === 'time') return;
    if (typeof value === 'string') texts.push(value);
    else if (Array.isArray(value)) value.forEach((item) => walk(item, ''));
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) walk(v, k);
  };
  walk(line, '');
  return texts;
}

/** A GET sent from `localAddress` (127.0.0.2 …: a client that is no trusted proxy) with `headers`. */
export function getFrom(
  url: string,
  localAddress: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { localAddress, headers, agent: false }, (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
      })
      .on('error', reject);
  });
}
