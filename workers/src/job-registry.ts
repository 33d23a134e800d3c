import { JOB_NAMES, type JobName } from '../../backend/src/contracts/jobs.js';

/** What a processor declares about itself, checked at start-up against the job contract. */
export interface JobHandlerSet {
  readonly handles: readonly JobName[];
}

/** Refuses to start when a job name has no handler, or two (a job would silently never run, or run twice). */
export function assertEveryJobHandledOnce(processors: readonly JobHandlerSet[]): void {
  const counts = new Map<JobName, number>();
  for (const processor of processors) for (const name of processor.handles) counts.set(name, (counts.get(name) ?? 0) + 1);
  const missing = JOB_NAMES.filter((name) => !counts.has(name));
  const doubled = [...counts].filter(([, count]) => count > 1).map(([name]) => name);
  if (missing.length || doubled.length) {
    throw new Error(
      [missing.length && `jobs without a handler: ${missing.join(', ')}`, doubled.length && `jobs with two handlers: ${doubled.join(', ')}`]
        .filter(Boolean)
        .join('; '),
    );
  }
}
