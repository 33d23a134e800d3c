import { randomBytes } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const SECRET_FILE = 'secret.key';
const MIN_LENGTH = 32;

/**
 * The installation's own signing secret, used where JWT_SECRET is not set: read from
 * DATA_DIR/secret.key, or created there on the first start (64 random bytes, mode 0600). So no
 * secret that signs anything ever comes from the repository, and every installation has its own.
 *
 * Creation is atomic: the secret is written to a private temporary file and linked into place, so
 * two processes starting at once (API, workers, a second replica on the same data folder) end up
 * with the same secret, never with two.
 */
export function installationSecret(dataDir: string): string {
  const folder = resolve(dataDir);
  const path = join(folder, SECRET_FILE);
  mkdirSync(folder, { recursive: true });
  const existing = readSecret(path);
  if (existing !== null) return existing;

  const temporary = join(folder, `.${SECRET_FILE}.${process.pid}.${randomBytes(6).toString('hex')}`);
  writeFileSync(temporary, `${randomBytes(64).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(temporary, path);
  } catch (error) {
    // Another process linked its secret first: that one counts.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(temporary, { force: true });
  }
  const created = readSecret(path);
  if (created === null) throw new Error(`${path} could not be created`);
  return created;
}

function readSecret(path: string): string | null {
  let text: string;
  try {
    text = readFileSync(path, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  if (text.length < MIN_LENGTH)
    throw new Error(
      `${path} holds no usable secret (fewer than ${MIN_LENGTH} characters); remove it to have a new one made`,
    );
  // Nobody but the owner reads it, whatever the umask or a copy did to it.
  if ((statSync(path).mode & 0o077) !== 0) chmodSync(path, 0o600);
  return text;
}
