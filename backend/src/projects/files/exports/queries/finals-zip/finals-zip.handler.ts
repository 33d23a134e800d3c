import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ExportLimits } from '../../export-limits.js';
import { ExportLinks } from '../../export-links.js';
import { ProjectExports } from '../../project-exports.js';
import { FinalsZipQuery } from './finals-zip.query.js';

/**
 * The signature is checked before anything is looked up, then the download limits per link and
 * per address, and only then any work (docs/security.md "Costly work").
 */
@QueryHandler(FinalsZipQuery)
export class FinalsZipHandler implements IQueryHandler<FinalsZipQuery> {
  constructor(
    private readonly links: ExportLinks,
    private readonly limits: ExportLimits,
    private readonly exports: ProjectExports,
  ) {}

  async execute({ projectId, link: query, ip }: FinalsZipQuery) {
    const { fileName, link } = this.links.checkZip(projectId, query);
    await this.limits.consume(link, ip);
    return { fileName, body: await this.exports.finalsZip(projectId) };
  }
}
