import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { wholeNumberOption } from './bench-setup.ts';
import { startChildServer } from './child-server.ts';

/**
 * `npm run bench -- web-load [--loads N] [--no-build] [--waterfall]`: the web app's first load as a phone on a
 * slow network sees it. Builds the web app (unless --no-build and a build exists), starts the real
 * server on a fresh embedded database with the demo data, and loads the landing page, /catalog
 * (a shop owner) and /product-management (the admin) N times each (default 5), every load in a
 * new browser context (a cold cache), with Chromium's CPU slowed 4× and the network shaped like
 * slow 4G. Prints the Largest Contentful Paint (median and max), the bytes transferred and the
 * requests of each page. Demo data only: the catalogue's own speed at scale is benched elsewhere.
 */

const WEB_DIR = fileURLToPath(new URL('../../../web', import.meta.url));
const WEB_DIST = path.join(WEB_DIR, 'dist');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const DEMO_PASSWORD = 'DemoPass!2026';

/** Lighthouse's "slow 4G": 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up (bytes per second). */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
};
const CPU_SLOWDOWN = 4;

interface Target {
  name: string;
  path: string;
  /** Signs the context in (unthrottled), or nothing for a signed-out visitor. */
  signIn?: (context: BrowserContext, baseUrl: string) => Promise<void>;
  /** What the page shows once its content is there (checked after each load). */
  ready: string;
}

async function businessSignIn(context: BrowserContext, baseUrl: string, email: string) {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/business-login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${baseUrl}/`);
  await page.close();
}

/** The demo admin through /admin-login and the bundled identity provider. */
async function adminSignIn(context: BrowserContext, baseUrl: string) {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/admin-login`);
  await page.getByRole('button', { name: 'Authenticate as Administrator' }).click();
  await page.getByLabel('Email').fill('admin@demo.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${baseUrl}/`);
  await page.close();
}

const TARGETS: Target[] = [
  { name: 'landing', path: '/', ready: 'h1' },
  {
    name: 'catalog',
    path: '/catalog',
    signIn: (context, baseUrl) => businessSignIn(context, baseUrl, 'shop@demo.test'),
    ready: 'main h3',
  },
  {
    name: 'product-management',
    path: '/product-management',
    signIn: adminSignIn,
    ready: 'main table tbody tr',
  },
];

interface LoadResult {
  lcpMs: number;
  lcpElement: string;
  bytes: number;
  requests: number;
}

/** Records every Largest Contentful Paint candidate from the start of the page. */
const OBSERVE_LCP = `
  window.__lcp = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const el = entry.element;
      window.__lcp.push({ t: entry.startTime, el: el ? el.tagName.toLowerCase() + (el.textContent ? ': ' + el.textContent.trim().slice(0, 40) : '') : '?' });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

async function loadOnce(
  browser: Browser,
  baseUrl: string,
  target: Target,
  storageState: unknown,
  showWaterfall = false,
): Promise<LoadResult> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    ...(storageState ? { storageState: storageState as never } : {}),
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVE_LCP);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    let bytes = 0;
    let requests = 0;
    const started = new Map<string, { url: string; at: number }>();
    const waterfall: string[] = [];
    cdp.on(
      'Network.requestWillBeSent',
      (event: { requestId: string; timestamp: number; request: { url: string } }) => {
        requests += 1;
        started.set(event.requestId, { url: event.request.url, at: event.timestamp });
      },
    );
    cdp.on(
      'Network.loadingFinished',
      (event: { requestId: string; timestamp: number; encodedDataLength: number }) => {
        bytes += event.encodedDataLength;
        const request = started.get(event.requestId);
        if (request)
          waterfall.push(
            `${request.at.toFixed(3)} → ${event.timestamp.toFixed(3)}  ${(event.encodedDataLength / 1024).toFixed(1).padStart(6)} KB  ${request.url.replace(baseUrl, '')}`,
          );
      },
    );
    await page.goto(baseUrl + target.path, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForSelector(target.ready, { timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    const entries = (await page.evaluate('window.__lcp')) as { t: number; el: string }[];
    const last = entries.at(-1);
    if (!last) throw new Error(`no LCP entry on ${target.path}`);
    if (showWaterfall) {
      const first = Math.min(...[...started.values()].map((r) => r.at));
      console.log(
        waterfall
          .sort()
          .map((line) =>
            line.replace(/[\d.]+ → [\d.]+/, (span) =>
              span
                .split(' → ')
                .map((t) => `${Math.round((Number(t) - first) * 1000)}`.padStart(5))
                .join(' → '),
            ),
          )
          .join('\n'),
      );
    }
    return { lcpMs: last.t, lcpElement: last.el, bytes, requests };
  } finally {
    await context.close();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export async function run(args: string[]): Promise<void> {
  let loads = 5;
  let build = true;
  let waterfall = false;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--loads') loads = wholeNumberOption('loads', args[++i] ?? '');
    else if (args[i] === '--no-build') build = false;
    else if (args[i] === '--waterfall') waterfall = true;
    else throw new Error(`unknown option ${args[i]} (--loads N, --no-build, --waterfall)`);
  }
  if (build || !existsSync(path.join(WEB_DIST, 'index.html'))) {
    console.log('building the web app …');
    execFileSync('npm', ['run', 'build'], { cwd: WEB_DIR, stdio: 'ignore' });
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'crossover-web-load-'));
  const server = await startChildServer(
    { DATABASE_URL: '', DATA_DIR: dataDir, WEB_DIST_DIR: WEB_DIST },
    180_000,
  );
  // The app's public address (PUBLIC_URL's default) is localhost: the SSO sign-in returns there.
  const baseUrl = server.url.replace('127.0.0.1', 'localhost');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  try {
    console.log(
      `${loads} cold loads each, CPU ${CPU_SLOWDOWN}× slower, slow 4G (150 ms, 1.6/0.75 Mbit/s), demo data`,
    );
    console.log('page                 LCP median   LCP max   bytes (median)   requests   LCP element');
    for (const target of TARGETS) {
      let storageState: unknown;
      if (target.signIn) {
        const context = await browser.newContext();
        await target.signIn(context, baseUrl);
        storageState = await context.storageState();
        await context.close();
      }
      // One unmeasured load warms the server (its first answers compile queries, read files).
      await loadOnce(browser, baseUrl, target, storageState);
      const results: LoadResult[] = [];
      for (let i = 0; i < loads; i++) {
        results.push(await loadOnce(browser, baseUrl, target, storageState, waterfall && i === loads - 1));
      }
      const lcps = results.map((r) => r.lcpMs);
      console.log(
        [
          target.path.padEnd(20),
          `${(median(lcps) / 1000).toFixed(2)} s`.padStart(10),
          `${(Math.max(...lcps) / 1000).toFixed(2)} s`.padStart(9),
          `${(median(results.map((r) => r.bytes)) / 1024).toFixed(1)} KB`.padStart(16),
          String(median(results.map((r) => r.requests))).padStart(10),
          `  ${results.at(-1)!.lcpElement}`,
        ].join(' '),
      );
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
