import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { FileUrlSigner, refusedLink } from '../../../storage/index.js';

/** Whose approval record a link opens: the client's leaves out everything internal. */
export const RECORD_AUDIENCES = ['client', 'staff'] as const;
export type RecordAudience = (typeof RECORD_AUDIENCES)[number];

/** A signed export link that checked out. */
interface CheckedLink {
  fileName: string;
  /** The signature: one per order, kind and hour, so it names the link for the download limits. */
  link: string;
}

/**
 * Signed links to an order's exports (the finals as ZIP, the approval record as PDF), so a plain
 * link or `<a download>` fetches them like the files themselves: valid for one to two hours for
 * whoever holds it, with a key of their own (a file's signature opens no export, and back).
 */
@Injectable()
export class ExportLinks {
  private readonly signer: FileUrlSigner;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.signer = FileUrlSigner.fromSecret(config.jwtSecret, undefined, 'contentflow:order-exports');
  }

  /** `shortLived`: 5 to 10 minutes, for a guest link's answers (see SignedUrlOptions). */
  zipUrl(projectId: string, fileName: string, shortLived = false): string {
    return `/api/projects/${projectId}/finals.zip?${this.signer.signedQuery(`finals/${projectId}`, { fileName, download: true, shortLived })}`;
  }

  recordUrl(projectId: string, audience: RecordAudience, fileName: string, shortLived = false): string {
    const query = this.signer.signedQuery(`record/${projectId}/${audience}`, { fileName, download: true, shortLived });
    return `/api/projects/${projectId}/record.pdf?a=${audience}&${query}`;
  }

  /**
   * The file name the ZIP link was signed with, and the link's name for the download limits (its
   * signature); 403 for a link not signed for this order, or expired.
   */
  checkZip(projectId: string, query: Record<string, unknown>): CheckedLink {
    return this.check(`finals/${projectId}`, query);
  }

  /** The audience and file name the record link was signed with, and the link's name. */
  checkRecord(projectId: string, query: Record<string, unknown>): CheckedLink & { audience: RecordAudience } {
    const audience = query.a === 'client' || query.a === 'staff' ? query.a : null;
    if (!audience) throw refusedLink('invalid');
    return { audience, ...this.check(`record/${projectId}/${audience}`, query) };
  }

  private check(key: string, query: Record<string, unknown>): CheckedLink {
    const result = this.signer.verify(key, query);
    if (!result.valid) throw refusedLink(result.reason);
    return { fileName: result.request.fileName, link: String(query.s) };
  }
}
