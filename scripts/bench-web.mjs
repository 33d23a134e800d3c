// `npm run bench:web`: the web app's first load as a new visitor on a phone sees it. Lighthouse (the
// npm package) in Debian's Chromium, with its default mobile profile (emulated phone, simulated slow
// 4G and a four times slower CPU), on the public pages `/` and `/auth` of the built product, started
// as `npm start` starts it on a database and Redis database of its own (or, with `--url`, a product
// that already runs). Three runs of each page, alternating, each in a fresh browser: the medians of
// the performance score, FCP, LCP, TBT, CLS and the bytes transferred. Prints the table with the
// targets met or missed and writes it to docs/benchmarks.md ("Web first load (Lighthouse)").
// `--help` for the options. Loopback only; every loop is bounded.
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import {
  checkServices,
  DEFAULT_DATABASE_URL,
  DEFAULT_REDIS_URL,
  ensureBuilt,
  ensureInstalled,
  fail,
  log,
  reexecUnderNode22IfNeeded,
  ROOT,
} from './lib.mjs';

const HELP = `npm run bench:web [-- options]
  --runs N       Lighthouse runs of each page (default 3); the table shows their medians
  --url URL      measure a product that already runs at URL (e.g. http://127.0.0.1:3000) instead of
                 starting the built one
  --no-build     use dist/ and frontend/dist/ as they are
  --no-docs      leave docs/benchmarks.md alone
Environment: BENCH_PORT (3920), DATABASE_URL / REDIS_URL (the server; the bench uses its own database
contentflow_bench_web and Redis database 14), BENCH_DATABASE_PREFIX (contentflow_bench: the database is
<prefix>_web, as \`npm run bench\` names its own), CHROMIUM_PATH (/usr/bin/chromium).`;

const OPTIONS = { flags: ['--help', '--no-build', '--no-docs'], values: ['--runs', '--url'] };
const args = process.argv.slice(2);
if (args.includes('--help')) {
  console.log(HELP);
  process.exit(0);
}
/** `--name=value` or `--name value`. */
function option(name) {
  const i = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return undefined;
  if (args[i].includes('=')) return args[i].slice(name.length + 3);
  if (args[i + 1] === undefined || args[i + 1].startsWith('--')) fail(`--${name} needs a value; see --help`);
  return args[i + 1];
}
for (const [i, a] of args.entries()) {
  const known =
    OPTIONS.flags.includes(a) ||
    OPTIONS.values.some((o) => a === o || a.startsWith(`${o}=`)) ||
    OPTIONS.values.includes(args[i - 1]);
  if (!known) fail(`unknown option ${a}; see --help`);
}
const RUNS = Number(option('runs') ?? 3);
if (!Number.isInteger(RUNS) || RUNS < 1 || RUNS > 50) fail('--runs must be a whole number from 1 to 50');
const EXTERNAL = option('url');
if (EXTERNAL !== undefined && !/^https?:\/\/[^/]+/.test(EXTERNAL))
  fail('--url must be an http(s) address, e.g. http://127.0.0.1:3000');
const WRITE_DOCS = !args.includes('--no-docs');
const BUILD = !args.includes('--no-build');
const PORT = Number(process.env.BENCH_PORT ?? 3920);
const BASE = (EXTERNAL ?? `http://127.0.0.1:${PORT}`).replace(/\/+$/, '');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Headless, as the browser tests run it (e2e/browser.ts); without the sandbox as root, where Chromium refuses it.
const CHROME_FLAGS = ['--headless=new', '--disable-gpu', ...(process.getuid?.() === 0 ? ['--no-sandbox'] : [])];
const DATABASE = `${process.env.BENCH_DATABASE_PREFIX || 'contentflow_bench'}_web`;
const REPORT_DIR = join(ROOT, '.tmp', 'bench-web');

