import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../../common/auth/decorators.js';
import { contentDisposition } from '../../../storage/index.js';
import { ApprovalRecordQuery } from './queries/approval-record/approval-record.query.js';
import { FinalsZipQuery } from './queries/finals-zip/finals-zip.query.js';

/**
 * GET /api/projects/:id/finals.zip and /record.pdf: for holders of a link an order's detail signed
 * (the signature is checked before anything is looked up), so a plain link downloads them. Then
 * the download limits per link and per address, and only then any work (docs/security.md "Costly work").
 */
@ApiTags('projects')
@ApiTooManyRequestsResponse({
  description: 'RATE_LIMITED: the link or the address fetched too many exports this minute, with Retry-After',
})
@ApiResponse({
  status: 503,
  description: 'BUSY: this server renders or streams as many as it takes at once, with Retry-After',
})
@Controller('projects')
export class ExportsController {
  constructor(private readonly queries: QueryBus) {}

  @Public()
  @Get(':id/finals.zip')
  @ApiProduces('application/zip')
  @ApiOkResponse({
    description: "The approved version's files, streamed; the link comes with the order (downloads.zipUrl)",
  })
  async finals(
    @Param('id') id: string,
    @Query() query: Record<string, unknown>,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const zip = await this.queries.execute(new FinalsZipQuery(id, query, request.ip));
    await this.send(reply, 'application/zip', zip.fileName, zip.body);
  }

  @Public()
  @Get(':id/record.pdf')
  @ApiProduces('application/pdf')
  @ApiOkResponse({
    description:
      'The approval record, rendered once per state of the order and then served stored; the link comes with the order (downloads.recordUrl)',
  })
  async record(
    @Param('id') id: string,
    @Query() query: Record<string, unknown>,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const pdf = await this.queries.execute(new ApprovalRecordQuery(id, query, request.ip));
    reply.header('content-length', pdf.sizeBytes);
    await this.send(reply, 'application/pdf', pdf.fileName, pdf.body);
  }

  private send(reply: FastifyReply, type: string, fileName: string, body: NodeJS.ReadableStream) {
    return reply
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', contentDisposition(fileName, true))
      .type(type)
      .send(body);
  }
}
