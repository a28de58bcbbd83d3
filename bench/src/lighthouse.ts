/**
 * Issue 14: the first load of /login and of a manager's home, as Lighthouse 12 measures it in Debian's
 * Chromium with simulated throttling (the default mobile preset: 150 ms RTT, 1.6 Mbps, 4× CPU slowdown;
 * `LIGHTHOUSE_PRESET=desktop` for the desktop one). The web app is built into a directory of its own and
 * served by the production server on a fresh embedded demo database, so neither another run's build nor
 * its data is measured. The home needs a session: the manager signs in through the API and the token is
 * put in the page's localStorage before Lighthouse navigates, as the app keeps it there.
 * `LIGHTHOUSE_DIST=dir` measures a build made beforehand (`vite build --outDir dir`) instead, to compare
 * builds side by side.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { freePort } from './server';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The app's own keys (apps/web/src/lib/auth/session-store.ts). */
const TOKEN_KEY = 'sac.auth-token';
const USER_ID_KEY = 'sac.user-id';

export const LIGHTHOUSE_BUDGET = { minScore: 90, maxHomeScriptKiB: 250 };

export type PageVerdict = { name: string; figures: string; ok: boolean };

type PageRun = {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptBytes: number;
  /** Of which the chart library's chunk: none on the home, whose chart is drawn without the library. */
  chartBytes: number;
  scriptFiles: number;
  finalPath: string;
  /** Lighthouse's measure of this machine's speed at the time (a busy machine scores lower). */
  benchmarkIndex: number;
};

const preset = process.env.LIGHTHOUSE_PRESET === 'desktop' ? 'desktop' : 'mobile';
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** Where to keep each run's full Lighthouse report (JSON), to read what a score is made of. */
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;

/** Builds, serves and measures; the verdicts of /login, the home's score and the home's script bytes. */
export async function lighthouseScenario(): Promise<PageVerdict[]> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'sac-lighthouse-'));
  const prebuilt = process.env.LIGHTHOUSE_DIST;
  const distDir = prebuilt ? path.resolve(prebuilt) : path.join(workDir, 'dist');
  if (!prebuilt) buildWeb(distDir);
  const server = await startWebServer(distDir, path.join(workDir, 'data'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    console.log(`\nLighthouse ${preset} preset, simulated throttling, median of ${runs} runs per page`);
    const login: PageRun[] = [];
    const home: PageRun[] = [];
    for (let i = 0; i < runs; i += 1) {
      login.push(await withRetries(() => measurePage(browser, chrome.port, `${server.base}/login`, null)));
      home.push(
        await withRetries(async () =>
          measurePage(
            browser,
            chrome.port,
            `${server.base}/`,
            await signIn(server.base, 'manager@example.org'),
          ),
        ),
      );
    }
    for (const [label, list] of [
      ['/login', login],
      ['home (manager)', home],
    ] as const) {
      for (const run of list) console.log(`  ${label.padEnd(16)} ${formatRun(run)}`);
    }
    return verdicts(median(login), median(home));
  } finally {
    browser.disconnect();
    chrome.kill();
    server.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

function verdicts(login: PageRun, home: PageRun): PageVerdict[] {
  const homeKiB = home.scriptBytes / 1024;
  return [
    {
      name: `Lighthouse /login (${preset})`,
      figures: `performance ${login.score} (budget ≥ ${LIGHTHOUSE_BUDGET.minScore}), ${formatRun(login)}`,
      ok: login.score >= LIGHTHOUSE_BUDGET.minScore,
    },
    {
      name: `Lighthouse home as manager (${preset})`,
      figures: `performance ${home.score} (budget ≥ ${LIGHTHOUSE_BUDGET.minScore}), ${formatRun(home)}`,
      ok: home.score >= LIGHTHOUSE_BUDGET.minScore && home.finalPath === '/',
    },
    {
      name: 'home JavaScript transferred',
      figures:
        `${homeKiB.toFixed(0)} KiB in ${home.scriptFiles} files, of which the chart library ${(home.chartBytes / 1024).toFixed(0)} KiB ` +
        `(budget ≤ ${LIGHTHOUSE_BUDGET.maxHomeScriptKiB} KiB in all)`,
      ok: homeKiB <= LIGHTHOUSE_BUDGET.maxHomeScriptKiB,
    },
  ];
}

const formatRun = (run: PageRun) =>
  `score ${run.score}, FCP ${(run.fcpMs / 1000).toFixed(1)} s, LCP ${(run.lcpMs / 1000).toFixed(1)} s, ` +
  `TBT ${run.tbtMs.toFixed(0)} ms, CLS ${run.cls.toFixed(3)}, JS ${(run.scriptBytes / 1024).toFixed(0)} KiB ` +
  `in ${run.scriptFiles} files, ended on ${run.finalPath}, machine benchmark ${run.benchmarkIndex.toFixed(0)}`;

/** Lighthouse sometimes fails to record a trace on a busy machine (NO_NAVSTART): that run is taken again. */
async function withRetries(run: () => Promise<PageRun>, attempts = 3): Promise<PageRun> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !String(error).includes('Lighthouse:')) throw error;
      console.log(`  (run again: ${String(error).slice(0, 120)})`);
    }
  }
}

