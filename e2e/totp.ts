import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { generate } from 'otplib';

/** RFC 6238 as the server checks it: 30 s steps, the current one and one either side. */
const STEP_SECONDS = 30;
/** A code is handed out only if it stays accepted this long: time to type it into the page. */
const MIN_VALID_SECONDS = 20;
/** The last step handed out per secret, shared by every test file (Jest may swap its worker). */
const STATE_DIR = new URL('../.tmp/e2e-totp/', import.meta.url);
const LOCK = new URL('lock/', STATE_DIR);
/** A lock older than this was left by a killed run. */
const STALE_LOCK_MS = 120_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function withLock<T>(task: () => Promise<T>): Promise<T> {
  mkdirSync(STATE_DIR, { recursive: true });
  for (;;) {
    try {
      // mkdir is atomic: whoever creates the directory holds the lock.
      mkdirSync(LOCK);
      break;
    } catch {
      try {
        if (Date.now() - statSync(LOCK).mtimeMs > STALE_LOCK_MS) rmSync(LOCK, { recursive: true, force: true });
      } catch {
        // Released meanwhile.
      }
      await sleep(50);
    }
  }
  try {
    return await task();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

function lastStep(file: URL): number {
  try {
    return Number(readFileSync(file, 'utf8')) || 0;
  } catch {
    return 0;
  }
}

/**
 * A fresh code of the authenticator app with this secret. The server refuses a code of a step it
 * has seen for the account, or of any earlier one, so every sign-in here takes a step after the
 * last one handed out: the step before the current one, the current one or the next one while one
 * of them is left, else it waits for the next step to begin (at most 30 s).
 */
export async function totpCode(secret: string): Promise<string> {
  const file = new URL(`${secret}.step`, STATE_DIR);
  const step = await withLock(async () => {
    for (;;) {
      const now = Date.now() / 1000;
      const current = Math.floor(now / STEP_SECONDS);
      let next = Math.max(lastStep(file) + 1, current - 1);
      // Accepted until the end of the step after it.
      if ((next + 2) * STEP_SECONDS - now < MIN_VALID_SECONDS) next = Math.max(next, current);
      if (next <= current + 1) {
        writeFileSync(file, String(next));
        return next;
      }
      await sleep(((next - 1) * STEP_SECONDS - now) * 1000 + 100);
    }
  });
  return generate({ secret, epoch: step * STEP_SECONDS });
}
