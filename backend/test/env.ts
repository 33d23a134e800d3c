import 'reflect-metadata';
import { TEST_DATABASE_URL, TEST_REDIS_URL } from './test-env.js';

process.env.NODE_ENV = 'test';
process.env.DATABASE_URL = TEST_DATABASE_URL;
process.env.REDIS_URL = TEST_REDIS_URL;
process.env.LOG_LEVEL = process.env.TEST_LOG_LEVEL ?? 'silent';
process.env.SEED_DEMO = 'false';
process.env.WEB_DIST = 'does-not-exist';
// The integrations under test are the tests' own stand-ins, never a developer's real accounts.
delete process.env.OPENAI_API_KEY;
delete process.env.SMTP_URL;
// The workers the tests start (createWorkers(loadConfig(...))) stop within a second, as the API of
// createTestApp does: a BullMQ worker whose Redis was stopped and started again (the pipeline's
// tests) otherwise waits out the whole 25 s grace on close.
process.env.SHUTDOWN_GRACE_MS = '1000';
// Every test makes and signs in accounts: argon2id at 4 MiB and one pass instead of 64 MiB and
// three (no real password is kept here; the cost is a setting, docs/security.md).
process.env.PASSWORD_HASH_MEMORY_KIB = '4096';
process.env.PASSWORD_HASH_TIME_COST = '1';
// The tests try one wrong password against hundreds of accounts: the spraying counter would slow
// them all. Its own test (sign-in-throttle.int-spec.ts) sets a small threshold and a password of its own.
process.env.SIGN_IN_MAX_FAILS_PER_PASSWORD = '1000000';
