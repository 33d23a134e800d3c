// The bench's databases: created, migrated and seeded (or, with --reuse-data, only migrated when the
// database already holds the same dataset).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fail, ROOT } from '../lib.mjs';
import { BENCH_PASSWORD, datasetKey, seedDataset } from './seed.mjs';

/**
 * The one password hash of every bench account: argon2id with OWASP's minimum parameters (19 MiB,
 * two passes, one lane) instead of the product's heavier defaults, so that signing in a thousand
 * accounts takes seconds. The product verifies any argon2id hash by the parameters it carries;
 * sign-in is not part of the measured mix.
 */
export async function benchPasswordHash() {
  const { default: argon2 } = await import('argon2');
  return argon2.hash(BENCH_PASSWORD, { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
}

/** Runs one of the product's CLIs quietly; its output only when it fails. Two datasets may prepare at once. */
async function cli(script, env, label) {
  const child = spawn(process.execPath, [join(ROOT, 'dist/backend/src/cli', script)], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const code = await new Promise((resolve) => child.on('close', resolve));
  if (code !== 0) fail(`${label} failed:\n${output}`);
}

export function databaseUrl(serverUrl, database) {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Makes `dataset.database` hold the dataset; answers whether it was seeded now. */
export async function prepareDataset({ pg, serverUrl, dataset, reuse, env, hash, log }) {
  const url = databaseUrl(serverUrl, dataset.database);
  const admin = new pg.Client({ connectionString: databaseUrl(serverUrl, 'postgres') });
  await admin.connect();
  try {
    const { rows } = await admin.query(
      `select shobj_description(oid, 'pg_database') as comment from pg_database where datname = $1`,
      [dataset.database],
    );
    const key = datasetKey(dataset);
    const migrateEnv = { ...env, DATABASE_URL: url };
    if (reuse && rows[0]?.comment === key) {
      await cli('migrate.js', migrateEnv, `migrate ${dataset.database}`);
      log(`Reusing ${dataset.database} (${key}).`);
      return false;
    }
    log(
      `Seeding ${dataset.database}: ${dataset.clients.toLocaleString('en')} clients, ${dataset.designers} designers, ${dataset.orders.toLocaleString('en')} orders …`,
    );
    const started = performance.now();
    await admin.query(`drop database if exists "${dataset.database}" with (force)`);
    await cli('migrate.js', migrateEnv, `migrate ${dataset.database}`);
    await cli('seed.js', { ...migrateEnv, SEED_DEMO: 'false' }, `seed ${dataset.database}`);
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    try {
      await seedDataset(db, dataset, hash, log);
    } finally {
      await db.end();
    }
    await admin.query(`comment on database "${dataset.database}" is '${key.replaceAll("'", "''")}'`);
    log(`Seeded ${dataset.database} in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
    return true;
  } finally {
    await admin.end();
  }
}
