// GET /healthz: readiness, as it always meant to the load balancer (docs/decisions/0079-drain.md).
// /healthz/ready is the same answer under its explicit name; /healthz/live says only that the
// process answers.
export { loader } from './healthz.ready';
