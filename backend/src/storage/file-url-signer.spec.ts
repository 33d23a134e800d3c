import { SAFE_KEY, randomKey } from './file-storage.js';
import { FileUrlSigner } from './file-url-signer.js';
import { contentDisposition } from './serve-files.js';

const SECRET = 'a-test-installation-secret-of-at-least-32-characters';
const KEY = '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed/5f0c7a1e-8f3b-4c2d-9e1a-0b2c3d4e5f60.png';
const at = (iso: string) => () => Date.parse(iso);
const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

describe('FileUrlSigner', () => {
  it('expires at the end of the next full hour: valid one to two hours, the same URL all hour', () => {
    const early = FileUrlSigner.fromSecret(SECRET, at('2026-11-23T10:00:00Z'));
    const late = FileUrlSigner.fromSecret(SECRET, at('2026-11-23T10:59:59Z'));
    const expected = Date.parse('2026-11-23T12:00:00Z') / 1000;
    expect(early.expiry()).toBe(expected);
    expect(late.expiry()).toBe(expected);
    expect(early.sign(KEY, { fileName: 'a.png' })).toBe(late.sign(KEY, { fileName: 'a.png' }));
    expect(FileUrlSigner.fromSecret(SECRET, at('2026-11-23T11:00:00Z')).expiry()).toBe(expected + 3600);
  });

  it('accepts its own URL until it expires, and nothing changed in it', () => {
    const signer = FileUrlSigner.fromSecret(SECRET, at('2026-11-23T10:30:00Z'));
    const url = signer.sign(KEY, { fileName: 'Grüsse & Co.png' });
    expect(url).toMatch(/^\/files\/[^?]+\?e=\d+&n=Gr%C3%BCsse%20%26%20Co\.png&s=[\w-]{43}$/);
    const query = queryOf(url);
    expect(signer.verify(KEY, query)).toEqual({
      valid: true,
      request: { key: KEY, fileName: 'Grüsse & Co.png', download: false, expires: Number(query.e) },
    });
    expect(signer.verify(KEY.replace('.png', '.jpg'), query)).toEqual({ valid: false, reason: 'invalid' });
    expect(signer.verify(KEY, { ...query, download: '1' })).toEqual({ valid: false, reason: 'invalid' });
    expect(signer.verify(KEY, { ...query, e: String(Number(query.e) + 1) })).toEqual({
      valid: false,
      reason: 'invalid',
    });
    expect(signer.verify(KEY, { ...query, s: ['a', 'b'] })).toEqual({ valid: false, reason: 'invalid' });
    expect(FileUrlSigner.fromSecret(`${SECRET}!`, at('2026-11-23T10:30:00Z')).verify(KEY, query)).toEqual({
      valid: false,
      reason: 'invalid',
    });
    expect(FileUrlSigner.fromSecret(SECRET, at('2026-11-23T12:00:00Z')).verify(KEY, query)).toEqual({
      valid: false,
      reason: 'expired',
    });

    const download = queryOf(signer.sign(KEY, { fileName: 'a.png', download: true }));
    expect(signer.verify(KEY, download)).toMatchObject({ valid: true, request: { download: true } });
  });
});

describe('storage keys', () => {
  it('takes the new random keys and every older time-based one, and nothing else', () => {
    const project = '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';
    for (const key of [
      randomKey(project, 'png'),
      `${project}/1795387379733.jpg`,
      `${project}/final_1795387379733-2.mp4`,
      `logos/${project}-1795387379733.png`,
    ]) {
      expect(SAFE_KEY.test(key)).toBe(true);
    }
    for (const key of [
      `${project}/../secret.key`,
      `${project}/x.png`,
      `/${project}/1795387379733.png`,
      `${project}/1795387379733.png/`,
      'secret.key',
    ]) {
      expect(SAFE_KEY.test(key)).toBe(false);
    }
  });

  it('names the file in Content-Disposition for every browser', () => {
    expect(contentDisposition('Grüsse "neu" (1).png', false)).toBe(
      `inline; filename="Gr_sse _neu_ (1).png"; filename*=UTF-8''Gr%C3%BCsse%20%22neu%22%20%281%29.png`,
    );
    expect(contentDisposition('a.png', true)).toBe(`attachment; filename="a.png"; filename*=UTF-8''a.png`);
  });
});
