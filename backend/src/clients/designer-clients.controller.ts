import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Actor } from '../common/auth/actor.js';
import { CurrentActor, Roles } from '../common/auth/decorators.js';
import { designerClientSchema, type DesignerClient } from '../contracts/client-answers.js';
import { ApiAnswer } from '../http/api-answer.js';
import { ListDesignerClientsQuery } from './queries/list-designer-clients/list-designer-clients.query.js';

/** The designer's side of the clients: whose brand it may read (spec 001, the brand viewer). */
@ApiTags('clients')
@ApiBearerAuth()
@Controller('designer')
export class DesignerClientsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('clients')
  @Roles('designer')
  @ApiAnswer([designerClientSchema], 200, 'The clients linked to the signed-in designer, sorted by name')
  clients(@CurrentActor() actor: Actor): Promise<DesignerClient[]> {
    return this.queries.execute(new ListDesignerClientsQuery(actor));
  }
}
