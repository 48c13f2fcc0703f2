// Two instances of the built server on one PostgreSQL, each with a data folder of its own (as
// on two machines) and one object storage (a local S3 stand-in), addressed directly (so each
// request's instance is known): what one instance writes, the other must see; what one process
// would keep in memory must hold across both. Runs when TEST_DATABASE_URL is set (like the
// data-layer tests on PostgreSQL). Where HAProxy is installed the cluster has it in front too
// (cluster/haproxy.cfg): a 1С exchange goes through it round-robin, and the last test restarts
// the instances one after the other under load through it.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createPostgresDatabase, dropPostgresDatabase } from '../setup/engines';
import { TEST_ADMIN_PHONES } from '../setup/server';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { type Cluster, startCluster } from '../../scripts/cluster/cluster';
import { getJson, postJson, randomIp, randomPhone, requestCode, signIn } from '../mocks/sms-sign-in';
import { addUnits, call, contacts, guest, placeOrder, stockedSizes } from './basket.kit';
import { attr, tags } from './catalog-pages.kit';
import {
  basic,
  EXCHANGE_ENV,
  EXCHANGE_LOGIN,
  EXCHANGE_PASSWORD,
  call as exchangeCall,
  fixture,
} from './exchange-1c.kit';

vi.setConfig({ testTimeout: 60_000 });

