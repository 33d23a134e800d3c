import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ApprovalRecords } from '../../approval-records.js';
import { ExportLimits } from '../../export-limits.js';
import { ExportLinks } from '../../export-links.js';
import { ApprovalRecordQuery } from './approval-record.query.js';

/**
 * The signature is checked before anything is looked up, then the download limits per link and
 * per address; the record is rendered once per state of the order and then served stored.
 */
@QueryHandler(ApprovalRecordQuery)
export class ApprovalRecordHandler implements IQueryHandler<ApprovalRecordQuery> {
  constructor(
    private readonly links: ExportLinks,
    private readonly limits: ExportLimits,
    private readonly records: ApprovalRecords,
  ) {}

  async execute({ projectId, link: query, ip }: ApprovalRecordQuery) {
    const { audience, fileName, link } = this.links.checkRecord(projectId, query);
    await this.limits.consume(link, ip);
    return { ...(await this.records.open(projectId, audience)), fileName };
  }
}
