// The metric API the job queue calls (its runs, and where its backlog is read at each scrape),
// as Prometheus then reads it from the exposition.
import { describe, expect, test } from 'vitest';
import { metricsExposition, recordJobRun, setJobBacklogSource } from './metrics.server';

const line = (text: string, series: string) => text.split('\n').find((l) => l.startsWith(`${series} `));

describe('job metrics', () => {
  test('each run counts by queue and outcome, with its duration', async () => {
    recordJobRun('outbox', 'completed', 0.2);
    recordJobRun('outbox', 'completed', 0.3);
    recordJobRun('outbox', 'failed', 1.5);
    const { text } = await metricsExposition();
    expect(line(text, 'shop_job_duration_seconds_count{queue="outbox",outcome="completed"}')).toMatch(/ 2$/);
    expect(line(text, 'shop_job_duration_seconds_count{queue="outbox",outcome="failed"}')).toMatch(/ 1$/);
    expect(line(text, 'shop_job_duration_seconds_sum{queue="outbox",outcome="completed"}')).toMatch(/ 0\.5$/);
  });

  test('the backlog is read from the source at each scrape; a failing source keeps the last values', async () => {
    let waiting = 3;
    let broken = false;
    setJobBacklogSource(async () => {
      if (broken) throw new Error('queue away');
      return [
        { queue: 'outbox', waiting, failed: 1 },
        { queue: 'import-1c', waiting: 0, failed: 0 },
      ];
    });
    let { text } = await metricsExposition();
    expect(line(text, 'shop_job_backlog{queue="outbox",state="waiting"}')).toMatch(/ 3$/);
    expect(line(text, 'shop_job_backlog{queue="outbox",state="failed"}')).toMatch(/ 1$/);
    expect(line(text, 'shop_job_backlog{queue="import-1c",state="waiting"}')).toMatch(/ 0$/);
    waiting = 7;
    ({ text } = await metricsExposition());
    expect(line(text, 'shop_job_backlog{queue="outbox",state="waiting"}')).toMatch(/ 7$/);
    broken = true;
    ({ text } = await metricsExposition());
    expect(line(text, 'shop_job_backlog{queue="outbox",state="waiting"}')).toMatch(/ 7$/);
  });
});
