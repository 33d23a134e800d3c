/** After the grace period, the time the shutdown hooks still get to close the stores. */
const CLOSING_MS = 5000;

/**
 * Bounds a graceful stop: from the first SIGTERM or SIGINT, the process exits (with code 1) at the
 * latest `graceMs` + 5 s later, whatever still runs. Within the grace period the API finishes its
 * requests in flight and the workers their active jobs (app.factory.ts, JobRunner); the 5 s are for
 * closing Redis, Postgres and the logs. A second signal changes nothing. A signal that comes before
 * Nest listens (the process is still starting) ends the process at once, as without this.
 */
export function exitAfterGrace(graceMs: number, processName: string): void {
  const arm = (signal: NodeJS.Signals) => {
    const timer = setTimeout(() => {
      console.error(`${processName}: not stopped ${graceMs + CLOSING_MS} ms after ${signal}; exiting now.`);
      process.exit(1);
    }, graceMs + CLOSING_MS);
    timer.unref();
  };
  let armed = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      // Nobody stops gracefully yet: the signal's default action, now that this listener is gone.
      if (process.listenerCount(signal) === 0) return void process.kill(process.pid, signal);
      if (armed) return;
      armed = true;
      arm(signal);
    });
  }
}
