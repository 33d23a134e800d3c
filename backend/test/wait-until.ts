import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Polls `probe` until it gives something (not undefined, null or false) and returns that; fails
 * naming `what` when nothing came within `timeoutMs`. For what happens in another process or after
 * a queue hop: the delivered mail, the written row, the closed upstream connection.
 */
export async function waitUntil<T>(
  what: string,
  probe: () => T | undefined | null | false | Promise<T | undefined | null | false>,
  { timeoutMs = 20_000, intervalMs = 50 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(intervalMs);
  }
}
