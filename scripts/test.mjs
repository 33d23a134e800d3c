// `npm test`: every check of the product, on a fresh clone too: type checks, lint (ESLint, knip),
// layer rules, the production build with its bundle budget, then all jest projects (backend and
// workers against real Postgres and Redis, frontend components in jsdom, browser tests in Debian's
// Chromium).
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  ROOT,
  checkServices,
  DEFAULT_DATABASE_URL,
  DEFAULT_REDIS_URL,
  ensureBuilt,
  ensureInstalled,
  fail,
  log,
  reexecUnderNode22IfNeeded,
  run,
} from './lib.mjs';

const JEST = [
  '--experimental-vm-modules',
  '--no-warnings=ExperimentalWarning',
  'node_modules/jest/bin/jest.js',
  '--ci',
  '--json',
];
const RESULTS = join(ROOT, '.tmp', 'jest-results.json');
// `npm test` runs three Jest processes (docs/decisions.md "npm test's minutes, three at a time"):
// the backend's and workers' tests and the web app's component tests start at once, beside the type
// checks, lint and build (they need none of it); the browser tests (Chromium against the built
// product, on a database and Redis database of their own) follow in the foreground once the build
// is there. Each mostly waits on something else — Postgres, Chromium, the product — so on two cores
// one process alone leaves a core idle. The two in the background write into files, printed when
// they are done.
const BESIDE = {
  backend: {
    results: join(ROOT, '.tmp', 'jest-results-backend.json'),
    log: join(ROOT, '.tmp', 'jest-backend.log'),
  },
  frontend: {
    results: join(ROOT, '.tmp', 'jest-results-frontend.json'),
    log: join(ROOT, '.tmp', 'jest-frontend.log'),
  },
};
const LABELS = { backend: "The backend's and workers' tests", frontend: "The web app's component tests" };
const e2eOnly = process.argv.includes('--e2e-only');
const jestArgs = process.argv.slice(2).filter((arg) => arg !== '--e2e-only');

ensureInstalled();
if (!reexecUnderNode22IfNeeded()) await main();

async function main() {
  const problems = await checkServices(
    process.env.TEST_DATABASE_URL ?? DEFAULT_DATABASE_URL,
    process.env.TEST_REDIS_URL ?? DEFAULT_REDIS_URL,
  );
  if (problems.length) fail(`The tests need Postgres and Redis:\n  ${problems.join('\n  ')}`);

  mkdirSync(join(ROOT, '.tmp'), { recursive: true });
  for (const file of [RESULTS, ...Object.values(BESIDE).flatMap(({ results, log }) => [results, log])])
    rmSync(file, { force: true });
  // A run of chosen paths or of the browser tests alone stays one Jest process, after the checks.
  const whole = !e2eOnly && jestArgs.length === 0;
  const beside = whole ? Object.keys(BESIDE).map((project) => startBeside(project)) : [];

  if (!e2eOnly) {
    log('Type checks …');
    run('tsc', ['-p', 'tsconfig.spec.json']);
    run('tsc', ['-p', 'frontend/tsconfig.json']);
    log('Lint …');
    run('npm', ['run', '--silent', 'lint:rules'], { label: 'Lint rule specs (eslint-rules, node:test)' });
    run('npm', ['run', '--silent', 'lint:format'], { label: 'Formatting (Prettier; `npm run format` writes it)' });
    run('npm', ['run', '--silent', 'lint:code'], { label: 'Lint (ESLint)' });
    run('npm', ['run', '--silent', 'lint:unused'], { label: 'Unused files, exports and dependencies (knip)' });
    log('Layer rules …');
    // The tests too (backend/test, by context; the workers' own specs): tests may reach inside a context.
    run('npm', ['run', '--silent', 'lint:deps'], { label: 'Layer rules (dependency-cruiser)' });
  }
  ensureBuilt();
  if (!e2eOnly) {
    log('Bundle budget …');
    run('npm', ['run', 'size', '-w', 'frontend'], { label: 'Bundle budget (size-limit)' });
  }
  log(whole ? 'Browser tests (the others run beside them) …' : 'Tests …');
  const main = spawnSync(
    process.execPath,
    [
      ...JEST,
      `--outputFile=${RESULTS}`,
      // Paths and patterns first: after --selectProjects Jest would read them as project names.
      ...jestArgs,
      ...(e2eOnly || whole ? ['--selectProjects', 'e2e'] : []),
    ],
    { cwd: ROOT, stdio: 'inherit' },
  );
  const failedBeside = [];
  for (const { project, done } of beside) if ((await done) !== 0) failedBeside.push(LABELS[project]);
  printSummary();
  if (main.status !== 0) fail('jest failed.');
  if (failedBeside.length) fail(`jest failed: ${failedBeside.join(', ')}.`);
}

/**
 * One Jest project in a process of its own, writing straight into its log file (the checks, the
 * build and the browser tests run synchronously meanwhile); `done` resolves to its exit status once
 * it is printed. A check that fails ends `npm test` at once, and this process with it.
 */
function startBeside(project) {
  const { results, log: logFile } = BESIDE[project];
  const output = openSync(logFile, 'w');
  const child = spawn(process.execPath, [...JEST, `--outputFile=${results}`, '--selectProjects', project], {
    cwd: ROOT,
    stdio: ['ignore', output, output],
  });
  process.on('exit', () => child.exitCode === null && child.kill('SIGTERM'));
  const done = new Promise((resolveStatus) => {
    child.on('close', (status) => {
      closeSync(output);
      log(`${LABELS[project]} (run beside the others):`);
      process.stdout.write(readFileSync(logFile, 'utf8'));
      resolveStatus(status ?? 1);
    });
  });
  return { project, done };
}

/** The closing line CI reads: how many tests passed and failed, over the three Jest processes. */
function printSummary() {
  const results = [RESULTS, ...Object.values(BESIDE).map(({ results }) => results)]
    .filter((file) => existsSync(file))
    .map((file) => JSON.parse(readFileSync(file, 'utf8')));
  if (!results.length) return;
  const sum = (key) => results.reduce((total, result) => total + result[key], 0);
  console.log(`Tests: ${sum('numPassedTests')} passed, ${sum('numFailedTests')} failed`);
}
