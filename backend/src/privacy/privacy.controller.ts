import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiNoContentResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Actor } from '../common/auth/actor.js';
import { CurrentActor, Public, Roles } from '../common/auth/decorators.js';
import {
  companyErasureSchema,
  dataExportSchema,
  dataExportStartedSchema,
  erasureScheduledSchema,
  myDataSchema,
  pendingErasureSchema,
  type CompanyErasure,
  type DataExport,
  type DataExportStarted,
  type ErasureScheduled,
  type MyData,
  type PendingErasure,
} from '../contracts/privacy-answers.js';
import { deleteAccountBodySchema, scheduleErasureBodySchema } from '../contracts/privacy-requests.js';
import { ApiAnswer } from '../http/api-answer.js';
import { contentDisposition } from '../storage/index.js';
import {
  CancelErasureCommand,
  DeleteAccountCommand,
  ExecuteErasureCommand,
  RequestDataExportCommand,
  ScheduleErasureCommand,
} from './commands/privacy.commands.js';
import {
  CompanyErasureQuery,
  DownloadDataExportQuery,
  ListDataExportsQuery,
  ListErasuresQuery,
  MyDataQuery,
  type DataExportDownload,
} from './queries/privacy.queries.js';

/** Privacy self-service (nDSG, GDPR art. 15, 17, 20; docs/privacy.md): exports, erasure, a person's own data. */
@ApiTags('privacy')
@ApiBearerAuth()
@Controller()
export class PrivacyController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('clients/:clientId/data-exports')
  @Roles('client', 'admin')
  @HttpCode(202)
  @ApiAnswer(
    dataExportStartedSchema,
    202,
    'Owners and admins: the export the worker now writes (the owners are mailed once it is ready); 429 while one is preparing',
  )
  requestExport(@CurrentActor() actor: Actor, @Param('clientId') clientId: string): Promise<DataExportStarted> {
    return this.commands.execute(new RequestDataExportCommand(actor, clientId));
  }

  @Get('clients/:clientId/data-exports')
  @Roles('client', 'admin')
  @ApiAnswer(
    [dataExportSchema],
    200,
    "Owners and admins: the company's exports, newest first, a ready one with its link",
  )
  listExports(@CurrentActor() actor: Actor, @Param('clientId') clientId: string): Promise<DataExport[]> {
    return this.queries.execute(new ListDataExportsQuery(actor, clientId));
  }

  @Public()
  @Get('data-exports/:id/download')
  @ApiProduces('application/zip')
  @ApiOkResponse({ description: 'The export as a ZIP, for holders of its signed link (7 days): 403 otherwise' })
  async download(
    @Param('id') id: string,
    @Query() query: Record<string, unknown>,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { body, bytes, fileName }: DataExportDownload = await this.queries.execute(
      new DownloadDataExportQuery(id, query),
    );
    await reply
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', contentDisposition(fileName, true))
      .header('content-length', bytes)
      .type('application/zip')
      .send(body);
  }

  @Post('clients/:clientId/erasure')
  @Roles('client')
  @HttpCode(202)
  @ApiAnswer(
    erasureScheduledSchema,
    202,
    'Owners: the erasure is due 30 days later, every member is mailed; 400 when confirm is not the company name',
  )
  scheduleErasure(
    @CurrentActor() actor: Actor,
    @Param('clientId') clientId: string,
    @Body({ schema: scheduleErasureBodySchema }) body: z.output<typeof scheduleErasureBodySchema>,
  ): Promise<ErasureScheduled> {
    return this.commands.execute(new ScheduleErasureCommand(actor, clientId, body.confirm));
  }

  @Get('clients/:clientId/erasure')
  @Roles('client', 'admin')
  @ApiAnswer(companyErasureSchema, 200, "Owners and admins: the company's pending erasure; 404 when none is scheduled")
  erasure(@CurrentActor() actor: Actor, @Param('clientId') clientId: string): Promise<CompanyErasure> {
    return this.queries.execute(new CompanyErasureQuery(actor, clientId));
  }

  @Delete('clients/:clientId/erasure')
  @Roles('client', 'admin')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Owners and admins: the scheduled erasure is cancelled; 409 once it started' })
  async cancelErasure(@CurrentActor() actor: Actor, @Param('clientId') clientId: string): Promise<void> {
    await this.commands.execute(new CancelErasureCommand(actor, clientId));
  }

  @Get('admin/erasures')
  @Roles('admin')
  @ApiAnswer([pendingErasureSchema], 200, 'The pending erasures, soonest first')
  pendingErasures(): Promise<PendingErasure[]> {
    return this.queries.execute(new ListErasuresQuery());
  }

  @Post('admin/erasures/:clientId/execute')
  @Roles('admin')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'The pending erasure runs now; an audit record stays' })
  async executeErasure(@CurrentActor() actor: Actor, @Param('clientId') clientId: string): Promise<void> {
    await this.commands.execute(new ExecuteErasureCommand(actor, clientId));
  }

  @Get('me/data')
  @ApiAnswer(myDataSchema, 200, 'What the product holds about the caller')
  myData(@CurrentActor() actor: Actor): Promise<MyData> {
    return this.queries.execute(new MyDataQuery(actor));
  }

  @Delete('me/account')
  @HttpCode(204)
  @ApiNoContentResponse({
    description:
      'The account and its personal data go (its messages stay, by «Ehemaliges Mitglied»); 409 LAST_OWNER, 409 OPEN_ORDERS',
  })
  async deleteAccount(
    @CurrentActor() actor: Actor,
    @Body({ schema: deleteAccountBodySchema }) body: z.output<typeof deleteAccountBodySchema>,
    @Req() request: FastifyRequest,
  ): Promise<void> {
    await this.commands.execute(new DeleteAccountCommand(actor, body.currentPassword, request.ip));
  }
}
