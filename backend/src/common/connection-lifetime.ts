/**
 * How long a pooled Postgres connection may stay idle before the pool closes it: five minutes,
 * for the ORM's pools and the read side's alike. pg's default (ten seconds, none kept) made every
 * burst open its connections again, and a new Postgres backend pays its start and its catalog
 * caches on its first statements: tens of milliseconds of Postgres CPU each, which the bench
 * counted as 10–24 ms of Postgres per command (docs/benchmarks.md, "Connections kept").
 */
export const IDLE_CONNECTION_MS = 5 * 60_000;
