// `npm test`: every check of the project, in order, each timed. Every step runs even when an
// earlier one failed, so one run shows everything that is wrong. The last line is exactly
// `N passed, N failed` (CI reads it); the exit code is non-zero when anything failed.
//
// Counting: typecheck, lint and format check are one test each; vitest and Playwright
// tests are counted from their JSON reports. A runner that fails outside any test (a crashed
// global setup, a missing browser, a file that does not load) adds one failure of its own.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.test-data');
const vitestReport = (part) => path.join(reports, `vitest-${part}.json`);
const playwrightReport = path.join(reports, 'playwright.json');
const bin = (name) => path.join(root, 'node_modules/.bin', name);

/**
 * Runs a command to its end and resolves with its exit code. With `output`, what it prints is
 * collected there instead of shown at once (steps that run side by side print in turn).
 */
function run(command, args, output) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: output ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (output) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.on('error', (error) => {
      console.error(`[test] could not start ${command}: ${error.message}`);
      resolve(1);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * `run` at a lower CPU priority, for steps that fill the cores around the longest chain:
 * the kernel then serves that chain first and gives these what it leaves.
 */
const yielding = (command, args, output) => run('nice', ['-n', '15', command, ...args], output);

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** One test: passed when the command exits 0. */
const single = (code) => ({ passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 });

/** Counts from a vitest JSON report; a file that failed without a failing test counts once. */
function vitestCounts(report, code) {
  if (!report) return { passed: 0, failed: 1, note: 'no vitest report was written' };
  let failed = report.numFailedTests ?? 0;
  for (const file of report.testResults ?? []) {
    const anyTestFailed = (file.assertionResults ?? []).some((t) => t.status === 'failed');
    if (file.status === 'failed' && !anyTestFailed) failed += 1;
  }
  if (code !== 0 && failed === 0) failed = 1; // e.g. an unhandled error outside tests
  const failures = [];
  for (const file of report.testResults ?? []) {
    const where = path.relative(root, file.name ?? '');
    const tests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of tests) failures.push(`${where} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
    if (file.status === 'failed' && tests.length === 0) failures.push(`${where}: ${firstLine(file.message)}`);
  }
  return { passed: report.numPassedTests ?? 0, failed, skipped: report.numPendingTests ?? 0, failures };
}

/** The first non-empty line of an error message, cut to a line of the summary. */
function firstLine(message) {
  const line =
    stripVTControlCharacters(String(message ?? ''))
      .split('\n')
      .find((part) => part.trim()) ?? '';
  return line.trim().slice(0, 300);
}

/** A vitest run of some projects, with a JSON report of its own. */
function vitestStep(part, projects, runner = run) {
  const report = vitestReport(part);
  return {
    name: `vitest (${projects.join(', ')})`,
    report,
    run: (output) =>
      runner(
        bin('vitest'),
        [
          'run',
          ...projects.map((project) => `--project=${project}`),
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${report}`,
        ],
        output,
      ),
    count: (code) => vitestCounts(readJson(report), code),
  };
}

/** Counts from Playwright's JSON report; errors outside tests (global setup) count once. */
function playwrightCounts(code) {
  const report = readJson(playwrightReport);
  if (!report?.stats) return { passed: 0, failed: 1, note: 'no Playwright report was written' };
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
  let failed = unexpected;
  if (failed === 0 && (code !== 0 || (report.errors ?? []).length > 0)) failed = 1;
  const note = (report.errors ?? []).map((e) => firstLine(e.message)).join('; ');
  return {
    passed: expected + flaky,
    failed,
    skipped,
    note: note || undefined,
    failures: playwrightFailures(report),
  };
}

/** «project › file:line › title: first line of the error» of each Playwright test that failed. */
function playwrightFailures(report) {
  const failures = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error?.message;
        failures.push(`[${test.projectName}] ${spec.file}:${spec.line} › ${spec.title}: ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return failures;
}

// Stages run one after another; the steps of a stage run side by side, each printing its
// output when it ends. Everything before the browsers is one stage. The HTTP tests, one file at
// a time against their one server (see vitest.config.ts), are its longest chain; the static
// checks and the unit and data tests fill the cores around it at a lower priority.
const stages = [
  [
    vitestStep('http', ['http']),
    { name: 'typecheck', run: (output) => yielding(bin('tsc'), ['--noEmit'], output), count: single },
    {
      name: 'lint',
      run: (output) => yielding(bin('eslint'), ['.', '--max-warnings=0'], output),
      count: single,
    },
    { name: 'format', run: (output) => yielding(bin('prettier'), ['--check', '.'], output), count: single },
    vitestStep('unit-data', ['unit', 'data'], yielding),
  ],
  [
    {
      name: 'playwright (desktop, mobile, desktop-nojs)',
      report: playwrightReport,
      run: (output) => run(bin('playwright'), ['test'], output),
      count: playwrightCounts,
    },
  ],
];

fs.mkdirSync(reports, { recursive: true });
const results = [];
const started = Date.now();

for (const stage of stages) {
  const alone = stage.length === 1;
  const runs = await Promise.all(
    stage.map(async (step) => {
      if (step.report) fs.rmSync(step.report, { force: true }); // never read a previous run's report
      if (alone) console.log(`\n━━ ${step.name} ━━`);
      const output = alone ? undefined : [];
      const stepStarted = Date.now();
      const code = await step.run(output);
      return { step, output, code, seconds: (Date.now() - stepStarted) / 1000 };
    }),
  );
  for (const { step, output, code, seconds } of runs) {
    if (output) {
      console.log(`\n━━ ${step.name} ━━`);
      process.stdout.write(Buffer.concat(output));
    }
    const counts = step.count(code);
    results.push({ name: step.name, seconds, code, ...counts });
    console.log(`━━ ${step.name}: ${counts.failed === 0 ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s`);
  }
}

const width = Math.max(...results.map((r) => r.name.length));
console.log('\n━━ summary ━━');
for (const r of results) {
  const status = r.failed === 0 ? 'ok    ' : 'FAILED';
  const skipped = r.skipped ? `, ${r.skipped} skipped` : '';
  console.log(
    `${status} ${r.name.padEnd(width)}  ${r.passed} passed, ${r.failed} failed${skipped}  (${r.seconds.toFixed(1)} s)`,
  );
  if (r.note) console.log(`       ${r.note}`);
  // Named here too: CI may keep only the end of the output.
  for (const failure of r.failures ?? []) console.log(`       ✗ ${failure}`);
}
console.log(`total time ${((Date.now() - started) / 1000).toFixed(1)} s`);

const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed === 0 ? 0 : 1;