/** The run of median score (each figure of one run, so they stay consistent with each other). */
function median(list: PageRun[]): PageRun {
  const sorted = [...list].sort((a, b) => a.score - b.score);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

type Session = { token: string; userId: string };
type Storage = { setItem(key: string, value: string): void };
type Browser = Awaited<ReturnType<typeof puppeteer.connect>>;

/** One cold load: empty HTTP cache; with a session, its token in localStorage before the navigation. */
async function measurePage(browser: Browser, port: number, url: string, session: Session | null) {
  const page = await browser.newPage();
  try {
    const origin = new URL(url).origin;
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    if (session) {
      // A same-origin file that is not the app, so that no request of the app is made or cached here.
      await page.goto(`${origin}/favicon.svg`);
      await page.evaluate(
        (keys, values) => {
          // Runs in the page, whose globals the bench's Node types do not know.
          const storage = (globalThis as unknown as { localStorage: Pick<Storage, 'setItem'> }).localStorage;
          storage.setItem(keys[0]!, values[0]!);
          storage.setItem(keys[1]!, values[1]!);
        },
        [TOKEN_KEY, USER_ID_KEY],
        [session.token, session.userId],
      );
      await cdp.send('Network.clearBrowserCache');
    }
    const flags: Flags = {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // Lighthouse would otherwise clear the origin's storage, and with it the session.
      disableStorageReset: true,
    };
    const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined, page);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (reportDir) {
      mkdirSync(reportDir, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '-') || 'home'}-${Date.now()}.json`;
      writeFileSync(path.join(reportDir, name), JSON.stringify(result.lhr));
    }
    return readRun(result.lhr);
  } finally {
    await page.close();
  }
}

function readRun(lhr: Result): PageRun {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items;
  const scripts = (requests ?? []).filter((r) => r.resourceType === 'Script');
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    scriptBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    chartBytes: scripts
      .filter((r) => /\/assets\/charts-/.test(r.url))
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    scriptFiles: scripts.length,
    finalPath: new URL(lhr.finalDisplayedUrl).pathname,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

type NetworkItem = { resourceType?: string; transferSize?: number; url: string };

/** Signs in through the API; the token as the app stores it (apps/web/src/lib/api/token.ts). */
async function signIn(base: string, email: string): Promise<Session> {
  const response = await fetch(`${base}/auth/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'password1234' }),
  });
  if (response.status !== 200) throw new Error(`sign in as ${email}: ${response.status}`);
  const header = (name: string) => response.headers.get(name) ?? '';
  const token = {
    accessToken: header('access-token'),
    client: header('client'),
    uid: header('uid'),
    expiry: header('expiry'),
    tokenType: header('token-type') || 'Bearer',
  };
  const userId = String(((await response.json()) as { data: { id: number | string } }).data.id);
  return { token: JSON.stringify(token), userId };
}

/** The production build (`vite build`, as `npm start` runs it) into a directory of its own. */
function buildWeb(outDir: string) {
  console.log('\nBuilding the web app for Lighthouse…');
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: path.join(repoRoot, 'apps/web'),
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) throw new Error('the web app did not build');
}

/** The production server on a fresh embedded database (seeded with the demo), serving `distDir`. */
async function startWebServer(distDir: string, dataDir: string) {
  const port = await freePort();
  const child = spawn(path.join(repoRoot, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${port}`,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: distDir,
      SIGN_IN_MAX_PER_IP: '100000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  const deadline = Date.now() + 180_000;
  while (!output.includes('running at')) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    if (Date.now() > deadline) throw new Error(`server did not start: ${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { base: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}
