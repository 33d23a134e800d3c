import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { AppError } from '../common/errors/app-error.js';
import { PRIVACY_TEXTS } from '../contracts/privacy.js';

/** What a download link names: the export, and the moment it ends (its export's `expiresAt`). */
interface ExportLinkRequest {
  exportId: string;
  expiresAt: Date;
}

/**
 * The signed links of a company's data exports: `/api/data-exports/{id}/download?e={unix}&s={sig}`,
 * valid until the export expires (7 days), for whoever holds it (the owners' mail carries it). The
 * key is derived from the installation's secret for this purpose alone: a file's or an order
 * export's signature opens no data export, and back. Made where it is needed (the API's answers,
 * the mail job), so it is a plain class.
 */
export class DataExportLinks {
  private readonly key: Buffer;

  constructor(jwtSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', jwtSecret, '', 'contentflow:data-exports', 32));
  }

  /** The link's path (the app's origin goes in front of it in a mail). */
  path({ exportId, expiresAt }: ExportLinkRequest): string {
    const expires = Math.floor(expiresAt.getTime() / 1000);
    return `/api/data-exports/${exportId}/download?e=${expires}&s=${this.signature(exportId, expires)}`;
  }

  /** Checks a download's query (the signature in constant time, then the time): 403 when it does not hold. */
  check(exportId: string, query: Record<string, unknown>, now: Date): void {
    const { e, s } = query;
    if (typeof e !== 'string' || !/^\d{1,12}$/.test(e) || typeof s !== 'string') throw invalid();
    const expected = Buffer.from(this.signature(exportId, Number(e)));
    const given = Buffer.from(s);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
    if (Number(e) * 1000 <= now.getTime()) throw AppError.forbidden('Dieser Link ist abgelaufen.');
  }

  private signature(exportId: string, expires: number): string {
    return createHmac('sha256', this.key)
      .update(JSON.stringify(['v1', exportId, expires]))
      .digest('base64url');
  }
}

const invalid = () => AppError.forbidden(PRIVACY_TEXTS.exportNotFound);
