// What is left of a request's body when its answer has gone is read and dropped, so the
// connection can carry the next request.
//
// Many answers come before the body is read: a redirect of an old address, a 405 for a method a
// page does not take, a 413 for a body over the limit, a refused cross-site post. Node drops
// the rest of a body nobody started reading, but the fetch Request the server makes of every post
// starts reading it, and once that reader is abandoned the socket stays paused inside the old
// body: the next request on the connection (a browser's, or a load balancer's that reuses its
// connections) waits for the keep-alive timeout, 65 s. Doing what Node does for an unread body
// keeps the connection and its next request; closing it instead (`Connection: close`) made a
// client still sending the body see its connection reset.
import type { NextFunction, Request, Response } from 'express';

/** Express middleware: once the answer is sent, the rest of an unfinished body is dropped as it comes. */
export function dropUnreadBody(req: Request, res: Response, next: NextFunction): void {
  res.on('finish', () => {
    if (req.complete || req.destroyed) return;
    // The abandoned reader's listener goes with it; the body then flows to nowhere.
    req.removeAllListeners('data');
    req.resume();
  });
  next();
}
