import { getQueueToken } from '@nestjs/bullmq';
import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bullmq';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { APP_CONFIG, type AppConfig } from '../../backend/src/config/app-config.js';
import { QUEUES, type QueueName } from '../../backend/src/contracts/jobs.js';
import { RelayLoop, type RelayThreadMessage } from './relay-loop.js';

/** The relay's thread: the compiled module beside this one (absent when the sources run as they are, in the tests). */
const THREAD_FILE = import.meta.url.endsWith('.js')
  ? fileURLToPath(new URL('./outbox-relay.thread.js', import.meta.url))
  : null;
/** A relay thread that ended by itself is started again after this long. */
const RESTART_MS = 2000;

/**
 * The workers' outbox relay (RelayLoop). In the built workers it runs in a worker thread of its own,
 * with its own connections and queues (outbox-relay.thread.ts): claiming, serialising and publishing
 * 2,000 events a batch no longer shares the event loop with the jobs that deliver them. Where the
 * sources run untranslated (the tests) it runs in the workers' thread, on the Nest queues. Either
 * way it is one more relay beside the others: rows are claimed with a lease, jobs have ids derived
 * from the events.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(OutboxRelay.name);
  private inProcess?: RelayLoop;
  private thread?: Worker;
  private stopping = false;
  private restart?: NodeJS.Timeout;

  constructor(
    private readonly modules: ModuleRef,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (THREAD_FILE && existsSync(THREAD_FILE)) {
      await this.startThread(THREAD_FILE);
      return;
    }
    // Looked up once every provider is made: in the constructor a queue may not exist yet.
    const queues = Object.fromEntries(
      QUEUES.map((name) => [name, this.modules.get<Queue>(getQueueToken(name), { strict: false })]),
    ) as Record<QueueName, Queue>;
    this.inProcess = new RelayLoop(this.config.databaseUrl, queues, this.logger);
    await this.inProcess.start();
  }

  /** Starts the thread; resolves once it listens (or ended). */
  private startThread(file: string): Promise<void> {
    const thread = new Worker(file, {
      workerData: {
        databaseUrl: this.config.databaseUrl,
        redisUrl: this.config.redisUrl,
        retention: this.config.retention,
      },
    });
    this.thread = thread;
    return new Promise((resolve) => {
      thread.on('message', (message: RelayThreadMessage) => {
        if ('warn' in message) this.logger.warn(message.warn);
        if ('ready' in message) resolve();
      });
      thread.on('error', (error) => this.logger.error(`Outbox relay thread failed: ${error.message}`));
      thread.on('exit', (code) => {
        resolve();
        if (this.thread === thread) this.thread = undefined;
        if (this.stopping) return;
        this.logger.warn(`Outbox relay thread ended (code ${code}); starting it again in ${RESTART_MS} ms`);
        this.restart = setTimeout(() => void this.startThread(file), RESTART_MS);
      });
    });
  }

  /**
   * On SIGTERM: the relay claims nothing more and finishes the batch it is publishing, before the
   * shutdown hooks close the queues (the thread closes its own).
   */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.restart);
    await this.inProcess?.stop();
    const thread = this.thread;
    if (!thread) return;
    const stopped = new Promise<void>((resolve) => {
      thread.on('message', (message: RelayThreadMessage) => 'stopped' in message && resolve());
      thread.on('exit', () => resolve());
    });
    thread.postMessage('stop');
    await stopped;
    await thread.terminate();
  }
}
