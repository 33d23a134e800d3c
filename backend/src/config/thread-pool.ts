/**
 * libuv's thread pool serves file I/O, argon2 (password hashing), DNS lookups and zlib alike, with 4
 * threads unless UV_THREADPOOL_SIZE says otherwise. It is created at its first use and its size read
 * then, so this module must be the entry point's first import: ESM evaluates imports in order, and
 * nothing before it uses the pool. With 8 threads and at most PASSWORD_HASH_CONCURRENCY (2) hashes
 * at once, hashing never holds all threads and file reads keep theirs (docs/security.md).
 * An operator's own UV_THREADPOOL_SIZE wins.
 */
process.env.UV_THREADPOOL_SIZE ??= '8';
export {};
