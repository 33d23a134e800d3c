import { Buffer } from 'node:buffer';

/** The smallest real files of each kind: their bytes, not their names, say what they are. */
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d5e0840000000049454e44ae426082',
  'hex',
);
export const JPEG = Buffer.concat([
  Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
  Buffer.alloc(64),
  Buffer.from('ffd9', 'hex'),
]);
export const MP4 = Buffer.concat([
  Buffer.from('000000186674797069736f6d0000020069736f6d6d703432', 'hex'),
  Buffer.alloc(64),
]);
export const WEBM = Buffer.concat([
  Buffer.from('1a45dfa3a34286810142f7810142f2810442f381084282847765626d42878104428581021853806701', 'hex'),
  Buffer.alloc(64),
]);
export const NOT_AN_IMAGE = Buffer.from('Dies ist nur Text, auch wenn die Datei bild.png heisst.\n'.repeat(4));

export function form(files: { name: string; bytes: Buffer; type?: string }[], field = 'files'): FormData {
  const data = new FormData();
  for (const file of files)
    data.append(
      field,
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  return data;
}
