// One view of the database's state per read. A GET can ask the same question many times
// through the functions it reuses (the home answer builds eight lists, each a catalogue page:
// each asked for the catalogue snapshot, and each snapshot asked the database whether the
// catalogue version or the stock log had moved, sixteen times for one answer), and a page view
// asks it again in each of its API calls (a product view: the guest token, the catalogue's
// pulse and the city's delivery row twice each) and in the origin's page cache (the catalogue's
// state, before it looks for a copy). Within a read scope a question asked through
// `oncePerRead` is asked once and its answer shared.
//
// Two kinds of scope, one store: the commerce API opens one per GET or HEAD it serves
// (commerce/http/handler.server.ts), and the server opens one per page request that only reads
// (`inPageView`, server/index.ts), around the page cache and the render together; the API
// calls of that view made in process (the cache's state check, the loaders' calls) join it.
// Nothing outlives the request that opened the scope. Writes see fresh data: an API call
// that may change something asks every `oncePerRead` question anew, and the page's answers to
// them are forgotten when it ends, so a read after it asks anew. Only answers no write changes
// (`oncePerView`: a guest token's row, only ever inserted) are shared with writes too.
// Shared by the commerce side and the storefront, so it lives in utils.
import { AsyncLocalStorage } from 'node:async_hooks';

/** Answers by question, then by key (a key of several parts: one map per part). */
type Answers = Map<object, KeyedAnswers>;
type KeyedAnswers = Map<unknown, Promise<unknown> | KeyedAnswers>;

interface Scope {
  /** What `oncePerRead` asked: forgotten after a write, not used by one. */
  reads: Answers;
  /** What `oncePerView` asked: no write changes it, so writes share it and it is kept. */
  lasting: Answers;
  /** True inside a write of a page view: `oncePerRead` asks every time. */
  writing: boolean;
}
const scope = new AsyncLocalStorage<Scope>();

const newScope = (): Scope => ({ reads: new Map(), lasting: new Map(), writing: false });

const READS = new Set(['GET', 'HEAD']);

/** True for a method that only reads (GET, HEAD). */
export function onlyReads(method: string): boolean {
  return READS.has(method.toUpperCase());
}

/**
 * Runs an API handler. A GET or HEAD joins the read scope it was called in (a page view's)
 * or opens its own; a write asks every `oncePerRead` question anew and makes the page view
 * forget those answers when it ends.
 */
export function inReadScope<T>(request: Request, handler: () => Promise<T>): Promise<T> {
  const enclosing = scope.getStore();
  if (onlyReads(request.method)) {
    return enclosing && !enclosing.writing ? handler() : scope.run(newScope(), handler);
  }
  if (!enclosing) return handler();
  // Forgotten when the write is done: a read running beside it may still take an answer from
  // before it, as it could have read just before the write started anyway.
  return scope.run({ ...enclosing, writing: true }, handler).finally(() => enclosing.reads.clear());
}

/**
 * Runs `work` (the handling of one page request: the page cache's look and the render) in a
 * read scope of its own when the request only reads (GET, HEAD), which every in-process API
 * call made while it runs joins. A post runs without one: its action and its loaders' API calls
 * each read on their own, so a loader sees what the action wrote.
 */
export function inPageView<T>(method: string, work: () => T): T {
  return onlyReads(method) ? scope.run(newScope(), work) : work();
}

/**
 * `load()` once per read scope for this question (`question` names the kind, `key` the
 * instance: a database, or an array of parts such as [database, city], each compared with
 * ===); outside a scope or inside a write, every time. A failure is shared by those already
 * waiting for it, then forgotten: a retry asks again.
 */
export function oncePerRead<T>(question: object, key: unknown, load: () => Promise<T>): Promise<T> {
  const current = scope.getStore();
  if (!current || current.writing) return load();
  return once(current.reads, question, key, load);
}

/**
 * `oncePerRead` for an answer no write of the shop changes once it exists (a row that is only
 * ever inserted, looked up by a key only that row has): the writes of the scope share it too,
 * and it is kept after them.
 */
export function oncePerView<T>(question: object, key: unknown, load: () => Promise<T>): Promise<T> {
  const current = scope.getStore();
  return current ? once(current.lasting, question, key, load) : load();
}

function once<T>(answers: Answers, question: object, key: unknown, load: () => Promise<T>): Promise<T> {
  const parts: readonly unknown[] = Array.isArray(key) ? key : [key];
  let level = answers.get(question);
  if (!level) answers.set(question, (level = new Map()));
  for (const part of parts.slice(0, -1)) {
    let next = level.get(part) as KeyedAnswers | undefined;
    if (!next) level.set(part, (next = new Map()));
    level = next;
  }
  const last = parts[parts.length - 1];
  const known = level.get(last) as Promise<T> | undefined;
  if (known) return known;
  const answer = load();
  const asked = level;
  asked.set(last, answer);
  answer.catch(() => {
    if (asked.get(last) === answer) asked.delete(last);
  });
  return answer;
}
