// The process's health: whether it is draining (it got SIGTERM and is on its way out). Its
// readiness check (/healthz/ready) then answers 503 so the load balancer stops sending it requests, while the
// requests already sent finish (server/index.ts, docs/decisions/0079-drain.md). Kept on globalThis
// so a development rebuild of the app sees the same flag.
const state = globalThis as typeof globalThis & { __shopDraining?: boolean };

/** From now on the process is not ready for traffic. */
export function beginDrain(): void {
  state.__shopDraining = true;
}

export function isDraining(): boolean {
  return state.__shopDraining === true;
}

/** Every health answer: never kept by a cache, never sniffed. */
export const HEALTH_HEADERS = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };
