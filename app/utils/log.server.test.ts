import { describe, expect, it } from 'vitest';
import { captureLogs } from '../../tests/mocks/log-capture';
import { currentRequestId, logger, logSettings, withRequestId } from './log.server';
import { formatPrettyLine } from './log-pretty';
import { requestIdOf, validRequestId } from './request-id.server';

describe('log settings', () => {
  it('defaults to info, JSON in production and the readable form in the demo', () => {
    expect(logSettings({})).toEqual({ level: 'info', format: 'pretty', problems: [] });
    expect(logSettings({ SHOP_MODE: 'production' })).toEqual({ level: 'info', format: 'json', problems: [] });
    expect(logSettings({ LOG_FORMAT: 'json', LOG_LEVEL: 'DEBUG' })).toMatchObject({
      level: 'debug',
      format: 'json',
    });
  });

  it('names a level or a format that means nothing', () => {
    expect(logSettings({ LOG_LEVEL: 'loud', LOG_FORMAT: 'xml' }).problems).toEqual([
      'LOG_LEVEL is loud: use one of fatal, error, warn, info, debug, trace, silent',
      'LOG_FORMAT is xml: use json or pretty',
    ]);
  });
});

describe('request ids', () => {
  it('every line logged inside withRequestId carries the id; outside, none', async () => {
    const log = captureLogs();
    const part = logger('test-part');
    await withRequestId('req-12345678', async () => {
      await Promise.resolve();
      part.info('inside');
      expect(currentRequestId()).toBe('req-12345678');
      withRequestId(undefined, () => part.info('a job no request caused'));
    });
    part.info('outside');
    log.restore();
    expect(log.lines.map((line) => [line.msg, line.requestId, line.name])).toEqual([
      ['inside', 'req-12345678', 'test-part'],
      ['a job no request caused', undefined, 'test-part'],
      ['outside', undefined, 'test-part'],
    ]);
  });

  it('takes a well-formed id from a trusted proxy only', () => {
    expect(validRequestId('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe(
      '0f8fad5b-d9cb-469f-a165-70867728950e',
    );
    for (const bad of ['short', 'with space 1234', 'x'.repeat(129), 'quote"1234567', undefined, ['a', 'b']])
      expect(validRequestId(bad)).toBeUndefined();
    // The unit tests trust no proxy (TRUST_PROXY unset): a client's id is replaced.
    expect(requestIdOf('203.0.113.5', 'client-chosen-id')).not.toBe('client-chosen-id');
    expect(requestIdOf('203.0.113.5', undefined)).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('the readable form', () => {
  it('shows the time, level, part and message, then the other fields', () => {
    const line = JSON.stringify({
      level: 'info',
      time: '2026-11-28T21:17:53.147Z',
      pid: 1,
      hostname: 'h',
      name: 'http',
      requestId: 'r-1234567',
      method: 'GET',
      path: '/about/company',
      status: 200,
      bytes: 10,
      ms: 1.5,
      msg: 'GET /about/company 200',
    });
    expect(formatPrettyLine(line)).toBe(
      '21:17:53.147 INFO  [http] GET /about/company 200  requestId=r-1234567 bytes=10 ms=1.5\n',
    );
  });
});
