import { once } from 'node:events';
import type { Redis } from 'ioredis';

/** How long a store may take to answer a health probe before it counts as down. */
export const PROBE_TIMEOUT_MS = 1500;

export function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref()),
  ]);
}

/** Whether the check resolves within PROBE_TIMEOUT_MS. */
export async function answers(check: () => Promise<unknown>): Promise<boolean> {
  try {
    await within(check(), PROBE_TIMEOUT_MS);
    return true;
  } catch {
    return false;
  }
}

/** A PING; just after start the connection may still be opening: it gets the same time budget. */
export async function pingRedis(redis: Redis): Promise<void> {
  if (redis.status !== 'ready') await once(redis, 'ready');
  await redis.ping();
}
