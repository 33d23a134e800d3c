import { Controller, Get, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../common/auth/decorators.js';
import { AdminCaller } from './admin-caller.js';
import { ApiAnswer } from '../http/api-answer.js';
import { CheckHealthQuery, healthReportSchema, type HealthReport } from './queries/check-health/check-health.query.js';
import {
  CheckReadinessQuery,
  livenessSchema,
  readinessSchema,
  type Liveness,
  type Readiness,
} from './queries/check-readiness/check-readiness.query.js';

@ApiTags('operations')
@Controller('health')
export class HealthController {
  constructor(
    private readonly queries: QueryBus,
    private readonly adminCaller: AdminCaller,
  ) {}

  /** Public; an admin's Bearer token adds `details` (queue depths, outbox backlog). */
  @Public()
  @Get()
  @ApiAnswer(
    healthReportSchema,
    200,
    'Postgres and Redis are up; with an admin token also `details.queues` and `details.outboxBacklog`',
  )
  @ApiAnswer(healthReportSchema, 503, 'Postgres or Redis is down')
  async check(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<HealthReport> {
    const withDetails = await this.adminCaller.isAdmin(request);
    const report = await this.queries.execute(new CheckHealthQuery(withDetails));
    void reply.status(report.status === 'ok' ? 200 : 503);
    // An answer with details is for this admin only; none is kept by a cache in between.
    void reply.header('cache-control', withDetails ? 'private, no-store' : 'no-store');
    return report;
  }

  /** For an orchestrator's liveness probe: the process runs and its event loop answers; asks no store. */
  @Public()
  @Get('live')
  @ApiAnswer(livenessSchema, 200, 'The process runs')
  live(@Res({ passthrough: true }) reply: FastifyReply): Liveness {
    void reply.header('cache-control', 'no-store');
    return { status: 'live' };
  }

  /** For an orchestrator's readiness probe: Postgres, Redis and the file store answer, every migration is applied. */
  @Public()
  @Get('ready')
  @ApiAnswer(readinessSchema, 200, 'Postgres, Redis and the file store answer and every migration is applied')
  @ApiAnswer(readinessSchema, 503, 'A store does not answer, or a migration is not applied')
  async ready(@Res({ passthrough: true }) reply: FastifyReply): Promise<Readiness> {
    const readiness = await this.queries.execute(new CheckReadinessQuery());
    void reply.status(readiness.status === 'ready' ? 200 : 503);
    void reply.header('cache-control', 'no-store');
    return readiness;
  }
}
