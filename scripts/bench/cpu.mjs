// Where the CPU goes during a run: the CPU time of the API, the workers, the bench database's
// Postgres backends, Redis and this generator, from /proc, and the machine's total (the rest is other
// tenants of the shared machine and Postgres' own background processes).
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

function ownCpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS; // utime, stime
  } catch {
    return null;
  }
}

/** The process's children now (every thread's), from /proc. */
export function childPids(pid) {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

/**
 * The CPU time of a process and of its children now (the API's processes with API_PROCESSES > 1:
 * node:cluster's workers are its children). A child that ended in between takes its time with it.
 */
export function processCpuMs(pid) {
  const own = ownCpuMs(pid);
  if (own === null) return null;
  return childPids(pid).reduce((sum, child) => sum + (processCpuMs(child) ?? 0), own);
}

function machine() {
  const [cpu] = readFileSync('/proc/stat', 'utf8').split('\n');
  const values = cpu.split(/\s+/).slice(1).map(Number);
  const idle = values[3] + values[4];
  const total = values.slice(0, 8).reduce((a, b) => a + b, 0);
  return { busyMs: (total - idle) * TICK_MS, totalMs: total * TICK_MS };
}

/** A snapshot of every process's CPU time; `pids` are { api, workers, redis }, `db` a pg client on the bench database. */
export async function cpuSnapshot(pids, db, database) {
  const { rows } = await db.query(
    `select pid from pg_stat_activity where datname = $1 and backend_type = 'client backend'`,
    [database],
  );
  const backends = new Map(rows.map((r) => [r.pid, processCpuMs(r.pid)]));
  const usage = process.cpuUsage();
  return {
    at: performance.now(),
    api: pids.api ? processCpuMs(pids.api) : null,
    workers: pids.workers ? processCpuMs(pids.workers) : null,
    redis: pids.redis ? processCpuMs(pids.redis) : null,
    backends,
    generator: (usage.user + usage.system) / 1000,
    machine: machine(),
  };
}

/** CPU milliseconds each process used between two snapshots, and the machine's busy share. */
export function cpuBetween(a, b) {
  let postgres = 0;
  for (const [pid, ms] of b.backends) {
    const before = a.backends.get(pid) ?? 0; // a backend that connected in between: all its time counts
    if (ms !== null) postgres += ms - before;
  }
  const diff = (key) => (a[key] === null || b[key] === null ? 0 : b[key] - a[key]);
  const wallMs = b.at - a.at;
  const machineBusy = b.machine.busyMs - a.machine.busyMs;
  const ours = {
    api: diff('api'),
    workers: diff('workers'),
    postgres,
    redis: diff('redis'),
    generator: b.generator - a.generator,
  };
  const sum = Object.values(ours).reduce((x, y) => x + y, 0);
  return {
    wallMs,
    ...ours,
    rest: Math.max(0, machineBusy - sum),
    machineBusy,
    machineTotal: b.machine.totalMs - a.machine.totalMs,
  };
}
