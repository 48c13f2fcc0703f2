// One API read, one view of the database's state. A GET can ask the same question many times
// through the functions it reuses (the home answer builds eight lists, each a catalogue page:
// each asked for the catalogue snapshot, and each snapshot asked the database whether the
// catalogue version or the stock log had moved, sixteen times for one answer). Within a GET or
// HEAD, a question asked through `oncePerRead` is asked once and its answer shared. Writes get
// no scope: an action that changes stock and then reads the catalogue must see its own change.
import { AsyncLocalStorage } from 'node:async_hooks';

type Answers = Map<object, Map<unknown, Promise<unknown>>>;
const scope = new AsyncLocalStorage<Answers>();

const READS = new Set(['GET', 'HEAD']);

/** Runs an API handler; for a GET or HEAD, inside a read scope of its own. */
export function inReadScope<T>(request: Request, handler: () => Promise<T>): Promise<T> {
  return READS.has(request.method.toUpperCase()) ? scope.run(new Map(), handler) : handler();
}

/**
 * `load()` once per read scope for this question (`question` names the kind, `key` the
 * instance: a database, say); outside a scope, every time. A failure is shared too: the
 * answer it belongs to fails anyway.
 */
export function oncePerRead<T>(question: object, key: unknown, load: () => Promise<T>): Promise<T> {
  const answers = scope.getStore();
  if (!answers) return load();
  let ofQuestion = answers.get(question);
  if (!ofQuestion) answers.set(question, (ofQuestion = new Map()));
  let answer = ofQuestion.get(key) as Promise<T> | undefined;
  if (!answer) ofQuestion.set(key, (answer = load()));
  return answer;
}
