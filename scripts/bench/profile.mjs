// Where the API's CPU goes, from a V8 CPU profile (--profile=DIR): each sample is charged to the
// innermost frame that belongs to a package (node_modules/<package>) or to the product's own code
// (dist/…); Node's internals (socket writes, streams, timers) are charged to whoever called them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const GROUPS = [
  [/^@mikro-orm\/|^kysely$/, 'MikroORM (with its query builder, kysely)'],
  [/^pg(-.*)?$|^postgres-array$/, 'pg (the Postgres driver)'],
  [
    /^fastify$|^@fastify\/|^find-my-way$|^light-my-request$|^avvio$|^fast-json-stringify|^secure-json-parse$/,
    'Fastify',
  ],
  [/^@nestjs\/|^rxjs$|^reflect-metadata$/, 'Nest'],
  [/^zod$/, 'request validation (zod)'],
  [/^pino|^sonic-boom$|^thread-stream$/, 'logging (pino)'],
  [
    /^ioredis$|^rate-limiter-flexible$|^redis-parser$|^cluster-key-slot$|^standard-as-callback$/,
    'request limits (rate-limiter-flexible, ioredis)',
  ],
  [/^bullmq$|^msgpackr/, 'queues (bullmq)'],
  [/^xstate$|^@xstate\//, 'lifecycle machine (xstate)'],
  [/^jose$|^jsonwebtoken$|^jws$|^jwa$/, 'tokens (JWT)'],
];

function owner(url) {
  const module = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
  if (module) return GROUPS.find(([re]) => re.test(module[1]))?.[1] ?? `other packages (${module[1]})`;
  if (/\/dist\/(backend|workers)\//.test(url)) return "the product's own code (dist/backend)";
  return null;
}

/** The newest profile in `dir`, summarised: { totalMs, busyMs, groups: [[name, ms]] } with startup left out. */
export function summarizeProfile(dir) {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.cpuprofile'))
    .sort();
  if (!files.length) return null;
  const profile = JSON.parse(readFileSync(join(dir, files[files.length - 1]), 'utf8'));
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
  const chargeOf = new Map();
  const charge = (id) => {
    if (chargeOf.has(id)) return chargeOf.get(id);
    const node = nodes.get(id);
    const name = node.callFrame.functionName;
    let result;
    if (name === '(idle)' || name === '(program)') result = null;
    else if (name === '(garbage collector)') result = 'garbage collection';
    else if (/node:internal\/modules|node:internal\/bootstrap/.test(node.callFrame.url))
      result = 'startup (loading modules)';
    else
      result =
        owner(node.callFrame.url) ?? (parent.has(id) ? charge(parent.get(id)) : 'Node (sockets, streams, timers)');
    // A frame in no package, at the root of its stack: Node's own work (a socket write after a callback).
    if (result === undefined) result = 'Node (sockets, streams, timers)';
    chargeOf.set(id, result);
    return result;
  };
  const totals = new Map();
  let total = 0;
  for (let i = 0; i < profile.samples.length; i += 1) {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    total += ms;
    const group = charge(profile.samples[i]);
    if (group) totals.set(group, (totals.get(group) ?? 0) + ms);
  }
  totals.delete('startup (loading modules)');
  const busy = [...totals.values()].reduce((a, b) => a + b, 0);
  // Packages under 1 % each, together.
  const groups = [];
  let rest = 0;
  for (const [name, ms] of [...totals].sort((a, b) => b[1] - a[1])) {
    if (name.startsWith('other packages') && ms < busy / 100) rest += ms;
    else groups.push([name, ms]);
  }
  if (rest) groups.push(['other packages (each under 1 %)', rest]);
  return { file: files[files.length - 1], totalMs: total, busyMs: busy, groups };
}
