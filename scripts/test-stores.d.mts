/** Types of test-stores.mjs, for the TypeScript tests that use it. */
export function dropDatabase(databaseUrl: string): Promise<void>;
export function flushRedisDatabase(redisUrl: string): Promise<void>;
