// The load generator's HTTP side: undici (the HTTP client inside Node) with a large keep-alive pool,
// and an open-model runner that sends requests on a fixed schedule whatever the answers do.
import { monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * An undici Agent. Node ships undici for fetch but does not export it; its global dispatcher (made
 * by the first fetch) is an undici Agent, whose class makes a pool of our own: up to 1,024
 * keep-alive connections, no pipelining, undici's lean `request` API instead of fetch's streams.
 */
export async function makeAgent(origin) {
  await fetch(`${origin}/api/health`).then((r) => r.arrayBuffer());
  const global = globalThis[Symbol.for('undici.globalDispatcher.1')];
  if (!global || typeof global.request !== 'function') throw new Error('this Node has no undici dispatcher to borrow');
  const Agent = global.constructor;
  return new Agent({
    connections: 1024,
    pipelining: 1,
    keepAliveTimeout: 60_000,
    headersTimeout: 30_000,
    bodyTimeout: 30_000,
  });
}

/** One request; the whole answer is read. Never throws: a network error is status 0. */
export async function send(agent, origin, { method = 'GET', path, headers, body }) {
  try {
    const response = await agent.request({ origin, method, path, headers, body });
    const buffer = Buffer.from(await response.body.arrayBuffer());
    return { status: response.statusCode, body: buffer };
  } catch (error) {
    return { status: 0, body: Buffer.from(String(error?.code ?? error?.message ?? error)) };
  }
}

/** Latencies of one endpoint in one run. */
class Series {
  constructor() {
    this.latencies = [];
    this.answeredInWindow = 0;
    this.errors = 0;
    this.errorSamples = new Map();
  }

  add(ms) {
    this.latencies.push(ms);
  }

  error(status, body) {
    this.errors += 1;
    const key = `${status} ${body.subarray(0, 160).toString()}`;
    this.errorSamples.set(key, (this.errorSamples.get(key) ?? 0) + 1);
  }

  get count() {
    return this.latencies.length + this.errors;
  }

  summary(seconds) {
    const sorted = Float64Array.from(this.latencies).sort();
    const at = (q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : NaN);
    return {
      count: this.count,
      // Answered while requests were still being sent (all of them when the system kept up).
      rps: this.answeredInWindow / seconds,
      p50: at(0.5),
      p90: at(0.9),
      p99: at(0.99),
      max: sorted.length ? sorted[sorted.length - 1] : NaN,
      errors: this.errors,
      errorSamples: [...this.errorSamples].sort((a, b) => b[1] - a[1]).slice(0, 3),
    };
  }
}

/**
 * An open-model run: `rate` requests a second for `seconds`, the n-th due at start + n / rate,
 * whatever the earlier ones are doing. `next()` gives the n-th request ({ key, method, path, headers,
 * body, expect, done }); its latency is measured from its due time to its last byte, so time spent
 * waiting behind a slow answer (or behind this generator) counts. Requests due in the first
 * `warmupSeconds` are sent but not counted. A run whose backlog exceeds `maxBacklogSeconds` of
 * requests is given up (marked `overloaded`): the system is not keeping up.
 */
export async function openRun({ agent, origin, rate, seconds, warmupSeconds = 0, next, maxBacklogSeconds = 5 }) {
  const interval = 1000 / rate;
  const total = Math.round(rate * (warmupSeconds + seconds));
  const measuredFrom = Math.round(rate * warmupSeconds);
  const series = new Map();
  const lateness = new Series();
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const cpu0 = process.cpuUsage();
  let sent = 0;
  let completed = 0;
  let answeredInWindow = 0;
  let sending = true;
  let inFlight = 0;
  let maxInFlight = 0;
  let overloaded = false;
  // Every unexpected answer, the warm-up's too, and the first of them (the smoke run names it).
  let unexpected = 0;
  let firstUnexpected = null;
  const start = performance.now() + 20;
  const measuredStart = start + measuredFrom * interval;

  const fire = (n, due) => {
    const request = next(n);
    const measured = n >= measuredFrom;
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    if (measured) lateness.add(performance.now() - due);
    send(agent, origin, request).then(({ status, body }) => {
      const ms = performance.now() - due;
      inFlight -= 1;
      completed += 1;
      const ok = status === request.expect;
      if (!ok) {
        unexpected += 1;
        firstUnexpected ??= {
          key: request.key,
          method: request.method,
          path: request.path,
          expected: request.expect,
          status,
          body: body.subarray(0, 300).toString(),
        };
      }
      request.done?.(ok, body);
      if (!measured) return;
      let s = series.get(request.key);
      if (!s) series.set(request.key, (s = new Series()));
      if (sending) {
        answeredInWindow += 1;
        s.answeredInWindow += 1;
      }
      if (ok) s.add(ms);
      else s.error(status, body);
    });
  };

  await new Promise((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + sent * interval <= now) {
        fire(sent, start + sent * interval);
        sent += 1;
      }
      if (inFlight > rate * maxBacklogSeconds) {
        overloaded = true;
        return resolve();
      }
      if (sent < total) setTimeout(tick, Math.max(0, Math.min(5, start + sent * interval - performance.now())));
      else resolve();
    };
    setTimeout(tick, Math.max(0, start - performance.now()));
  });
  const sendingEnded = performance.now();
  sending = false;
  // Let the last answers come in (they count); a timed-out request comes back as status 0.
  while (inFlight > 0) await new Promise((r) => setTimeout(r, 5));
  const ended = performance.now();
  loop.disable();
  const cpu = process.cpuUsage(cpu0);
  const measuredSeconds = (Math.min(sendingEnded, start + total * interval) - measuredStart) / 1000;
  return {
    rate,
    seconds: measuredSeconds,
    sent: sent - measuredFrom,
    completed,
    // Answers that came while requests were still being sent: the rate the system kept up with.
    answeredRate: answeredInWindow / measuredSeconds,
    overloaded,
    unexpected,
    firstUnexpected,
    drainSeconds: (ended - sendingEnded) / 1000,
    maxInFlight,
    series,
    lateness: lateness.summary(measuredSeconds),
    generatorCpuMs: (cpu.user + cpu.system) / 1000,
    loopDelayP99: loop.percentile(99) / 1e6,
  };
}

