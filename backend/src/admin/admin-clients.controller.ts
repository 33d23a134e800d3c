import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiNoContentResponse, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import {
  clientStatusBodySchema,
  createClientBodySchema,
  listClientsQuerySchema,
  updateClientBodySchema,
} from '../contracts/admin-requests.js';
import { DeleteUserCommand } from './commands/delete-user/delete-user.command.js';
import { UpdateUserCommand } from './commands/update-user/update-user.command.js';
import { Actor } from '../common/auth/actor.js';
import { CurrentActor, Roles } from '../common/auth/decorators.js';
import {
  adminClientDetailSchema,
  adminClientListItemSchema,
  type AdminClientDetail,
  type AdminClientListItem,
} from '../contracts/admin-answers.js';
import { ApiAnswer } from '../http/api-answer.js';
import { CreateClientCommand } from './commands/create-client/create-client.command.js';
import { UpdateClientCommand } from './commands/update-client/update-client.command.js';
import { GetClientQuery } from './queries/get-client/get-client.query.js';
import { ListClientsQuery } from './queries/list-clients/list-clients.query.js';

/** /admin/clients and /admin/clients/{id} (spec 001 §2); designer and plan assignment live beside them. */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/clients')
export class AdminClientsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post()
  @ApiAnswer(adminClientDetailSchema, 201, 'Account, role client and branding in one transaction')
  create(
    @Body({ schema: createClientBodySchema }) body: z.output<typeof createClientBodySchema>,
  ): Promise<AdminClientDetail> {
    return this.commands.execute(new CreateClientCommand(body));
  }

  @Get()
  @ApiAnswer([adminClientListItemSchema], 200)
  list(
    @Query({ schema: listClientsQuerySchema }) query: z.output<typeof listClientsQuerySchema>,
  ): Promise<AdminClientListItem[]> {
    return this.queries.execute(new ListClientsQuery(query.search));
  }

  @Get(':id')
  @ApiAnswer(adminClientDetailSchema, 200)
  get(@Param('id') id: string): Promise<AdminClientDetail> {
    return this.queries.execute(new GetClientQuery(id));
  }

  @Patch(':id')
  @ApiAnswer(adminClientDetailSchema, 200)
  update(
    @Param('id') id: string,
    @Body({ schema: updateClientBodySchema }) body: z.output<typeof updateClientBodySchema>,
  ): Promise<AdminClientDetail> {
    return this.commands.execute(new UpdateClientCommand(id, body));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'The client with its orders, files, branding and subscriptions' })
  async remove(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<void> {
    await this.commands.execute(new DeleteUserCommand(actor, id, true));
  }

  @Post(':id/status')
  @HttpCode(200)
  @ApiAnswer(adminClientDetailSchema, 200, 'inactive: cannot sign in, its open sessions end at once')
  async setStatus(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Body({ schema: clientStatusBodySchema }) body: z.output<typeof clientStatusBodySchema>,
  ): Promise<AdminClientDetail> {
    await this.commands.execute(new UpdateUserCommand(actor, id, { status: body.status }, true));
    return this.queries.execute(new GetClientQuery(id));
  }
}
