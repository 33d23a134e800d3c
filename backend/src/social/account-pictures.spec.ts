import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileUrlSigner, LocalDiskStorage } from '../storage/index.js';
import { AccountPictures } from './account-pictures.js';
import { urlOrNull } from './networks/network-http.js';
import type { SocialAccount } from './social-account.entity.js';

const CLIENT = '7d3c8e2a-1f4b-4c6d-9e8f-0a1b2c3d4e5f';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4UaGBFTEMLQkAUtVaAV8W4QQAAAAASUVORK5CYII=',
  'base64',
);

/** A CDN that answers every address with these bytes. */
const cdn =
  (body: Buffer | string, headers: Record<string, string> = {}): typeof fetch =>
  () =>
    Promise.resolve(new Response(typeof body === 'string' ? body : new Uint8Array(body), { headers }));

describe('an account’s picture', () => {
  let dataDir: string;
  let storage: LocalDiskStorage;
  let pictures: AccountPictures;
  const account = () => ({ id: 'a', client: { id: CLIENT }, pictureKey: null }) as unknown as SocialAccount;
  const stored = (key: string | null | undefined) => readFileSync(join(dataDir, 'files', key ?? 'missing'));

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'cf-pictures-'));
    storage = new LocalDiskStorage(dataDir, FileUrlSigner.fromSecret('x'.repeat(48)));
    pictures = new AccountPictures(storage);
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is copied into the company’s folder of the storage, and replaces the one before', async () => {
    const row = account();
    await pictures.keep(row, 'https://cdn.example/p.png', cdn(PNG, { 'content-type': 'image/png' }));
    const first = row.pictureKey;
    expect(first).toMatch(new RegExp(`^pictures/${CLIENT}/[0-9a-f-]{36}\\.png$`));
    expect(stored(first)).toEqual(PNG);

    await pictures.keep(row, 'https://cdn.example/p2.png', cdn(PNG));
    expect(row.pictureKey).not.toBe(first);
    expect(existsSync(join(dataDir, 'files', first!))).toBe(false);
  });

  it('is left out when the answer is no picture, too large, or fails — the account keeps what it had', async () => {
    const row = account();
    await pictures.keep(row, 'https://cdn.example/p.png', cdn(PNG));
    const kept = row.pictureKey;
    await pictures.keep(
      row,
      'https://cdn.example/page.html',
      cdn('<html>no picture</html>', { 'content-type': 'image/png' }),
    );
    await pictures.keep(row, 'https://cdn.example/huge.png', cdn(Buffer.concat([PNG, Buffer.alloc(600 * 1024)])));
    await pictures.keep(row, 'https://cdn.example/p.png', () => Promise.reject(new Error('ECONNRESET')));
    await pictures.keep(row, null, cdn(PNG));
    expect(row.pictureKey).toBe(kept);
  });

  it('is fetched only from https on its default port, or from the network API’s own host', () => {
    const api = 'http://127.0.0.1:4100/meta/v21.0';
    expect(urlOrNull('https://scontent.cdninstagram.com/v/p.jpg?oh=1', api)).toBe(
      'https://scontent.cdninstagram.com/v/p.jpg?oh=1',
    );
    expect(urlOrNull('http://127.0.0.1:4100/cdn/instagram/picture.png', api)).not.toBeNull();
    for (const refused of [
      'http://cdn.example/p.jpg',
      'https://cdn.example:8443/p.jpg',
      'https://user:secret@cdn.example/p.jpg',
      'http://127.0.0.1:6379/',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'kein link',
      42,
      null,
    ])
      expect(urlOrNull(refused, api)).toBeNull();
  });
});
