import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../../common/auth/decorators.js';
import { contentDisposition } from '../../storage/serve-files.js';
import { ExportLinks } from './export-links.js';
import { OrderExports } from './order-exports.js';

/**
 * GET /api/projects/:id/finals.zip and /record.pdf: for holders of a link an order's detail signed
 * (the signature is checked before anything is looked up), so a plain link downloads them.
 */
@ApiTags('projects')
@Controller('projects')
export class ExportsController {
  constructor(
    private readonly links: ExportLinks,
    private readonly exports: OrderExports,
  ) {}

  @Public()
  @Get(':id/finals.zip')
  @ApiProduces('application/zip')
  @ApiOkResponse({ description: "The approved version's files, streamed; the link comes with the order (downloads.zipUrl)" })
  async finals(@Param('id') id: string, @Query() query: Record<string, unknown>, @Res() reply: FastifyReply): Promise<void> {
    const fileName = this.links.checkZip(id, query);
    const zip = await this.exports.finalsZip(id);
    await this.send(reply, 'application/zip', fileName, zip);
  }

  @Public()
  @Get(':id/record.pdf')
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The approval record; the link comes with the order (downloads.recordUrl)' })
  async record(@Param('id') id: string, @Query() query: Record<string, unknown>, @Res() reply: FastifyReply): Promise<void> {
    const { audience, fileName } = this.links.checkRecord(id, query);
    const pdf = await this.exports.recordPdf(id, audience);
    await this.send(reply, 'application/pdf', fileName, pdf);
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
