import { describe, expect, it } from 'vitest';
import { type ClientManifest, createPreloader, preloadAllowed, routeChunks } from './route-preloader';

describe('preloadAllowed (spec §9: no prefetch on slow 2G or data-saver)', () => {
  it('preloads when the browser does not describe its connection', () => {
    expect(preloadAllowed(undefined)).toBe(true);
  });

  it('preloads on fast connections', () => {
    expect(preloadAllowed({ effectiveType: '4g', saveData: false })).toBe(true);
    expect(preloadAllowed({ effectiveType: '3g' })).toBe(true);
  });

  it('skips on a data-saving connection, however fast', () => {
    expect(preloadAllowed({ effectiveType: '4g', saveData: true })).toBe(false);
  });

  it('skips on 2g and slow-2g', () => {
    expect(preloadAllowed({ effectiveType: '2g' })).toBe(false);
    expect(preloadAllowed({ effectiveType: 'slow-2g', saveData: false })).toBe(false);
  });
});

/** A load per URL that the test finishes (or fails) by hand. */
function controlledLoads() {
  const pending = new Map<string, { resolve: () => void; reject: (e: Error) => void }>();
  const started: string[] = [];
  const load = (url: string) =>
    new Promise<void>((resolve, reject) => {
      started.push(url);
      pending.set(url, { resolve, reject });
    });
  const settle = async (url: string, ok = true) => {
    const p = pending.get(url)!;
    pending.delete(url);
    if (ok) p.resolve();
    else p.reject(new Error('failed'));
    // The queue moves on in the promise's callbacks.
    await new Promise((r) => setTimeout(r, 0));
  };
  return { load, started, settle };
}

describe('createPreloader (spec §9: at most 5 parallel chunk loads)', () => {
  it('keeps at most 5 loads in flight and starts the next when one ends', async () => {
    const { load, started, settle } = controlledLoads();
    const preloader = createPreloader(load);
    const urls = Array.from({ length: 8 }, (_, i) => `/build/chunk-${i}.js`);
    for (const url of urls) preloader.request(url);
    expect(started).toEqual(urls.slice(0, 5));
    expect(preloader.inFlight).toBe(5);

    await settle(urls[2]);
    expect(started).toEqual(urls.slice(0, 6));
    expect(preloader.inFlight).toBe(5);

    await settle(urls[0], false);
    await settle(urls[1]);
    expect(started).toEqual(urls);
    for (const url of urls.slice(3)) await settle(url);
    expect(preloader.inFlight).toBe(0);
  });

  it('loads a chunk once, but again after a failure', async () => {
    const { load, started, settle } = controlledLoads();
    const preloader = createPreloader(load);
    preloader.request('/a.js');
    preloader.request('/a.js');
    expect(started).toEqual(['/a.js']);
    await settle('/a.js');
    preloader.request('/a.js');
    expect(started).toEqual(['/a.js']);

    preloader.request('/b.js');
    await settle('/b.js', false);
    preloader.request('/b.js');
    expect(started).toEqual(['/a.js', '/b.js', '/b.js']);
  });
});

describe('routeChunks', () => {
  const manifest: ClientManifest = {
    routes: {
      root: { id: 'root', path: '', module: '/build/root.js', imports: ['/build/_shared/react.js'] },
      'routes/_index': { id: 'routes/_index', parentId: 'root', index: true, module: '/build/index.js' },
      'routes/product.$productCode': {
        id: 'routes/product.$productCode',
        parentId: 'root',
        path: 'product/:productCode',
        module: '/build/product.js',
        imports: ['/build/_shared/gallery.js', '/build/_shared/react.js'],
      },
    },
  };

  it('lists the modules of every route the address matches, each once', () => {
    expect(routeChunks(manifest, '/product/nike-air-1')).toEqual([
      '/build/root.js',
      '/build/_shared/react.js',
      '/build/product.js',
      '/build/_shared/gallery.js',
    ]);
    expect(routeChunks(manifest, '/')).toEqual([
      '/build/root.js',
      '/build/_shared/react.js',
      '/build/index.js',
    ]);
  });

  it('lists nothing for an address whose route the page does not know yet', () => {
    expect(routeChunks(manifest, '/catalog/man/')).toEqual([]);
  });
});
