// The outbox relay's own thread (started by OutboxRelay in the built workers): its connections to
// Postgres and Redis and its queues are its own, so a drain's claims, serialisation and publishing
// run beside the jobs instead of between them.
// First: the queues' module (producerOptions' home) carries Nest's decorators.
import 'reflect-metadata';
import { Queue } from 'bullmq';
import { parentPort, workerData } from 'node:worker_threads';
import { producerOptions } from '../../backend/src/queues/index.js';
import { QUEUES, type QueueName } from '../../backend/src/contracts/jobs.js';
import { RelayLoop, type RelayThreadMessage } from './relay-loop.js';

const { databaseUrl, redisUrl, retention } = workerData as {
  databaseUrl: string;
  redisUrl: string;
  retention: { finishedJobDays: number; failedJobDays: number };
};
const port = parentPort!;
const tell = (message: RelayThreadMessage) => port.postMessage(message);

const options = producerOptions(redisUrl, retention);
const queues = Object.fromEntries(QUEUES.map((name) => [name, new Queue(name, options)])) as Record<QueueName, Queue>;
// Connection errors once a minute at most (the relay itself says when a publish failed).
let lastError = 0;
for (const queue of Object.values(queues)) {
  queue.on('error', (error) => {
    if (Date.now() - lastError < 60_000) return;
    lastError = Date.now();
    tell({ warn: `Redis unavailable for the outbox relay (events wait in the outbox): ${error.message}` });
  });
}

const relay = new RelayLoop(databaseUrl, queues, { warn: (message) => tell({ warn: message }) });
port.on('message', (message: unknown) => {
  if (message !== 'stop') return;
  void relay
    .stop()
    .then(() => Promise.all(Object.values(queues).map((queue) => queue.close().catch(() => undefined))))
    .then(() => tell({ stopped: true }));
});
await relay.start();
tell({ ready: true });
