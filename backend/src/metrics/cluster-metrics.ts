import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { AggregatorRegistry, type Registry } from 'prom-client';

/**
 * The API's metrics when API_PROCESSES > 1 (node:cluster, api-processes.ts): a scrape reached one
 * process and answered that process's counters alone. Now the first process (the primary) answers
 * every scrape with the sum over its API processes: it asks each for its registry (prom-client's
 * AggregatorRegistry over the cluster's IPC channel) and merges them — counters and histograms
 * summed, the series every process reads from the shared stores (queues, outbox) taken once
 * (their `aggregator: 'max'`). The metrics port is the primary's; the token-guarded /metrics on
 * the API's port asks the primary from whichever process the connection reached.
 */
const ASK = 'contentflow:cluster-metrics?';
const ANSWER = 'contentflow:cluster-metrics';
const ASK_TIMEOUT_MS = 10_000;

interface Ask {
  type: typeof ASK;
  id: string;
}
interface Answer {
  type: typeof ANSWER;
  id: string;
  text?: string;
  error?: string;
}

/** Whether this process is one of several API processes under a primary. */
export function inApiCluster(): boolean {
  return cluster.isWorker;
}

/** In an API process of the cluster: lets the primary collect `registry` when it aggregates. */
export function offerToCluster(registry: Registry): void {
  AggregatorRegistry.setRegistries([registry]);
  // The constructor adds prom-client's answer to the primary's requests (once per process).
  new AggregatorRegistry();
}

/** In an API process of the cluster: the whole cluster's metrics, from the primary. */
export function askPrimary(): Promise<string> {
  const id = randomUUID();
  return new Promise((resolve, reject) => {
    const onMessage = (message: unknown) => {
      const answer = message as Answer;
      if (answer?.type !== ANSWER || answer.id !== id) return;
      clearTimeout(timer);
      process.off('message', onMessage);
      if (answer.text === undefined) reject(new Error(answer.error ?? 'no metrics'));
      else resolve(answer.text);
    };
    const timer = setTimeout(() => {
      process.off('message', onMessage);
      reject(new Error('The first process did not answer with the metrics.'));
    }, ASK_TIMEOUT_MS);
    process.on('message', onMessage);
    process.send?.({ type: ASK, id } satisfies Ask);
  });
}

/**
 * In the primary: the aggregated metrics of every API process, for its own metrics port and for
 * the processes that ask on behalf of the API port's /metrics.
 */
export function aggregateCluster(): { scrape: () => Promise<string>; contentType: string } {
  const aggregator = new AggregatorRegistry();
  const scrape = () => aggregator.clusterMetrics();
  cluster.on('message', (worker, message: unknown) => {
    const ask = message as Ask;
    if (ask?.type !== ASK) return;
    scrape().then(
      (text) => worker.send({ type: ANSWER, id: ask.id, text } satisfies Answer),
      (error: unknown) =>
        worker.send({ type: ANSWER, id: ask.id, error: error instanceof Error ? error.message : String(error) }),
    );
  });
  return { scrape, contentType: aggregator.contentType };
}