const adminUrl = process.env.TEST_DATABASE_URL;
const haproxy = fs.existsSync(process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy');
const name = `shop_cluster_${process.pid}_${Date.now().toString(36)}`;

/** The size filter's count of one size on /catalog/, as an instance answers it. */
async function sizeCount(baseUrl: string, ru: string): Promise<number> {
  const answer = await call(baseUrl, 'POST', '/api/catalog/', { body: { path: '/catalog/' } });
  const filters = answer.body.catalogBody.filter as {
    code: string;
    items?: { value: string; count: number }[];
  }[];
  return filters.find((f) => f.code === 'size')?.items?.find((i) => i.value === ru)?.count ?? 0;
}

describe.runIf(adminUrl)('two instances on one PostgreSQL', () => {
  let cluster: Cluster;
  let a: string;
  let b: string;
  // A sign-in code is in the outbox of the instance that sent it.
  const apiOf = (baseUrl: string) => ({
    baseUrl,
    dataDir: cluster.instances.find((instance) => instance.url === baseUrl)!.dataDir,
  });

  beforeAll(async () => {
    const url = await createPostgresDatabase(name);
    const firstPort = 20_000 + (process.pid % 20_000);
    cluster = await startCluster({
      root: process.cwd(),
      instances: 2,
      // The balancer on the first port, the instances on the next ones.
      port: haproxy ? firstPort : null,
      firstInstancePort: firstPort,
      databaseUrl: url,
      // X-Forwarded-For is believed, so each test's sign-ins come from addresses of their own.
      env: {
        SEED_PRODUCTS: '300',
        TRUST_PROXY: '1',
        ADMIN_PHONES: TEST_ADMIN_PHONES.cluster,
        ...EXCHANGE_ENV,
      },
    });
    [a, b] = cluster.instances.map((instance) => instance.url);
  }, 600_000);

  afterAll(async () => {
    await cluster?.stop();
    await dropPostgresDatabase(name);
  }, 60_000);

  /** Orders every unit of `size` through A; when the order was committed. */
  async function orderAllThroughA(size: { sizeId: number; quantity: number }): Promise<number> {
    const shopper = await guest(a);
    await addUnits(a, shopper, size.sizeId, size.quantity);
    const ordered = await placeOrder(a, shopper, {
      ...contacts(),
      deliveryType: 'courier',
      address: 'Москва, ул. Тверская, д. 7, кв. 12',
      paymentMethod: 'on_receipt',
    });
    expect(ordered.status).toBe(201);
    return Date.now();
  }

  test('an order placed through A shows in B’s facet counts and product page within a second', async () => {
    // A size that one card holds in few units: the order takes them all.
    const [size] = await stockedSizes(b, [2, 3], { count: 1, minQuantity: 1, maxQuantity: 2 });
    const countBefore = await sizeCount(b, size.ru);
    expect(countBefore).toBeGreaterThan(0);

    const committed = await orderAllThroughA(size);

    let seen = -1;
    let count = countBefore;
    while (Date.now() - committed < 1_000) {
      const [facet, product] = await Promise.all([
        sizeCount(b, size.ru),
        call(b, 'GET', `/api/products/${size.code}/`),
      ]);
      const left = (product.body.product.sizes as { id: number; quantity: number }[]).find(
        (s) => s.id === size.sizeId,
      )?.quantity;
      count = facet;
      if (facet === countBefore - 1 && (left ?? 0) === 0) {
        seen = Date.now() - committed;
        break;
      }
    }
    expect(count).toBe(countBefore - 1);
    expect(seen).toBeGreaterThanOrEqual(0);
    expect(seen).toBeLessThan(1_000);
    // B patched its index; neither instance rebuilt it for the order.
    for (const instance of [a, b]) {
      const health = await getJson(instance, '/healthz');
      expect(health.body.catalogIndex).toMatchObject({ fullBuilds: 1 });
    }
  });

  test('an order placed through A shows on B’s next cookie-less product page (its page cache)', async () => {
    const [size] = await stockedSizes(b, [4, 5], { count: 1, minQuantity: 1, maxQuantity: 2 });
    /** Whether B's product page, as a first visit gets it, offers the size; and whether from B's copy. */
    const view = async () => {
      const answer = await fetch(`${b}/product/${size.code}`);
      const html = await answer.text();
      const radio = tags(html, 'input', /type="radio" name="productId"/).find(
        (tag) => Number(attr(tag, 'value')) === size.sizeId,
      );
      expect(radio).toBeDefined();
      return {
        offered: !/\sdisabled=""/.test(radio!),
        fromCopy: answer.headers.get('Age') !== null,
      };
    };
    const before = await view();
    expect(before.offered).toBe(true);
    // The second view is B's copy of the first (an answer from a copy says its Age).
    expect((await view()).fromCopy).toBe(true);

    const committed = await orderAllThroughA(size);
    let after = await view();
    // B learns of A's write when it next reads the catalogue's pulse: the next view, unless
    // a rebuild is running (then it renders without its cache, from the copy of the index).
    while (after.offered && Date.now() - committed < 1_000) after = await view();
    expect(after.offered).toBe(false);
  });

  test('a refresh race split across A and B does not sign the shopper out', async () => {
    const session = await signIn(apiOf(a));
    const [onA, onB] = await Promise.all([
      postJson(a, '/api/token/refresh', { refreshToken: session.refreshToken }),
      postJson(b, '/api/token/refresh', { refreshToken: session.refreshToken }),
    ]);
    expect(onA.status).toBe(200);
    expect(onB.status).toBe(200);
    expect(onB.body.refreshToken).toBe(onA.body.refreshToken);
    // Both answers keep working, on either instance, and the sign-in carries on.
    for (const [answer, instance] of [
      [onA, b],
      [onB, a],
    ] as const) {
      const current = await getJson(instance, '/api/user/current', {
        Authorization: `Bearer ${String(answer.body.token)}`,
      });
      expect(current.status).toBe(200);
    }
    const onward = await postJson(b, '/api/token/refresh', { refreshToken: onA.body.refreshToken });
    expect(onward.status).toBe(200);
  });

  test('sign-in limits hold across instances: one code a minute per phone, five wrong tries per code', async () => {
    const phone = randomPhone();
    const code = await requestCode(apiOf(a), phone);
    const again = await postJson(
      b,
      '/api/auth/code',
      { phone, token: '' },
      { 'X-Forwarded-For': randomIp() },
    );
    expect(again.status).toBe(429);

    const wrong = code === '0000' ? '1111' : '0000';
    const ip = randomIp();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const instance = attempt % 2 === 0 ? a : b;
      const refused = await postJson(
        instance,
        '/api/auth/check',
        { phone, code: wrong },
        { 'X-Forwarded-For': ip },
      );
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect(refused.status).toBeLessThan(500);
    }
    // Five wrong entries spread over both instances used the code up.
    const late = await postJson(a, '/api/auth/check', { phone, code }, { 'X-Forwarded-For': ip });
    expect(late.status).not.toBe(200);
  });

  test('an order retried with its key on the other instance is the same order', async () => {
    const [size] = await stockedSizes(a, 4, { count: 1, minQuantity: 2 });
    const shopper = await guest(b);
    await addUnits(b, shopper, size.sizeId);
    const key = randomUUID();
    const body = {
      ...contacts(),
      deliveryType: 'courier',
      address: 'Москва, ул. Тверская, д. 7',
      paymentMethod: 'on_receipt',
    };
    const [first, second] = await Promise.all([
      placeOrder(a, shopper, body, key),
      placeOrder(b, shopper, body, key),
    ]);
    expect([first.status, second.status].every((s) => s === 200 || s === 201)).toBe(true);
    expect(second.body.order.id).toBe(first.body.order.id);
  });

  test.runIf(haproxy)(
    'a 1С exchange sent round-robin through HAProxy imports, and every instance serves its pictures',
    async () => {
      const lb = cluster.url!;
      const servedBy: string[] = [];
      const ask = async (query: string, options: Parameters<typeof exchangeCall>[2] = {}) => {
        const answer = await exchangeCall(lb, query, options);
        servedBy.push(answer.headers.get('X-Served-By') ?? '?');
        return answer;
      };
      const racerLine = '        <Картинка>import_files/ab/prod-racer.jpg</Картинка>\n';
      const xml = fixture('import.xml').toString('utf8');
      expect(xml).toContain(racerLine);
      const catalogue = Buffer.from(
        xml.replace(
          racerLine,
          ['import_files/ab/side.jpg', 'import_files/cd/top.png']
            .map((name) => `        <Картинка>${name}</Картинка>\n`)
            .join(''),
        ),
      );
      const top = fixture('pictures/racer-top.png');
      const files = [
        // The package in three pieces and a picture in two: each piece on the other instance.
        { name: 'import.xml', bytes: catalogue, pieces: 3 },
        { name: 'import_files/ab/side.jpg', bytes: fixture('pictures/racer-side.jpg'), pieces: 1 },
        { name: 'import_files/cd/top.png', bytes: top, pieces: 2 },
        { name: 'offers.xml', bytes: fixture('offers.xml'), pieces: 1 },
      ];

      const auth = await ask('type=catalog&mode=checkauth', {
        auth: basic(EXCHANGE_LOGIN, EXCHANGE_PASSWORD),
      });
      expect(auth.lines[0]).toBe('success');
      const cookie = `${auth.lines[1]}=${auth.lines[2]}`;
      expect((await ask('type=catalog&mode=init', { cookie })).lines[0]).toBe('zip=yes');
      for (const file of files) {
        const piece = Math.ceil(file.bytes.length / file.pieces);
        for (let at = 0; at < file.bytes.length; at += piece) {
          const sent = await ask(`type=catalog&mode=file&filename=${encodeURIComponent(file.name)}`, {
            cookie,
            body: file.bytes.subarray(at, at + piece),
          });
          expect(sent.lines[0], sent.lines.join(' ')).toBe('success');
        }
      }
      for (const name of ['import.xml', 'offers.xml']) {
        let answer = await ask(`type=catalog&mode=import&filename=${name}`, { cookie });
        for (let tries = 0; answer.lines[0] === 'progress' && tries < 300; tries++) {
          await new Promise((resolve) => setTimeout(resolve, 200));
          answer = await ask(`type=catalog&mode=import&filename=${name}`, { cookie });
        }
        expect(answer.lines[0], answer.lines.join(' ')).toBe('success');
        if (name === 'import.xml') expect(answer.lines.join('\n')).not.toContain('Картинки не загружены');
      }
      // Round-robin, no stickiness: every request went to the other instance than the one before.
      expect(new Set(servedBy)).toEqual(new Set(cluster.instances.map((instance) => instance.name)));
      for (let i = 1; i < servedBy.length; i++) expect(servedBy[i], `request ${i}`).not.toBe(servedBy[i - 1]);

      // The racer's pictures, asked of each instance directly: the same bytes from both.
      let srcs: string[] = [];
      for (let tries = 0; srcs.length === 0 && tries < 100; tries++) {
        const found = await call(a, 'GET', `/api/search/?q=${encodeURIComponent('Тестоход Рейсер')}`);
        const cards = (found.body.elements ?? []) as { code: string }[];
        const racer = cards.find((card) => card.code.endsWith('-black'));
        if (racer) {
          const page = await call(b, 'GET', `/api/products/${racer.code}/`);
          srcs = (page.body.product.images as { src: string; mobile: { webpX2: string } }[])
            .flatMap((set) => [set.src, set.mobile.webpX2])
            .filter((src) => src.startsWith('/images/pictures/'));
        }
        if (srcs.length === 0) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(srcs).toHaveLength(4);
      for (const src of srcs) {
        const answers = await Promise.all(
          cluster.instances.map(async (instance) => {
            const response = await fetch(`${instance.url}${src}`);
            return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
          }),
        );
        for (const answer of answers) expect(answer.status, src).toBe(200);
        expect(answers[1].bytes.equals(answers[0].bytes), src).toBe(true);
      }
      // Neither instance keeps an upload or a source picture in its own data folder.
      for (const instance of cluster.instances) {
        expect(fs.existsSync(path.join(instance.dataDir, 'pictures'))).toBe(false);
        expect(fs.existsSync(path.join(instance.dataDir, 'exchange-1c'))).toBe(false);
      }

      // Both imports ran as jobs of the one pg-boss queue, whichever instance took them; the
      // admin API of either lists them done and nothing failed.
      const staff = (await signIn(apiOf(b), TEST_ADMIN_PHONES.cluster)).auth;
      const completed = await call(b, 'GET', '/api/admin/jobs?state=completed', { auth: staff });
      expect(completed.status).toBe(200);
      const queues = (completed.body.jobs as { queue: string }[]).map((job) => job.queue);
      expect(queues.filter((queue) => queue === 'exchange-import')).toHaveLength(2);
      expect(queues).toContain('messages-deliver');
      expect((await call(a, 'GET', '/api/admin/jobs?state=failed', { auth: staff })).body.jobs).toEqual([]);
    },
    180_000,
  );

  // Last: it restarts both instances. Bounded: at most LOAD_REQUESTS requests, and each wait
  // for an instance gives up after a minute.
  test.runIf(haproxy)(
    'restarting one instance after the other under load through HAProxy fails no request',
    async () => {
      const lb = cluster.url!;
      const LOAD_REQUESTS = 20_000;
      const SHOPPERS = 4;
      const listing = await call(lb, 'POST', '/api/catalog/', { body: { path: '/catalog/' } });
      const codes = (listing.body.catalogBody.products as { code: string }[]).map((p) => p.code).slice(0, 12);
      expect(codes.length).toBeGreaterThan(0);
      const requests = [
        ...codes.map((code) => ({ path: `/api/products/${code}/`, init: {} })),
        ...['/catalog/', '/catalog/man/', '/catalog/woman/'].map((section) => ({
          path: '/api/catalog/',
          init: {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ path: section }),
          },
        })),
        { path: '/about/company', init: {} },
      ];
      const failures: string[] = [];
      let sent = 0;
      let stopped = false;
      const shopper = async () => {
        while (!stopped && sent < LOAD_REQUESTS) {
          const { path: asked, init } = requests[sent % requests.length];
          sent += 1;
          try {
            const answer = await fetch(`${lb}${asked}`, init);
            await answer.arrayBuffer();
            if (answer.status !== 200) failures.push(`${asked}: ${answer.status}`);
          } catch (error) {
            failures.push(`${asked}: ${(error as Error).message}`);
          }
          // A pause between requests, so the load leaves the two cores room for a restart.
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      };
      const load = Array.from({ length: SHOPPERS }, shopper);
      const sentWhileDown: number[] = [];
      for (const instance of cluster.instances) {
        const before = sent;
        // SIGTERM: readiness 503, HAProxy takes it out, it finishes what it has and exits.
        await instance.kill('SIGTERM');
        const log = path.join(cluster.dir, `${instance.name}.log`);
        const offset = fs.statSync(log).size;
        instance.restart();
        await instance.ready(60_000);
        // Back in rotation once the balancer sends it shoppers' requests again.
        for (let waited = 0; ; waited += 200) {
          const lines = fs.readFileSync(log, 'utf8').slice(offset);
          if (/ \/api\/(products|catalog)\//.test(lines)) break;
          if (waited > 60_000 || sent >= LOAD_REQUESTS) throw new Error(`${instance.name} did not rejoin`);
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        sentWhileDown.push(sent - before);
      }
      stopped = true;
      await Promise.all(load);
      expect(failures).toEqual([]);
      // The load ran through both restarts.
      for (const count of sentWhileDown) expect(count).toBeGreaterThan(0);
      // HAProxy took each instance out on its readiness answering 503 while it still served,
      // not on its connections being refused once it had stopped: the drain, not HAProxy's
      // retries of refused connections, kept the shoppers' requests whole.
      const balancerLog = fs.readFileSync(path.join(cluster.dir, 'haproxy.log'), 'utf8');
      for (const { name: instance } of cluster.instances) {
        expect(balancerLog).toContain(`${instance} is DOWN, reason: Layer7 wrong status, code: 503`);
        expect(balancerLog).not.toContain(`${instance} is DOWN, reason: Layer4`);
      }
    },
    300_000,
  );
});