/** All series of a run merged (the mix as a whole). */
export function merged(seriesMap) {
  const all = new Series();
  for (const s of seriesMap.values()) {
    for (const v of s.latencies) all.latencies.push(v);
    all.errors += s.errors;
    all.answeredInWindow += s.answeredInWindow;
  }
  return all;
}

/**
 * A closed-loop run: `concurrency` requests in flight at all times until `count` have been answered,
 * each sent as soon as one comes back (served as fast as it comes back). With the API never idle,
 * its CPU per request is the work's own, without an idle event loop's wake-ups (issue 40: the
 * figure the read targets are judged by). `next()` as for openRun; the first `warmup` are not counted.
 */
export async function closedRun({ agent, origin, concurrency = 8, count, warmup = 0, next }) {
  const series = new Map();
  let unexpected = 0;
  let firstUnexpected = null;
  let started = 0;
  let measuredStart = null;
  const worker = async () => {
    while (started < warmup + count) {
      const n = started;
      started += 1;
      if (n === warmup) measuredStart = performance.now();
      const request = next(n);
      const t0 = performance.now();
      const { status, body } = await send(agent, origin, request);
      const ms = performance.now() - t0;
      const ok = status === request.expect;
      if (!ok) {
        unexpected += 1;
        firstUnexpected ??= {
          key: request.key,
          method: request.method,
          path: request.path,
          expected: request.expect,
          status,
          body: body.subarray(0, 300).toString(),
        };
      }
      request.done?.(ok, body);
      if (n < warmup) continue;
      let s = series.get(request.key);
      if (!s) series.set(request.key, (s = new Series()));
      s.answeredInWindow += 1;
      if (ok) s.add(ms);
      else s.error(status, body);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - (measuredStart ?? performance.now())) / 1000;
  return { concurrency, seconds, series, unexpected, firstUnexpected };
}
