// Each request's id and its line in the request log (docs/decisions/0084-logs.md).
import type { RequestHandler } from 'express';
import type { ShopEntry } from './shop-entry';

/**
 * Gives the request its id (the trusted proxy's X-Request-Id, else a new one), answers it in
 * the X-Request-Id header and handles the request in that id's context, so every line logged
 * meanwhile carries it, here and in the API calls it makes in process.
 */
export function identifyRequests(
  entry: Pick<ShopEntry, 'requestIdOf' | 'REQUEST_ID_HEADER' | 'withRequestId'>,
): RequestHandler {
  return (req, res, next) => {
    const requestId = entry.requestIdOf(req.socket.remoteAddress, req.headers['x-request-id']);
    res.locals.requestId = requestId;
    res.setHeader(entry.REQUEST_ID_HEADER, requestId);
    entry.withRequestId(requestId, next);
  };
}

/**
 * One structured line per request, once its answer is sent or the client went away: method,
 * path (tokens and query values masked), status, bytes on the wire (headers included), time.
 */
export function logRequests(entry: Pick<ShopEntry, 'logger' | 'loggablePath'>): RequestHandler {
  const httpLog = entry.logger('http');
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const written = req.socket.bytesWritten;
    res.once('close', () => {
      const ms = Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100;
      const path = entry.loggablePath(req.originalUrl);
      const line = {
        requestId: res.locals.requestId,
        method: req.method,
        path,
        status: res.statusCode,
        bytes: req.socket.bytesWritten - written,
        ms,
        ...(res.writableFinished ? {} : { aborted: true }),
      };
      const message = `${req.method} ${path} ${res.statusCode}`;
      if (res.statusCode >= 500) httpLog.error(line, message);
      else httpLog.info(line, message);
    });
    next();
  };
}
