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
