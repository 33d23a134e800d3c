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

/** A baseline JPEG's header of this size (its frame header, SOF0), marked by `note` so each one's bytes differ. */
export function jpegOfSize(width: number, height: number, note = ''): Buffer {
  const size = Buffer.alloc(4);
  size.writeUInt16BE(height, 0);
  size.writeUInt16BE(width, 2);
  const comment = Buffer.from(`size ${width}x${height} ${note}`, 'latin1');
  const length = Buffer.alloc(2);
  length.writeUInt16BE(comment.length + 2);
  return Buffer.concat([
    Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
    Buffer.from('fffe', 'hex'),
    length,
    comment,
    Buffer.from('ffc0001108', 'hex'),
    size,
    Buffer.from('03012200021101031101', 'hex'),
    Buffer.alloc(32),
    Buffer.from('ffd9', 'hex'),
  ]);
}

function box(type: string, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(body.length + 8, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

/** An MP4 (ISO base media) whose video track's header (tkhd) says this size; its media data comes before the movie box, as a camera writes it. */
export function mp4OfSize(width: number, height: number): Buffer {
  const tkhd = Buffer.alloc(84);
  tkhd.writeUInt32BE(1, 12); // track id
  tkhd.writeUInt32BE(0x00010000, 40); // the matrix: upright
  tkhd.writeUInt32BE(0x00010000, 56);
  tkhd.writeUInt32BE(0x40000000, 72);
  tkhd.writeUInt32BE(width * 65536, 76);
  tkhd.writeUInt32BE(height * 65536, 80);
  return Buffer.concat([
    Buffer.from('000000186674797069736f6d0000020069736f6d6d703432', 'hex'),
    box('mdat', Buffer.alloc(4096, 7)),
    box('moov', box('trak', box('tkhd', tkhd))),
  ]);
}
