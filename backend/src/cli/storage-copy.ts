import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config/app-config.js';
import { copyDataFolderToBucket } from '../storage/index.js';

/**
 * `npm run storage:copy [-- --limit N --concurrency N]`: copies DATA_DIR/files into the bucket the
 * S3_* variables name, verifying each file by SHA-256 (docs/decisions.md "Moving an installation
 * into a bucket"). Safe to stop and run again; exits 0 only when every file is in, and switches
 * nothing: set STORAGE_DRIVER=s3 afterwards.
 */
try {
  const { values } = parseArgs({ options: { limit: { type: 'string' }, concurrency: { type: 'string' } } });
  const number = (name: string, value: string | undefined) => {
    if (value === undefined) return undefined;
    if (!/^\d{1,9}$/.test(value) || Number(value) < 1) throw new ConfigError(`--${name} must be a whole number from 1`);
    return Number(value);
  };
  const limit = number('limit', values.limit);
  const concurrency = number('concurrency', values.concurrency);
  // The S3_* variables are checked as they will be once STORAGE_DRIVER=s3 is set.
  const config = loadConfig({ ...process.env, STORAGE_DRIVER: 's3' });
  if (config.storage.driver !== 's3') throw new ConfigError('no bucket configured');
  const stop = new AbortController();
  process.once('SIGINT', () => stop.abort());
  process.once('SIGTERM', () => stop.abort());
  console.log(`Copying ${config.dataDir}/files to bucket ${config.storage.bucket} at ${config.storage.endpoint}`);
  const report = await copyDataFolderToBucket({
    dataDir: config.dataDir,
    s3: config.storage,
    limit,
    concurrency,
    signal: stop.signal,
    log: (line) => console.log(line),
  });
  process.exitCode = report.complete ? 0 : report.mismatched.length || report.failed.length ? 1 : 2;
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
