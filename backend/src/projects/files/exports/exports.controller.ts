import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../../common/auth/decorators.js';
import { contentDisposition } from '../../../storage/index.js';
import { ApprovalRecords } from './approval-records.js';
import { ExportLimits } from './export-limits.js';
import { ExportLinks } from './export-links.js';
import { ProjectExports } from './project-exports.js';

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
  constructor(
    private readonly links: ExportLinks,
    private readonly limits: ExportLimits,
    private readonly exports: ProjectExports,
    private readonly records: ApprovalRecords,
  ) {}

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
    const { fileName, link } = this.links.checkZip(id, query);
    await this.limits.consume(link, request.ip);
    const zip = await this.exports.finalsZip(id);
    await this.send(reply, 'application/zip', fileName, zip);
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
    const { audience, fileName, link } = this.links.checkRecord(id, query);
    await this.limits.consume(link, request.ip);
    const pdf = await this.records.open(id, audience);
    reply.header('content-length', pdf.sizeBytes);
    await this.send(reply, 'application/pdf', fileName, pdf.body);
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
