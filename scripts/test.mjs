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
// The web app's component tests (jsdom, no database, no browser) run beside the rest: on two cores
// they fill the core the database- and browser-bound tests leave idle (docs/decisions.md "npm test's
// minutes"). Their output is kept in a file and printed when they are done.
const WEB_RESULTS = join(ROOT, '.tmp', 'jest-results-frontend.json');
const WEB_LOG = join(ROOT, '.tmp', 'jest-frontend.log');
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
  log('Tests …');
  mkdirSync(join(ROOT, '.tmp'), { recursive: true });
  for (const file of [RESULTS, WEB_RESULTS, WEB_LOG]) rmSync(file, { force: true });
  // A run of chosen paths or of the browser tests alone stays one Jest process.
  const split = !e2eOnly && jestArgs.length === 0;
  const web = split ? startWebTests() : null;
  const projects = e2eOnly ? ['e2e'] : split ? ['backend', 'e2e'] : [];
  const main = spawnSync(
    process.execPath,
    [
      ...JEST,
      `--outputFile=${RESULTS}`,
      // Paths and patterns first: after --selectProjects Jest would read them as project names.
      ...jestArgs,
      ...(projects.length ? ['--selectProjects', ...projects] : []),
    ],
    { cwd: ROOT, stdio: 'inherit' },
  );
  const webStatus = web ? await web : 0;
  printSummary();
  if (main.status !== 0) fail('jest failed.');
  if (webStatus !== 0) fail("jest (the web app's component tests) failed.");
}

/**
 * The web app's component tests in a Jest process of their own, writing straight into a file (the
 * other Jest process runs synchronously meanwhile); resolves to its exit status once it is printed.
 */
function startWebTests() {
  const output = openSync(WEB_LOG, 'w');
  const child = spawn(process.execPath, [...JEST, `--outputFile=${WEB_RESULTS}`, '--selectProjects', 'frontend'], {
    cwd: ROOT,
    stdio: ['ignore', output, output],
  });
  return new Promise((resolveStatus) => {
    child.on('close', (status) => {
      closeSync(output);
      log("The web app's component tests (run beside the others):");
      process.stdout.write(readFileSync(WEB_LOG, 'utf8'));
      resolveStatus(status ?? 1);
    });
  });
}

/** The closing line CI reads: how many tests passed and failed, over both Jest processes. */
function printSummary() {
  const results = [RESULTS, WEB_RESULTS]
    .filter((file) => existsSync(file))
    .map((file) => JSON.parse(readFileSync(file, 'utf8')));
  if (!results.length) return;
  const sum = (key) => results.reduce((total, result) => total + result[key], 0);
  console.log(`Tests: ${sum('numPassedTests')} passed, ${sum('numFailedTests')} failed`);
}