const PAGES = [
  { path: '/', label: '/ (landing)', file: 'landing' },
  { path: '/auth', label: '/auth (sign-in)', file: 'auth' },
];
/** Each target holds for every page; `value` is the median of the page's runs. */
const TARGETS = [
  { key: 'score', name: 'performance ≥ 95', met: (v) => v >= 95, show: (v) => fmt.score(v) },
  { key: 'lcp', name: 'LCP ≤ 1.8 s', met: (v) => v <= 1800, show: (v) => `${fmt.seconds(v)} s` },
  { key: 'cls', name: 'CLS ≤ 0.02', met: (v) => v <= 0.02, show: (v) => fmt.cls(v) },
  { key: 'tbt', name: 'TBT ≤ 100 ms', met: (v) => v <= 100, show: (v) => `${fmt.ms(v)} ms` },
];

const fmt = {
  score: (n) => (Number.isFinite(n) ? n.toFixed(0) : '–'),
  seconds: (n) => (Number.isFinite(n) ? (n / 1000).toFixed(n < 10_000 ? 2 : 1) : '–'),
  ms: (n) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en') : '–'),
  cls: (n) => (Number.isFinite(n) ? n.toFixed(3) : '–'),
  kib: (n) => (Number.isFinite(n) ? Math.round(n / 1024).toLocaleString('en') : '–'),
};

ensureInstalled();
if (!reexecUnderNode22IfNeeded()) await main();

