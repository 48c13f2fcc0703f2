/**
 * Where a V8 CPU profile (.cpuprofile, as `node --cpu-prof` writes it) spent its time: self
 * time by package or file, self time by function, and inclusive time by function (a function
 * counted once per sampled stack, however deep it recurses). Idle samples are left out, so the
 * percentages are of the time the process was busy.
 *
 *   npx tsx scripts/cpuprofile-summary.ts FILE.cpuprofile [rows] [last-seconds]
 */
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  /** Microseconds from the previous sample (the first: from startTime). */
  timeDeltas?: number[];
  startTime: number;
  endTime: number;
}

/**
 * The profile's last `seconds` only: a server profiled from its start spends its first
 * seconds building the catalogue index, which would drown what a benchmark run costs.
 */
export function lastSeconds(profile: CpuProfile, seconds: number): CpuProfile {
  return between(profile, profile.endTime - seconds * 1e6, profile.endTime);
}

/**
 * The samples taken from `fromUs` to `toUs` (microseconds of the monotonic clock V8 stamps a
 * profile with, the clock of `process.hrtime` on the same machine): the part of a server's
 * profile one burst of requests made, measured by the client that sent it.
 */
export function between(profile: CpuProfile, fromUs: number, toUs: number): CpuProfile {
  const deltas = profile.timeDeltas ?? [];
  const samples: number[] = [];
  let at = profile.startTime;
  profile.samples.forEach((id, k) => {
    at += deltas[k] ?? 0;
    if (at >= fromUs && at <= toUs) samples.push(id);
  });
  const startTime = Math.max(fromUs, profile.startTime);
  return { ...profile, samples, timeDeltas: undefined, startTime, endTime: Math.min(toUs, profile.endTime) };
}

export interface ProfileSummary {
  busyMs: number;
  selfByPackage: [string, number][];
  selfByFunction: [string, number][];
  inclusiveByFunction: [string, number][];
}

/** node_modules/@scope/pkg/… → @scope/pkg, node_modules/pkg/… → pkg, the repository's own files by path. */
function packageOf(url: string): string {
  const inModules = url.split('node_modules/').pop() ?? url;
  if (inModules !== url) {
    const parts = inModules.split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  return url.replace(/^file:\/\/.*?\/(?=(build|server|app)\/)/, '');
}

function functionKey(frame: CallFrame): string {
  const name = frame.functionName || '(anonymous)';
  return frame.url ? `${name} ${packageOf(frame.url)}:${frame.lineNumber + 1}` : name;
}

const sorted = (totals: Map<string, number>, msPerSample: number) =>
  [...totals]
    .map(([key, samples]): [string, number] => [key, samples * msPerSample])
    .sort((a, b) => b[1] - a[1]);

export function summarize(profile: CpuProfile): ProfileSummary {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const samplesOf = new Map<number, number>();
  for (const id of profile.samples) samplesOf.set(id, (samplesOf.get(id) ?? 0) + 1);
  const msPerSample = (profile.endTime - profile.startTime) / 1000 / profile.samples.length;

  const selfByPackage = new Map<string, number>();
  const selfByFunction = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let busy = 0;
  const add = (totals: Map<string, number>, key: string, n: number) =>
    totals.set(key, (totals.get(key) ?? 0) + n);
  for (const [id, n] of samplesOf) {
    const frame = nodes.get(id)!.callFrame;
    if (frame.functionName === '(idle)') continue;
    busy += n;
    add(selfByPackage, frame.url ? packageOf(frame.url) : frame.functionName, n);
    add(selfByFunction, functionKey(frame), n);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const key = functionKey(nodes.get(at)!.callFrame);
      if (!seen.has(key)) add(inclusive, key, n);
      seen.add(key);
    }
  }
  return {
    busyMs: busy * msPerSample,
    selfByPackage: sorted(selfByPackage, msPerSample),
    selfByFunction: sorted(selfByFunction, msPerSample),
    inclusiveByFunction: sorted(inclusive, msPerSample),
  };
}

/**
 * What a package or file does in a page view, to read a profile by the parts worth attacking:
 * the embedded database, React's render, Remix's routing, the route data sent to the browser,
 * validation, JSON, the HTTP plumbing, the shop's own code, the garbage collector.
 */
const KINDS: [kind: string, test: RegExp][] = [
  ['database (PGlite, drizzle)', /^(wasm:\/\/|@electric-sql\/pglite$|drizzle-orm$|postgres$)/],
  ['render (React)', /^(react-dom|react|react-router|react-router-dom|@remix-run\/react)$/],
  ['routing (Remix)', /^(@remix-run\/(router|server-runtime|node|express))$/],
  ['route data (turbo-stream)', /^turbo-stream$/],
  ['validation (zod)', /^zod$/],
  ['JSON', /^(parse|stringify)$/],
  ['garbage collector', /^\(garbage collector\)$/],
  ['shop code (build/)', /^(build|server|app)\//],
  [
    'HTTP, streams, timers (node, express, hono, undici)',
    /^(node:|express$|compression$|hono$|undici$|writev$|encodeInto$|runMicrotasks$|fstat$)/,
  ],
];

/** Self time summed by what it was spent on (KINDS), largest first; the rest is 'other'. */
export function selfByKind(summary: ProfileSummary): [string, number][] {
  const totals = new Map<string, number>();
  for (const [pkg, ms] of summary.selfByPackage) {
    const kind = KINDS.find(([, test]) => test.test(pkg))?.[0] ?? 'other';
    totals.set(kind, (totals.get(kind) ?? 0) + ms);
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}

/**
 * The summary of `views` page views, in ms of CPU per view: the whole and its parts by kind.
 * With `cpuMs` (the process's CPU time over the same views, from /proc) the parts are the
 * profile's shares of that time: a sample counts the time the server waited for a core as busy,
 * so on a loaded machine the profile's own total runs high while its shares still hold.
 */
export function printPerView(title: string, summary: ProfileSummary, views: number, cpuMs?: number): void {
  const total = cpuMs ?? summary.busyMs;
  const source =
    cpuMs === undefined
      ? 'profile samples'
      : `process CPU; the profile's samples say ${(summary.busyMs / views).toFixed(2)}`;
  console.log(`\n${title}: ${(total / views).toFixed(2)} ms of CPU per view (${views} views, ${source})`);
  for (const [kind, ms] of selfByKind(summary)) {
    const share = ms / summary.busyMs;
    console.log(
      `${((share * total) / views).toFixed(2).padStart(8)} ms ${(100 * share).toFixed(1).padStart(5)} %  ${kind}`,
    );
  }
}

export function printSummary(summary: ProfileSummary, rows = 25): void {
  const table = (title: string, entries: [string, number][], n: number) => {
    console.log(`\n${title}`);
    for (const [key, ms] of entries.slice(0, n))
      console.log(
        `${ms.toFixed(0).padStart(7)} ms ${((100 * ms) / summary.busyMs).toFixed(1).padStart(5)} %  ${key}`,
      );
  };
  console.log(`busy ${summary.busyMs.toFixed(0)} ms`);
  table('self time by package or file', summary.selfByPackage, rows);
  table('self time by function', summary.selfByFunction, rows);
  table('inclusive time by function', summary.inclusiveByFunction, rows * 2);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [file, rows, last] = process.argv.slice(2);
  if (!file)
    throw new Error('usage: tsx scripts/cpuprofile-summary.ts FILE.cpuprofile [rows] [last-seconds]');
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
  printSummary(summarize(last ? lastSeconds(profile, Number(last)) : profile), Number(rows ?? 25));
}
