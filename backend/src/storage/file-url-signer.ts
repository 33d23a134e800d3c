import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

export const FILES_URL_PREFIX = '/files/';

const HOUR_SECONDS = 3600;
/** The window of a short-lived URL: valid to the end of the next one, so 5 to 10 minutes. */
const SHORT_WINDOW_SECONDS = 300;

/** What a signed URL lets its holder fetch, and how the file is handed out. */
export interface SignedUrlOptions {
  /** The uploader's file name, sent back in Content-Disposition. */
  fileName: string;
  /** Content-Disposition: attachment (a download) instead of inline. */
  download?: boolean;
  /**
   * Valid for 5 to 10 minutes instead of one to two hours: for what a guest link hands out, so a
   * revoked or expired link leaves nothing that opens for long (docs/security.md "Guest links").
   */
  shortLived?: boolean;
}

/** A signed file request that checked out. */
interface VerifiedFileRequest {
  key: string;
  fileName: string;
  download: boolean;
  /** Unix seconds after which the URL is refused. */
  expires: number;
}

export type FileUrlCheck =
  { valid: true; request: VerifiedFileRequest } | { valid: false; reason: 'invalid' | 'expired' };

/**
 * Signs and checks the URLs of stored files: `/files/{key}?e={unix}&n={name}[&download=1]&s={sig}`,
 * where sig is HMAC-SHA256 over key, expiry, disposition and file name (base64url).
 *
 * Expiry: the end of the clock hour after the current one. A URL is valid for one to two hours, and
 * every answer within the same clock hour carries the same URL, so the browser's and the web app's
 * caches keep working (a new URL per answer would reload every image each time).
 */
export class FileUrlSigner {
  constructor(
    private readonly secret: Buffer,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The key for file URLs, derived from the installation's signing secret (never the secret itself);
   * another purpose (the order exports) derives another key, so one kind of link never opens another.
   */
  static fromSecret(jwtSecret: string, now?: () => number, purpose = 'contentflow:file-urls'): FileUrlSigner {
    return new FileUrlSigner(Buffer.from(hkdfSync('sha256', jwtSecret, '', purpose, 32)), now);
  }

  /** Unix seconds: the end of the next full clock hour (short-lived: of the next five minutes). */
  expiry(nowMs = this.now(), shortLived = false): number {
    const window = shortLived ? SHORT_WINDOW_SECONDS : HOUR_SECONDS;
    return (Math.floor(nowMs / 1000 / window) + 2) * window;
  }

  sign(key: string, options: SignedUrlOptions): string {
    return `${FILES_URL_PREFIX}${key}?${this.signedQuery(key, options)}`;
  }

  /** The query that makes a request for the key valid: for links served elsewhere than /files. */
  signedQuery(key: string, { fileName, download = false, shortLived = false }: SignedUrlOptions): string {
    const expires = this.expiry(this.now(), shortLived);
    const query = [`e=${expires}`, `n=${encodeURIComponent(fileName)}`, ...(download ? ['download=1'] : [])];
    return `${query.join('&')}&s=${this.signature(key, expires, fileName, download)}`;
  }

  /** Checks a request's query against its key: the signature first (in constant time), then the expiry. */
  verify(key: string, query: Record<string, unknown>): FileUrlCheck {
    const { e, n, s, download } = query;
    if (typeof e !== 'string' || !/^\d{1,12}$/.test(e) || typeof n !== 'string' || typeof s !== 'string')
      return { valid: false, reason: 'invalid' };
    if (download !== undefined && download !== '1') return { valid: false, reason: 'invalid' };
    const expires = Number(e);
    const expected = Buffer.from(this.signature(key, expires, n, download === '1'));
    const given = Buffer.from(s);
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      return { valid: false, reason: 'invalid' };
    if (expires * 1000 <= this.now()) return { valid: false, reason: 'expired' };
    return { valid: true, request: { key, fileName: n, download: download === '1', expires } };
  }

  /** Seconds the URL stays valid from now (for Cache-Control: max-age). */
  secondsLeft(expires: number): number {
    return Math.max(0, expires - Math.floor(this.now() / 1000));
  }

  private signature(key: string, expires: number, fileName: string, download: boolean): string {
    // JSON keeps the fields apart whatever characters a file name holds.
    const payload = JSON.stringify(['v1', key, expires, download ? 'attachment' : 'inline', fileName]);
    return createHmac('sha256', this.secret).update(payload).digest('base64url');
  }
}
