import { Query } from '@nestjs/cqrs';
import type { RecordDownload } from '../../approval-records.js';

/** The approval record (PDF) for the holder of the signed link an order's detail gave. */
export class ApprovalRecordQuery extends Query<RecordDownload & { fileName: string }> {
  constructor(
    readonly projectId: string,
    /** The link's query string: its signature, expiry, audience and file name. */
    readonly link: Record<string, unknown>,
    /** The caller's address, for the download limit per address. */
    readonly ip: string,
  ) {
    super();
  }
}