async function main() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major === 22 && minor < 19)
    fail(
      `Lighthouse 13 needs Node 22.19 or newer, this is ${process.versions.node}: \`npm run bench:web\` runs on the project's Node.`,
    );
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  if (!existsSync(CHROMIUM))
    fail(`Chromium is not at ${CHROMIUM} (CHROMIUM_PATH); .ci/run installs Debian's chromium.`);
  const started = performance.now();
  const startedAt = new Date();
  rmSync(REPORT_DIR, { recursive: true, force: true });
  mkdirSync(REPORT_DIR, { recursive: true });

  const stops = [];
  let stopping = null;
  const stopAll = () => (stopping ??= Promise.all(stops.map((stop) => stop())));
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll().then(() => process.exit(130)));
  // Every browser of a run is ended with it (chrome-launcher ends its process group and removes its profile).
  const browsers = new Set();
  const closeBrowser = (chrome) => {
    browsers.delete(chrome);
    return Promise.resolve()
      .then(() => chrome.kill())
      .catch(() => undefined);
  };
  stops.push(() => Promise.all([...browsers].map(closeBrowser)));

  try {
    const built = EXTERNAL ? null : await startProduct(stops);
    const results = {
      startedAt,
      built,
      chromium: chromiumVersion(),
      pages: PAGES.map((page) => ({ ...page, url: `${BASE}${page.path}`, runs: [], failures: [] })),
    };

    // One run of each page that is not counted: the server's first answers (its JIT, the database
    // pool, the file cache) are not what a visitor meets on a running product.
    log(`Warm-up: one unmeasured Lighthouse run of ${PAGES.map((p) => p.path).join(' and ')} …`);
    for (const page of results.pages)
      await lighthouseRun(page.url, null).catch((error) => log(`  warm-up of ${page.path} failed: ${error.message}`));

    const busyBefore = machineCpu();
    for (let run = 1; run <= RUNS; run += 1) {
      for (const page of results.pages) {
        try {
          const file = join(REPORT_DIR, `${page.file}-${run}.report.json`);
          const m = await lighthouseRun(page.url, file).catch((error) => {
            if (!error.retry) throw error;
            log(`${page.path} run ${run}/${RUNS}: ${error.message.split(':')[0]}, once more …`);
            return lighthouseRun(page.url, file);
          });
          page.runs.push(m);
          log(
            `${page.path} run ${run}/${RUNS}: performance ${fmt.score(m.score)}, FCP ${fmt.seconds(m.fcp)} s, LCP ${fmt.seconds(m.lcp)} s, TBT ${fmt.ms(m.tbt)} ms (from CPU time ${fmt.ms(m.cpuTbt)}), ` +
              `CLS ${fmt.cls(m.cls)}, ${fmt.kib(m.bytes)} KiB in ${m.requests} requests`,
          );
        } catch (error) {
          page.failures.push(String(error?.message ?? error));
          log(`${page.path} run ${run}/${RUNS} failed: ${error?.message ?? error}`);
        }
      }
    }
    const busyAfter = machineCpu();
    results.machineBusy = (busyAfter.busy - busyBefore.busy) / (busyAfter.total - busyBefore.total);
    results.seconds = (performance.now() - started) / 1000;
    await stopAll();
    report(results);
    if (results.pages.some((p) => p.runs.length === 0)) process.exitCode = 1;
  } finally {
    await stopAll();
  }

  /** One Lighthouse run of `url` (the performance category) in a browser of its own; writes the report to `file`. */
  async function lighthouseRun(url, file) {
    const chrome = await launch({
      chromePath: CHROMIUM,
      chromeFlags: CHROME_FLAGS,
      handleSIGINT: false,
      logLevel: 'silent',
    });
    browsers.add(chrome);
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (!result) throw new Error('Lighthouse returned no result');
      if (file) writeFileSync(file, result.report);
      const { lhr } = result;
      // Lighthouse's own failures (e.g. NO_NAVSTART, a trace lost on a busy machine) are worth one more try.
      if (lhr.runtimeError)
        throw Object.assign(new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`), { retry: true });
      // A page whose own files did not load (a 404 while the build is rewritten, say) measures nothing
      // useful. The API may answer a visitor with 4xx (no session to refresh), not with 5xx.
      const broken = (lhr.audits['network-requests']?.details?.items ?? []).filter(
        (r) =>
          r.url.startsWith(BASE) &&
          (new URL(r.url).pathname.startsWith('/api/')
            ? r.statusCode >= 500
            : !(r.statusCode >= 200 && r.statusCode < 400)),
      );
      if (broken.length) {
        throw new Error(
          `${broken.length} of the page's requests failed, e.g. ${broken
            .slice(0, 3)
            .map((r) => `${new URL(r.url).pathname} (${r.statusCode > 0 ? r.statusCode : 'no answer'})`)
            .join(', ')}`,
        );
      }
      const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
      const cpuSlowdown = lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? 4;
      const summary = lhr.audits['resource-summary']?.details?.items ?? [];
      const score = lhr.categories.performance?.score;
      return {
        score: typeof score === 'number' ? Math.round(score * 100) : NaN,
        fcp: value('first-contentful-paint'),
        lcp: value('largest-contentful-paint'),
        tbt: value('total-blocking-time'),
        cpuTbt: blockingFromCpuTime(result.artifacts?.Trace?.traceEvents ?? [], cpuSlowdown),
        cls: value('cumulative-layout-shift'),
        si: value('speed-index'),
        bytes: value('total-byte-weight'),
        scriptBytes: summary.find((item) => item.resourceType === 'script')?.transferSize ?? NaN,
        requests: summary.find((item) => item.resourceType === 'total')?.requestCount ?? NaN,
        warnings: lhr.runWarnings ?? [],
        lighthouse: lhr.lighthouseVersion,
        benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
        settings: lhr.configSettings,
      };
    } finally {
      await closeBrowser(chrome);
    }
  }
}

/**
 * The blocking time of the load counted from each task's CPU time instead of its wall time: the page's
 * main thread (where its first contentful paint is drawn), every task from that paint to the end of
 * the trace, each scaled by Lighthouse's CPU slowdown, whatever exceeds 50 ms. On a machine whose cores
 * are shared (8 engineers' builds and tests beside this), a task's wall time includes the time its
 * thread waited for a core, which Lighthouse's TBT counts as work; this figure leaves it out. Its end
 * is the trace's, not Lighthouse's time to interactive, so it counts rather more tasks than TBT does.
 */
function blockingFromCpuTime(events, slowdown) {
  const paint = events.filter((e) => e.name === 'firstContentfulPaint').at(-1);
  if (!paint) return NaN;
  let blocking = 0;
  for (const e of events) {
    if (e.ph !== 'X' || e.name !== 'RunTask' || e.pid !== paint.pid || e.tid !== paint.tid) continue;
    if (e.ts < paint.ts || typeof e.tdur !== 'number') continue;
    blocking += Math.max(0, (e.tdur / 1000) * slowdown - 50);
  }
  return blocking;
}

/**
 * The built API (with the web app) and the workers on their own database, migrated and seeded as
 * `npm start` does, with a first admin (without one the public pages lead to the first-run setup).
 * Answers what was built when.
 */
async function startProduct(stops) {
  const { startSystem } = await import('./bench/system.mjs');
  const { databaseUrl } = await import('./bench/prepare.mjs');
  const { Redis } = await import('ioredis');
  const serverUrl = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const redisUrl = `${(process.env.REDIS_URL ?? DEFAULT_REDIS_URL).replace(/\/\d*$/, '')}/14`;
  const problems = await checkServices(serverUrl, redisUrl);
  if (problems.length) fail(problems.join('\n'));
  if (BUILD) ensureBuilt();
  if (
    !existsSync(join(ROOT, 'frontend', 'dist', 'index.html')) ||
    !existsSync(join(ROOT, 'dist', 'backend', 'src', 'main.js'))
  ) {
    fail('No build to measure: run `npm run build` (or leave out --no-build).');
  }
  const web = snapshotWebApp();

  const url = databaseUrl(serverUrl, DATABASE);
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(32).toString('hex'),
    DATABASE_URL: url,
    REDIS_URL: redisUrl,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    APP_URL: BASE,
    LOG_LEVEL: 'info',
    SEED_DEMO: 'false',
    ADMIN_EMAIL: 'admin@bench-web.example',
    ADMIN_PASSWORD: randomBytes(16).toString('hex'),
    DATA_DIR: join(ROOT, '.tmp', 'bench-web', 'data'),
    WEB_DIST: web.dir,
  };
  mkdirSync(env.DATA_DIR, { recursive: true });
  mkdirSync(join(ROOT, '.tmp', 'bench'), { recursive: true });
  log(`Migrating and seeding ${DATABASE} …`);
  for (const script of ['migrate.js', 'seed.js']) {
    const result = spawnSync(process.execPath, [join(ROOT, 'dist/backend/src/cli', script)], {
      cwd: ROOT,
      env,
      encoding: 'utf8',
    });
    if (result.status !== 0) fail(`${script} on ${DATABASE} failed:\n${result.stdout}\n${result.stderr}`);
  }
  const redis = new Redis(redisUrl);
  try {
    await redis.flushdb(); // request limits and queues of an earlier run
  } finally {
    redis.disconnect();
  }
  log(`Starting the built product on ${BASE} …`);
  const system = await startSystem(env, url, BASE);
  stops.push(() => system.stop());
  return web;
}

/**
 * A copy of frontend/dist for the API to serve: a build started meanwhile (tests, another engineer)
 * rewrites frontend/dist file by file, which would change the pages between runs. Copied again when
 * the build changed while it was copied. Answers where, and when the copied build was made.
 */
function snapshotWebApp() {
  const source = join(ROOT, 'frontend', 'dist');
  const dir = join(REPORT_DIR, 'web');
  for (let attempt = 1; attempt <= 10; attempt += 1) {
    const before = buildFingerprint(source);
    rmSync(dir, { recursive: true, force: true });
    cpSync(source, dir, { recursive: true });
    if (buildFingerprint(source) === before && existsSync(join(dir, 'index.html'))) {
      const index = statSync(join(source, 'index.html'));
      return { dir, at: index.mtime, indexBytes: index.size };
    }
    log('frontend/dist changed while it was copied (a build is running); trying again in 10 s …');
    spawnSync('sleep', ['10']);
  }
  fail('frontend/dist kept changing for two minutes (a build running?): try again later, or with a finished build.');
}

/** What a build directory holds (names, sizes, times). */
function buildFingerprint(dir) {
  if (!existsSync(dir)) return '';
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return `${entry.name}/[${buildFingerprint(path)}]`;
      const stat = statSync(path);
      return `${entry.name}:${stat.size}:${stat.mtimeMs}`;
    })
    .join(',');
}

/** Chromium's version as it reports it (the user agent Lighthouse sees says only the major). */
function chromiumVersion() {
  const result = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' });
  return /(\d+\.\d+\.\d+\.\d+)/.exec(result.stdout ?? '')?.[1] ?? '?';
}

/** The machine's CPU time from /proc/stat (ms): busy and total, over all cores. */
function machineCpu() {
  const values = readFileSync('/proc/stat', 'utf8').split('\n')[0].split(/\s+/).slice(1, 9).map(Number);
  const total = values.reduce((a, b) => a + b, 0) * 10;
  return { total, busy: total - (values[3] + values[4]) * 10 };
}

function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function report(results) {
  const pages = results.pages.map((page) => {
    const m = Object.fromEntries(
      ['score', 'fcp', 'lcp', 'tbt', 'cpuTbt', 'cls', 'si', 'bytes', 'scriptBytes', 'requests'].map((k) => [
        k,
        median(page.runs.map((r) => r[k])),
      ]),
    );
    return { ...page, m };
  });
  const all = pages.flatMap((p) => p.runs);
  const first = all[0];
  const mark = (key, v) => (TARGETS.find((t) => t.key === key)?.met(v) === false || !Number.isFinite(v) ? ' ✖' : '');
  const table = [
    `| page: median of ${RUNS} run${RUNS === 1 ? '' : 's'} | performance | FCP s | LCP s | TBT ms | TBT from CPU time ms | CLS | speed index s | transferred KiB | of it JavaScript KiB | requests | performance of each run |`,
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|',
    ...pages.map(
      ({ label, m, runs, failures }) =>
        `| ${label} | ${fmt.score(m.score)}${mark('score', m.score)} | ${fmt.seconds(m.fcp)} | ${fmt.seconds(m.lcp)}${mark('lcp', m.lcp)} ` +
        `| ${fmt.ms(m.tbt)}${mark('tbt', m.tbt)} | ${fmt.ms(m.cpuTbt)} | ${fmt.cls(m.cls)}${mark('cls', m.cls)} | ${fmt.seconds(m.si)} | ${fmt.kib(m.bytes)} | ${fmt.kib(m.scriptBytes)} | ${fmt.score(m.requests)} ` +
        `| ${[...runs.map((r) => fmt.score(r.score)), ...failures.map(() => 'failed')].join(', ')} |`,
    ),
  ].join('\n');
  const targets = TARGETS.map((t) => ({
    name: `${t.name} on ${pages.map((p) => p.path).join(' and ')}`,
    met: pages.every((p) => t.met(p.m[t.key])),
    detail: pages.map((p) => `${p.path} ${t.show(p.m[t.key])}`).join(', '),
  }));

  const s = first?.settings;
  const profile = s
    ? `${s.formFactor} (a ${s.screenEmulation.width}×${s.screenEmulation.height} screen at ${s.screenEmulation.deviceScaleFactor}×), throttling ${s.throttlingMethod === 'simulate' ? 'simulated' : s.throttlingMethod}: ` +
      `${s.throttling.rttMs} ms round trip, ${(s.throttling.throughputKbps / 1024).toFixed(1)} Mbit/s down, CPU ${s.throttling.cpuSlowdownMultiplier}× slower`
    : 'no run succeeded';
  const warnings = [...new Set(all.flatMap((r) => r.warnings))];
  const failures = pages.flatMap((p) => p.failures.map((f) => `${p.path}: ${f}`));
  const notes = [
    `Lighthouse ${first?.lighthouse ?? '?'}, the performance category, default mobile profile: ${profile}. Chromium ${results.chromium} headless, a new browser with an empty profile for each run ` +
      `(a first visit: nothing cached); the pages alternate, after one unmeasured run of each. Medians per column over the runs; "transferred" is every response of the load as it travelled ` +
      `(compressed where the server compressed), "of it JavaScript" the scripts' share. ` +
      `"TBT from CPU time" counts the page's main-thread tasks from the first paint to the end of the trace by their CPU time (×${first?.settings?.throttling?.cpuSlowdownMultiplier ?? 4}, what exceeds 50 ms): ` +
      `the blocking time without the time the browser's thread waited for a core of this shared machine; the target is judged by Lighthouse's TBT.`,
    results.built
      ? `Measured: the built product (API with the web app, and the workers, as \`npm start\` runs them) on ${BASE}, NODE_ENV=production, database ${DATABASE}, Redis database 14; ` +
        `the web app as built ${results.built.at.toISOString().slice(0, 16).replace('T', ' ')} UTC (index.html ${fmt.ms(results.built.indexBytes)} bytes), served from a copy taken at the start.`
      : `Measured: the product already running at ${BASE} (--url).`,
    `Lighthouse's CPU yardstick (benchmarkIndex) of this machine: median ${fmt.ms(median(all.map((r) => r.benchmarkIndex)))}; the machine was ${Math.round(results.machineBusy * 100)} % busy during the runs ` +
      `(Lighthouse and Chromium included). The simulated throttling scales what the browser did here, so a busier machine still moves TBT and the score.`,
    ...(warnings.length ? [`Lighthouse warned: ${warnings.join(' ')}`] : []),
    ...(failures.length ? [`Failed runs: ${failures.join('; ')}`] : []),
  ];
  const targetLines = targets.map((t) => `${t.met ? '✔ met' : '✖ missed'}: ${t.name} — ${t.detail}`);
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.versions.node}, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} at the end`;
  const text = `${table}\n\n${notes.map((n) => `- ${n}`).join('\n')}\n\n${targetLines.map((t) => `- ${t}`).join('\n')}`;
  console.log(
    `\n${text}\n\nMachine: ${machine}. The run took ${(results.seconds / 60).toFixed(1)} minutes; the reports are in ${REPORT_DIR}.`,
  );
  if (!WRITE_DOCS) return;
  if (!all.length) {
    log('No run succeeded: docs/benchmarks.md left alone.');
    return;
  }

  // Only this run's subsection is replaced. The section stays above "## Latest run", which `npm run
  // bench` rewrites with everything below it.
  const doc = join(ROOT, 'docs', 'benchmarks.md');
  const section = '## Web first load (Lighthouse)';
  const heading = '### Latest web run';
  const current = readFileSync(doc, 'utf8');
  const body =
    `${heading} (${results.startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC)\n\n` +
    `Machine: ${machine}. The run took ${(results.seconds / 60).toFixed(1)} minutes.\n\n${text}\n`;
  // Where it goes: over the last run's subsection; else at the end of the section; else a new section before "## Latest run".
  let from = current.indexOf(`\n${heading}`);
  let to = from < 0 ? -1 : current.indexOf('\n## ', from + 1);
  let intro = '';
  if (from < 0) {
    const sectionAt = current.indexOf(`\n${section}\n`);
    from = sectionAt >= 0 ? current.indexOf('\n## ', sectionAt + 1) : current.indexOf('\n## Latest run');
    if (from < 0) from = current.length;
    to = from < current.length ? from : -1;
    if (sectionAt < 0)
      intro = `${section}\n\n\`npm run bench:web\` (scripts/bench-web.mjs): Lighthouse on the built product's public pages; the figures below are written by it.\n\n`;
  }
  writeFileSync(
    doc,
    `${current.slice(0, from).trimEnd()}\n\n${intro}${body}${to < 0 ? '' : `\n${current.slice(to + 1)}`}`,
  );
  log(`Wrote ${doc}`);
}
