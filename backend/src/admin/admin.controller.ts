import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Roles } from '../common/auth/decorators.js';
import { GetAdminStatsQuery, type AdminStats } from './queries/get-stats/get-stats.query.js';

@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin')
export class AdminController {
  constructor(private readonly queries: QueryBus) {}

  @Get('stats')
  @ApiOkResponse({ schema: { properties: { activeClients: { type: 'number' }, designers: { type: 'number' }, mrr: { type: 'number' } } } })
  stats(): Promise<AdminStats> {
    return this.queries.execute(new GetAdminStatsQuery());
  }
}
