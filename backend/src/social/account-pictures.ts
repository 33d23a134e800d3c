import { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { fileTypeFromBuffer } from 'file-type';
import { FileStorage, randomKey, type FileUrls } from '../storage/index.js';
import { SocialAccount } from './social-account.entity.js';

/** A profile picture is a few KB; the networks' largest are well under this. */
const MAX_PICTURE_BYTES = 512 * 1024;
/** The connection's redirect waits for the pictures: a slow CDN costs at most this. */
const FETCH_TIMEOUT_MS = 5000;
const PICTURE_TYPES: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/**
 * The connected accounts' pictures (issue 42: the preview shows the account as its network does).
 * Copied into the product's private storage when an account is connected, never shown from the
 * network's address: the browser then loads it like every other file (a signed link, the
 * Content-Security-Policy unchanged, no visitor's address handed to the network). A picture that
 * cannot be had (none given, too large, not an image, the CDN slow) leaves the account as it was:
 * the preview shows its initials.
 */
@Injectable()
export class AccountPictures {
  private readonly logger = new Logger(AccountPictures.name);

  constructor(private readonly storage: FileStorage) {}

  /** Stores the picture at `url` as the account's (the previous one removed). */
  async keep(account: SocialAccount, url: string | null, fetchFn: typeof fetch = fetch): Promise<void> {
    if (!url) return;
    try {
      const picture = await download(url, fetchFn);
      if (!picture) return;
      const key = randomKey(`pictures/${account.client.id}`, picture.ext);
      await this.storage.write(key, Readable.from(picture.bytes), picture.type);
      const previous = account.pictureKey;
      account.pictureKey = key;
      if (previous) await this.storage.remove(previous);
    } catch (error) {
      this.logger.warn(`No picture for social account ${account.id}: ${(error as Error).message}`);
    }
  }
}

/** The picture's bytes and type, or null when the answer is not a picture within the bounds. */
async function download(
  url: string,
  fetchFn: typeof fetch,
): Promise<{ bytes: Buffer; type: string; ext: string } | null> {
  const response = await fetchFn(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok || !response.body) return null;
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_PICTURE_BYTES) {
    await response.body.cancel();
    return null;
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > MAX_PICTURE_BYTES) return null;
    chunks.push(chunk);
  }
  const bytes = Buffer.concat(chunks);
  // By its bytes, not by what the CDN says it is.
  const type = (await fileTypeFromBuffer(bytes))?.mime;
  const ext = type && PICTURE_TYPES[type];
  return ext ? { bytes, type, ext } : null;
}

/** The account's picture as the browser loads it (a signed link), or null. */
export function pictureLink(key: string | null | undefined, storage: FileUrls): string | null {
  return key ? storage.signedUrl(key, { fileName: `bild.${key.split('.').pop()}` }) : null;
}

/** The stored pictures of a company's accounts (its erasure removes them with its other files). */
export async function socialPictureKeys(em: EntityManager, clientId: string): Promise<string[]> {
  const rows = await em.find(
    SocialAccount,
    { client: clientId, pictureKey: { $ne: null } },
    { fields: ['pictureKey'] },
  );
  return rows.flatMap((row) => (row.pictureKey ? [row.pictureKey] : []));
}
