/**
 * Lighthouse benchmark (npm run bench:lighthouse): mobile performance score and total blocking
 * time of the home, catalogue, product and cart pages, the median of --runs runs each (Lighthouse's
 * default mobile profile: emulated phone, simulated slow 4G and 4× CPU slowdown), on Debian's
 * Chromium (CHROMIUM_PATH, default /usr/bin/chromium) against the built server, started as the
 * HTTP tests start it (a copy of the seeded test template in .test-data/).
 *
 *   npm run bench:lighthouse -- [--runs 3] [--no-build]
 */
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildApp, startServer } from '../tests/setup/server';
import { markdownTable, writePerformanceSection } from './bench/performance-doc';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'no-build': { type: 'boolean', default: false },
  },
});
const RUNS = Number(args.runs);

type Run = { score: number; tbt: number; lcp: number };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function audit(url: string): Promise<Run> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      tbt: Math.round(lhr.audits['total-blocking-time'].numericValue ?? NaN),
      lcp: Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? NaN),
    };
  } finally {
    await chrome.kill();
  }
}

async function main(): Promise<void> {
  if (!args['no-build']) buildApp();
  const server = await startServer();
  try {
    const catalogue = '/catalog/man/obuv/krossovki/';
    const html = await (await fetch(`${server.baseUrl}${catalogue}`)).text();
    const product = /href="(\/product\/[^"]+)"/.exec(html)?.[1];
    if (!product) throw new Error(`no product link on ${catalogue}`);
    const pages = [
      { name: 'home', path: '/' },
      { name: 'catalogue', path: catalogue },
      { name: 'product', path: product },
      { name: 'cart', path: '/cart/' },
    ];
    console.log(
      `Lighthouse mobile, median of ${RUNS} (score / total blocking time / largest contentful paint)`,
    );
    const rows: string[][] = [];
    for (const page of pages) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(`${server.baseUrl}${page.path}`));
      console.log(
        `${page.name.padEnd(10)} ${String(median(runs.map((r) => r.score))).padStart(3)}   TBT ${median(runs.map((r) => r.tbt))} ms   LCP ${median(runs.map((r) => r.lcp))} ms   (scores ${runs.map((r) => r.score).join(', ')})`,
      );
      const of = (key: keyof Run) => String(median(runs.map((r) => r[key])));
      rows.push([page.name, of('score'), `${of('tbt')} ms`, `${of('lcp')} ms`]);
    }
    writePerformanceSection(
      'lighthouse',
      'bench:lighthouse',
      markdownTable(['page', 'score', 'total blocking time', 'largest contentful paint'], rows),
    );
  } finally {
    await server.stop();
  }
}

await main();
