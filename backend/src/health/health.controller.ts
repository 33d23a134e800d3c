import { Controller, Get, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../common/auth/decorators.js';
import { CheckHealthQuery, type HealthReport } from './queries/check-health/check-health.query.js';

@ApiTags('operations')
@Controller('health')
export class HealthController {
  constructor(private readonly queries: QueryBus) {}

  @Public()
  @Get()
  @ApiOkResponse({ description: 'Postgres and Redis are up' })
  @ApiServiceUnavailableResponse({ description: 'Postgres or Redis is down' })
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthReport> {
    const report = await this.queries.execute(new CheckHealthQuery());
    void reply.status(report.status === 'ok' ? 200 : 503);
    return report;
  }
}
