import { Query } from '@nestjs/cqrs';
import type { Readable } from 'node:stream';

/** The approved version's files as a ZIP, for the holder of the signed link an order's detail gave. */
export class FinalsZipQuery extends Query<{ fileName: string; body: Readable }> {
  constructor(
    readonly projectId: string,
    /** The link's query string: its signature, expiry and file name. */
    readonly link: Record<string, unknown>,
    /** The caller's address, for the download limit per address. */
    readonly ip: string,
  ) {
    super();
  }
}
