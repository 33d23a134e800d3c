// `npm run bench -- --smoke`: every phase of the bench for a few seconds on a tiny agency, ended at the
// first answer that is not the one the phase expects (issue 37: since the client's team came, a
// quarter of the mix answered 403 NO_COMPANY and nothing noticed). npm test runs it
// (e2e/bench-smoke.e2e.ts). The checks name the phase, the request and its status.
import { createServer } from 'node:net';

/** `count` distinct free ports on 127.0.0.1 (all held open at once, so none is answered twice). */
export async function freePorts(count) {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((resolve, reject) => {
          const server = createServer();
          server.on('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => server.address().port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/**
 * Throws when a phase's result holds an unexpected answer: an open-model run (the mix, a step, the
 * list, an admin screen, an endpoint alone: every answer the expected 2xx, the warm-up's too), the
 * raw SQL (no statement failed), the storm of approval records (every download 200, the bystander's
 * reads 200) or the hostile bodies (each refused with 400, as it must be: the one phase that expects
 * a 4xx; /api/health answered meanwhile).
 */
export function smokeCheck(label, result) {
  const problems = [];
  if (result.series) {
    if (result.unexpected) {
      const first = result.firstUnexpected;
      problems.push(
        `${result.unexpected} unexpected answers, the first ${first.method} ${first.path} (${first.key}): ${first.status} instead of ${first.expected}: ${first.body}`,
      );
    }
  }
  if (result.raw) {
    for (const [key, run] of Object.entries(result.raw))
      if (run.errors) problems.push(`raw ${key}: ${run.errors} failed, the first: ${run.firstError}`);
  }
  if (result.storm) {
    const { statuses, downloads, bystander } = result.storm;
    if ((statuses[200] ?? 0) !== downloads)
      problems.push(
        `GET the approval records: ${Object.entries(statuses)
          .map(([status, n]) => `${n} × ${status}`)
          .join(', ')} instead of ${downloads} × 200`,
      );
    if (bystander.errors) problems.push(`GET /api/projects/:id (the bystander): ${bystander.errors} answers not 200`);
  }
  if (result.hostile) {
    for (const body of result.hostile.bodies) {
      const wrong = body.statuses.filter((status) => status !== 400);
      if (wrong.length)
        problems.push(`POST a hostile body (${body.label}): ${wrong.join(', ')} instead of the refusal 400`);
    }
    if (result.hostile.health.failures)
      problems.push(`GET /api/health during the hostile bodies: ${result.hostile.health.failures} failed`);
  }
  if (problems.length) throw new Error(`${label.trim()}: ${problems.join('; ')}`);
}
