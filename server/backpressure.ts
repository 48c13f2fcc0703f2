// Backpressure for streamed answers. An answer's stream is written as fast as it can be read,
// write()'s false ignored, so a client that reads slowly (Маркет fetching the feed, say) would
// have a big stream buffered here in full. This keeps write()'s answer (compression's, when it
// compresses) and gives the load context `whenWritable()`: settled once the client has taken
// what was written (or went away). A route that streams much awaits it between chunks
// (app/utils/paced-stream.server.ts).
import type { RequestHandler } from 'express';

export const trackBackpressure: RequestHandler = (_req, res, next) => {
  const write = res.write;
  let waiting: Promise<void> | null = null;
  let release = () => undefined as void;
  res.once('close', () => release());
  // One listener for the whole answer; compression passes it to its zlib stream if it compresses.
  res.on('drain', () => release());
  res.write = function writeNoting(this: typeof res, ...args: Parameters<typeof write>) {
    const taken = write.apply(this, args);
    if (!taken && !waiting && !res.destroyed) {
      waiting = new Promise<void>((resolve) => {
        release = () => {
          waiting = null;
          release = () => undefined;
          resolve();
        };
      });
    }
    return taken;
  } as typeof write;
  res.locals.whenWritable = (): Promise<void> => waiting ?? Promise.resolve();
  next();
};
