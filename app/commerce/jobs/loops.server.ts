// How the process's background work stops: the job queue (process-queue.server.ts) and a 1С
// import running in a script register a stopper; on SIGTERM server/index.ts calls
// stopBackgroundWork(), after which nothing takes new work; once what was running finished,
// what the work used (the database) is closed (docs/decisions/0079-drain.md).

/** Registered stoppers: each stops taking work and resolves when its current work is over. */
const stoppers = new Set<() => Promise<void>>();
/** What closes once every stopper is done (the database). */
const closers = new Set<() => Promise<void>>();
let stopped = false;

/** Registers work to stop on shutdown; answers the function that unregisters it. */
export function onStop(stop: () => Promise<void>): () => void {
  stoppers.add(stop);
  return () => stoppers.delete(stop);
}

/** True once shutdown began: no new work may start (a 1С import asked for then is left to another instance). */
export function backgroundStopped(): boolean {
  return stopped;
}

/** Registers something the work uses, closed after all of it stopped (the database pool). */
export function closeAfterWork(close: () => Promise<void>): void {
  closers.add(close);
}

/**
 * Stops every registered piece of work at once and waits for what was running. Messages a
 * request writes from now on wait in the outbox for another instance's next look.
 */
export async function stopBackgroundWork(): Promise<void> {
  stopped = true;
  await Promise.all([...stoppers].map((stop) => stop()));
}

/**
 * Closes what the work used (the database), after stopBackgroundWork settled and the server
 * stopped taking requests, so nothing needs it any more.
 */
export async function closeResources(): Promise<void> {
  await Promise.all([...closers].map((close) => close()));
  closers.clear();
}
