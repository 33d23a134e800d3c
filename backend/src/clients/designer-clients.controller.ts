import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Actor } from '../common/auth/actor.js';
import { CurrentActor, Roles } from '../common/auth/decorators.js';
import type { DesignerClient } from '../contracts/branding.js';
import { ListDesignerClientsQuery } from './queries/list-designer-clients/list-designer-clients.query.js';

class DesignerClientView implements DesignerClient {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ nullable: true, type: String }) brandName!: string | null;
}

/** The designer's side of the clients: whose brand it may read (spec 001, the brand viewer). */
@ApiTags('clients')
@ApiBearerAuth()
@Controller('designer')
export class DesignerClientsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('clients')
  @Roles('designer')
  @ApiOkResponse({ type: [DesignerClientView], description: 'The clients linked to the signed-in designer, sorted by name' })
  clients(@CurrentActor() actor: Actor): Promise<DesignerClient[]> {
    return this.queries.execute(new ListDesignerClientsQuery(actor));
  }
}
