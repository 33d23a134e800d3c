import { Body, Controller, Get, Param, Post, Put, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Actor } from '../../common/auth/actor.js';
import { CurrentActor, MemberRight } from '../../common/auth/decorators.js';
import {
  brandingSchema,
  logoUploadedSchema,
  type Branding,
  type LogoUploaded,
} from '../../contracts/client-answers.js';
import { ApiAnswer } from '../../http/api-answer.js';
import { UploadsOfRequest } from '../../storage/index.js';
import { BRANDING_UPDATE_BODY } from './branding.view.js';
import { UpdateBrandingCommand } from './commands/update-branding/update-branding.command.js';
import { UploadLogoCommand } from './commands/upload-logo/upload-logo.command.js';
import { GetBrandingQuery } from './queries/get-branding/get-branding.query.js';

/** A client's branding record, its brand and logo. */
@ApiTags('clients')
@ApiBearerAuth()
@Controller('clients/:clientId')
export class BrandingController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly uploads: UploadsOfRequest,
  ) {}

  @Get('branding')
  @ApiAnswer(
    brandingSchema,
    200,
    'The client, its linked designer or an admin; 404 when none exists yet; 403 "Kein Zugriff auf diesen Kunden" otherwise',
  )
  branding(@CurrentActor() actor: Actor, @Param('clientId') clientId: string): Promise<Branding> {
    return this.queries.execute(new GetBrandingQuery(actor, clientId));
  }

  @Put('branding')
  @MemberRight('manage')
  @ApiBody({ schema: BRANDING_UPDATE_BODY })
  @ApiAnswer(
    brandingSchema,
    200,
    'The client itself or an admin (also viewing as the client); creates the record when missing. 400 VALIDATION with field paths such as brandingData.hooks.3; 403 "Kein Zugriff auf diesen Kunden" for anyone else, the linked designer too',
  )
  updateBranding(
    @CurrentActor() actor: Actor,
    @Param('clientId') clientId: string,
    @Body() body: unknown,
  ): Promise<Branding> {
    // Validated by the handler with the brand's zod schema (contracts/branding.ts), not by the global pipe.
    return this.commands.execute(new UpdateBrandingCommand(actor, clientId, body));
  }

  @Post('logo')
  @MemberRight('manage')
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } } })
  @ApiAnswer(logoUploadedSchema, 201, 'The client itself or an admin; one image (PNG, JPG, WebP, GIF) up to 5 MB')
  uploadLogo(
    @CurrentActor() actor: Actor,
    @Param('clientId') clientId: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LogoUploaded> {
    // The body is read by the handler, once it has checked that the caller may set this logo.
    return this.commands.execute(new UploadLogoCommand(actor, clientId, this.uploads.of(request, reply)));
  }
}
