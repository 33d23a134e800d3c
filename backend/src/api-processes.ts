import cluster, { type Worker } from 'node:cluster';

/** A process that dies after it served is started again after this pause, doubling up to the most. */
const RESTART_FIRST_MS = 1000;
const RESTART_MOST_MS = 30_000;
/** A process that served this long starts over at the first pause. */
const STABLE_MS = 60_000;

/**
 * Runs `count` API processes on the one port (node:cluster: this process holds the listening socket
 * and hands each connection to the next process in turn) and supervises them: one that dies after
 * it listened is started again (the pause doubles, from 1 s up to 30 s); one that dies before it ever
 * listened (a wrong setting, the port in use) ends them all with its exit code, so that `npm start`
 * (or the orchestrator) sees a start that failed. SIGTERM / SIGINT go to every process, each
 * finishes its requests in flight (app.factory.ts), and this one exits when they have.
 */
export function runApiProcesses(count: number): void {
  let stopping = false;
  let pause = RESTART_FIRST_MS;
  const listened = new WeakSet<Worker>();
  const startedAt = new WeakMap<Worker, number>();

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
    worker.once('listening', () => listened.add(worker));
  };

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
      return;
    }
    const how = signal ?? `exit code ${code}`;
    if (!listened.has(worker)) {
      console.error(`An API process ended before it listened (${how}); stopping the API.`);
      stopAll(code || 1);
      return;
    }
    if (Date.now() - (startedAt.get(worker) ?? 0) >= STABLE_MS) pause = RESTART_FIRST_MS;
    console.error(`An API process ended (${how}); starting another in ${pause / 1000} s.`);
    setTimeout(() => stopping || fork(), pause);
    pause = Math.min(pause * 2, RESTART_MOST_MS);
  });

  const stopAll = (code: number) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => Boolean(worker));
    if (workers.length === 0) process.exit(code);
    for (const worker of workers) worker.process.kill('SIGTERM');
    // Each process bounds its own stop (common/exit-deadline.ts); this only waits for them.
    process.exitCode = code;
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => stopAll(0));

  for (let i = 0; i < count; i += 1) fork();
}
