import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { Actor } from '../common/auth/actor.js';
import { REDIS } from '../queues/redis.provider.js';
import type { Project } from './project.entity.js';
import type { ProjectPageView } from './project.views.js';

const CHANNEL = 'projects:changed';
const TTL_MS = 60_000;
const MAX_ENTRIES = 10_000;

/** Whose lists an order change touches: its client's, its designers', and the admins' (always). */
export interface ChangedScopes {
  clientId?: string | null;
  designerIds?: (string | null | undefined)[];
}

interface Entry {
  version: string;
  view: ProjectPageView;
  expiresAt: number;
}

/**
 * Pages of the order list, kept in memory per scope (a client, a designer, the admins) until an
 * order of that scope changes. Command handlers report changes after their commit; the report is
 * applied here at once and published on Redis for the other API replicas. A page read before a
 * change but stored after it carries the older version and is never served. The cache is used only
 * while this process is subscribed: without Redis it steps aside (and empties) instead of serving
 * pages another replica may have changed. Entries also expire after a minute, which bounds how long
 * a renamed client keeps its old name in cached lists (renames are not reported).
 */
@Injectable()
export class ProjectListCache implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(ProjectListCache.name);
  private readonly origin = randomUUID();
  private readonly entries = new Map<string, Entry>();
  private readonly versions = new Map<string, number>();
  private subscriber?: Redis;
  private subscribed = false;
  /** Scopes changed while an announcement was on its way, announced together once it is through. */
  private readonly unannounced = new Set<string>();
  private announcing?: Promise<void>;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    // LIST_CACHE=false: every list request reads Postgres (the benchmark's second list run).
    if (!this.config.listCache) return;
    const subscriber = this.redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
    this.subscriber = subscriber;
    subscriber.on('message', (_channel, message) => this.receive(message));
    subscriber.on('error', () => undefined);
    subscriber.on('close', () => this.stepAside());
    // After every (re)connection: subscribe, then forget what was cached while deaf.
    subscriber.on('ready', () => {
      subscriber.subscribe(CHANNEL).then(
        () => {
          this.entries.clear();
          this.subscribed = true;
        },
        () => this.stepAside(),
      );
    });
  }

  async onApplicationShutdown(): Promise<void> {
    while (this.announcing) await this.announcing;
    this.stepAside();
    await this.subscriber?.quit().catch(() => this.subscriber?.disconnect());
  }

  /** The page from memory, or loaded (and kept) when this scope has not changed since. */
  async page(actor: Actor, key: string, load: () => Promise<ProjectPageView>): Promise<ProjectPageView> {
    const scope = scopeOf(actor);
    if (!this.subscribed || !scope) return load();
    const entryKey = `${scope}|${key}`;
    const version = this.versionOf(scope);
    const hit = this.entries.get(entryKey);
    if (hit && hit.version === version && hit.expiresAt > Date.now()) return hit.view;
    const view = await load();
    if (this.subscribed && this.versionOf(scope) === version) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(entryKey, { version, view, expiresAt: Date.now() + TTL_MS });
    }
    return view;
  }

  /**
   * Call after the commit that changed orders of these scopes (or of all, with no argument). This
   * process forgets the scopes' pages at once; the other replicas hear of it over Redis. One
   * announcement is on its way at a time: changes made meanwhile go out together right after it,
   * so under load one message carries many changes and an idle API announces without delay.
   */
  changed(scopes?: ChangedScopes): void {
    const keys = scopes ? scopeKeys(scopes) : ['*'];
    this.bump(keys);
    for (const key of keys) this.unannounced.add(key);
    this.announce();
  }

  /** Call after the commit that changed this order: its client's and its designer's lists. */
  orderChanged(project: Pick<Project, 'client' | 'designer'>): void {
    this.changed({ clientId: project.client.id, designerIds: [project.designer?.id] });
  }

  private announce(): void {
    if (this.announcing || !this.unannounced.size) return;
    const keys = [...this.unannounced];
    this.unannounced.clear();
    this.announcing = this.redis
      .publish(CHANNEL, JSON.stringify({ origin: this.origin, keys }))
      .then(
        () => undefined,
        // The other replicas' subscriptions are down as well, so their caches stand aside.
        (error: Error) => this.logger.warn(`Could not announce an order change: ${error.message}`),
      )
      .finally(() => {
        this.announcing = undefined;
        this.announce();
      });
  }

  private receive(message: string): void {
    try {
      const { origin, keys } = JSON.parse(message) as { origin: string; keys: string[] };
      if (origin !== this.origin) this.bump(keys);
    } catch {
      this.entries.clear();
    }
  }

  private bump(keys: string[]): void {
    for (const key of [...keys, 'all']) this.versions.set(key, (this.versions.get(key) ?? 0) + 1);
  }

  private versionOf(scope: string): string {
    return `${this.versions.get('*') ?? 0}.${this.versions.get(scope) ?? 0}`;
  }

  private stepAside(): void {
    this.subscribed = false;
    this.entries.clear();
  }
}

function scopeOf(actor: Actor): string | null {
  if (actor.clientId) return `client:${actor.clientId}`;
  if (actor.role === 'designer') return `designer:${actor.userId}`;
  if (actor.isAdmin) return 'all';
  return null;
}

function scopeKeys({ clientId, designerIds = [] }: ChangedScopes): string[] {
  return [
    ...(clientId ? [`client:${clientId}`] : []),
    ...designerIds.filter((id): id is string => Boolean(id)).map((id) => `designer:${id}`),
  ];
}
