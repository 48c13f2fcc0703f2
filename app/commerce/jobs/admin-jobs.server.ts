// The admin API's view of the job queue: the failed jobs (or those in another state) and a
// retry of one. The same on both queues (pg-boss, in process).
import { ApiError } from '../http/errors.server';
import { JOB_ID, type JobRecord, type JobState } from './job-queue';
import { jobQueue } from './process-queue.server';

const STATES: JobState[] = ['failed', 'waiting', 'active', 'completed'];
/** Jobs one answer lists at most, newest first. */
const LIST_LIMIT = 200;

function runningQueue() {
  const queue = jobQueue();
  if (!queue) throw new ApiError(503, 'Очередь задач не запущена');
  return queue;
}

/** GET /api/admin/jobs?state=failed (the default): jobs in that state, newest first. */
export async function listJobs(url: URL): Promise<{ state: JobState; jobs: JobRecord[] }> {
  const asked = url.searchParams.get('state') ?? 'failed';
  const state = STATES.find((known) => known === asked);
  if (!state) {
    throw new ApiError(400, `Состояние задачи — одно из: ${STATES.join(', ')}`, [
      { property: 'state', message: `одно из: ${STATES.join(', ')}` },
    ]);
  }
  return { state, jobs: await runningQueue().list(state, LIST_LIMIT) };
}

/** POST /api/admin/jobs/{id}/retry: sends a failed job again; 404 for no such job, 409 for one that did not fail. */
export async function retryJob(id: string | undefined): Promise<{ id: string; state: 'waiting' }> {
  if (!id || !JOB_ID.test(id)) throw new ApiError(400, 'Неверный номер задачи');
  const outcome = await runningQueue().retry(id.toLowerCase());
  if (outcome === 'not-found') throw new ApiError(404, 'Задача не найдена');
  if (outcome === 'not-failed') throw new ApiError(409, 'Повторить можно только задачу с ошибкой');
  return { id: id.toLowerCase(), state: 'waiting' };
}
