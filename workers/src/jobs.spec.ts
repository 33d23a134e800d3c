import { eventRoutes, EVENT_ROUTES, jobNamed, JOB_NAMES, JOBS, routesOf } from './jobs.js';

describe('the declared jobs', () => {
  it('refuses two jobs of one name', () => {
    expect(() => eventRoutes([...JOBS, JOBS[1]], ['AttachmentsUploaded'])).toThrow(
      `Jobs declared twice: ${JOBS[1].name}`,
    );
  });

  it('routes each event to the jobs that listen to it, in the order they are declared', () => {
    for (const [type, names] of Object.entries(EVENT_ROUTES)) {
      expect({ type, names }).toEqual({
        type,
        names: JOBS.filter((job) => (job.on as readonly string[]).includes(type)).map((job) => job.name),
      });
      expect(routesOf(type).map((job) => job.name)).toEqual(names);
    }
    expect(EVENT_ROUTES.AttachmentsUploaded).toEqual([]);
    expect(routesOf('NoSuchEvent')).toEqual([]);
  });

  it('finds each job by its name', () => {
    expect(new Set(JOB_NAMES).size).toBe(JOBS.length);
    for (const job of JOBS) expect(jobNamed(job.name)).toBe(job);
    expect(jobNamed('email.nothing')).toBeUndefined();
  });
});
