// `npm test`: every check of the product, on a fresh clone too: type checks, lint (ESLint, knip),
// layer rules, the production build with its bundle budget, then all jest projects (backend and
// workers against real Postgres and Redis, frontend components in jsdom, browser tests in Debian's
// Chromium).
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  ROOT,
  checkServices, DEFAULT_DATABASE_URL, DEFAULT_REDIS_URL, ensureBuilt, ensureInstalled, fail, log, reexecUnderNode22IfNeeded, run,
} from './lib.mjs';

const RESULTS = join(ROOT, '.tmp', 'jest-results.json');
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
  rmSync(RESULTS, { force: true });
  run(
    process.execPath,
    [
      '--experimental-vm-modules',
      '--no-warnings=ExperimentalWarning',
      'node_modules/jest/bin/jest.js',
      '--ci',
      '--json',
      `--outputFile=${RESULTS}`,
      // Paths and patterns first: after --selectProjects Jest would read them as project names.
      ...jestArgs,
      ...(e2eOnly ? ['--selectProjects', 'e2e'] : []),
    ],
    { label: 'jest', onFailure: printSummary },
  );
  printSummary();
}

/** The closing line CI reads: how many tests passed and failed. */
function printSummary() {
  if (!existsSync(RESULTS)) return;
  const results = JSON.parse(readFileSync(RESULTS, 'utf8'));
  console.log(`Tests: ${results.numPassedTests} passed, ${results.numFailedTests} failed`);
}
