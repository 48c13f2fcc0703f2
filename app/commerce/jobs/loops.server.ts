// The process's background work (message delivery, the pickup hold sweep, refund retries, 1С
import { logger } from '../../utils/log.server';

const log = logger('jobs');
// imports) and how it stops. Each piece registers a stopper; on SIGTERM server/index.js calls
// stopBackgroundWork(), after which nothing takes new work; once what was running finished,
// what the work used (the database) is closed (docs/decisions/drain.md).

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

export interface Loop {
  /** Runs soon, without waiting (a kick during a run makes one more run). Nothing once stopped. */
  kick(): void;
  /** Resolves when the current run (if any) is over. */
  idle(): Promise<void>;
  /** No more runs; resolves when the current one is over. */
  stop(): Promise<void>;
}

/**
 * Runs `run` every `everyMs` and after each kick, one run at a time in this process. `run` gets
 * a signal that aborts on stop: a run that works through many claims checks it between them,
 * so it finishes what it claimed and claims nothing more (what is left waits in the database
 * for the next instance's run). Registered with stopBackgroundWork.
 */
export function createLoop(name: string, everyMs: number, run: (signal: AbortSignal) => Promise<void>): Loop {
  const stopping = new AbortController();
  let running: Promise<void> | undefined;
  let again = false;
  const kick = () => {
    if (stopping.signal.aborted) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await run(stopping.signal);
        } catch (error) {
          log.error(
            { loop: name, error: error instanceof Error ? error.message : error },
            `${name}: run failed`,
          );
        }
      } while (again && !stopping.signal.aborted);
    })().finally(() => {
      running = undefined;
    });
  };
  const timer = setInterval(kick, everyMs);
  timer.unref();
  const idle = async () => {
    while (running) await running;
  };
  const stop = async () => {
    clearInterval(timer);
    stopping.abort();
    await idle();
  };
  const unregister = onStop(stop);
  return {
    kick,
    idle,
    stop: () => {
      unregister();
      return stop();
    },
  };
}
