import { once } from 'node:events';
import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';
import { Public } from '../common/auth/decorators.js';
import { REDIS } from '../queues/redis.provider.js';

type Check = 'up' | 'down';
const TIMEOUT_MS = 1500;

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref())]);
}

@ApiTags('operations')
@Controller('health')
export class HealthController {
  constructor(
    private readonly em: EntityManager,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  @Public()
  @Get()
  @ApiOkResponse({ description: 'Postgres and Redis are up' })
  @ApiServiceUnavailableResponse({ description: 'Postgres or Redis is down' })
  async check(@Res({ passthrough: true }) reply: FastifyReply) {
    const [db, redis] = await Promise.all([
      this.probe(() => this.em.getConnection().execute('select 1')),
      this.probe(async () => {
        // Just after start the connection may still be opening: give it the same time budget.
        if (this.redis.status !== 'ready') await once(this.redis, 'ready');
        return this.redis.ping();
      }),
    ]);
    const status = db === 'up' && redis === 'up' ? 'ok' : 'degraded';
    void reply.status(status === 'ok' ? 200 : 503);
    return { status, db, redis };
  }

  private async probe(check: () => Promise<unknown>): Promise<Check> {
    try {
      await within(check(), TIMEOUT_MS);
      return 'up';
    } catch {
      return 'down';
    }
  }
}
