import type { Readable } from 'node:stream';

/** A picture's or a video's size as it is shown (a rotation or an EXIF orientation applied). */
export interface Dimensions {
  width: number;
  height: number;
}

/** An image's header is near its start (a JPEG's size after its EXIF block, thumbnail included). */
const IMAGE_HEAD_BYTES = 512 * 1024;
/** The most of an MP4's `moov` box read (its track headers); the media data around it is skipped unread. */
const MOVIE_BOX_BYTES = 16 * 1024 * 1024;

/** Reads a stream's bytes in order: exactly n of them, or skips n; null at its end. */
class Bytes {
  private readonly chunks: AsyncIterator<Buffer>;
  private buffered = Buffer.alloc(0);
  private ended = false;

  constructor(stream: Readable) {
    this.chunks = (stream as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  }

  private async fill(size: number): Promise<boolean> {
    while (this.buffered.length < size && !this.ended) {
      const next = await this.chunks.next();
      if (next.done) this.ended = true;
      else this.buffered = Buffer.concat([this.buffered, Buffer.from(next.value)]);
    }
    return this.buffered.length >= size;
  }

  async take(size: number): Promise<Buffer | null> {
    if (!(await this.fill(size))) return null;
    const taken = this.buffered.subarray(0, size);
    this.buffered = this.buffered.subarray(size);
    return taken;
  }

  async skip(size: number): Promise<boolean> {
    let left = size;
    while (left > 0) {
      if (!this.buffered.length && !(await this.fill(1))) return false;
      const step = Math.min(left, this.buffered.length);
      this.buffered = this.buffered.subarray(step);
      left -= step;
    }
    return true;
  }

  async head(limit: number): Promise<Buffer> {
    await this.fill(limit);
    return this.buffered.subarray(0, limit);
  }

  close(): void {
    void this.chunks.return?.();
  }
}

/**
 * A stored file's size from its own header, the bytes read as they come (docs/decisions.md
 * "Publishing, second round"): a JPEG's frame header (turned by its EXIF orientation), a PNG's IHDR, a
 * GIF's screen, a WebP's VP8/VP8L/VP8X header; an MP4's or a MOV's video track header (`tkhd`, turned
 * by its matrix). Null when the header cannot be read.
 */
export async function dimensionsOf(stream: Readable, mimeType: string): Promise<Dimensions | null> {
  const bytes = new Bytes(stream);
  try {
    if (mimeType.startsWith('video/')) return await movieDimensions(bytes);
    return imageDimensions(await bytes.head(IMAGE_HEAD_BYTES));
  } finally {
    bytes.close();
    stream.destroy();
  }
}

function imageDimensions(head: Buffer): Dimensions | null {
  if (head.length >= 24 && head.readUInt32BE(0) === 0x89504e47)
    return { width: head.readUInt32BE(16), height: head.readUInt32BE(20) };
  if (head.length >= 10 && head.toString('latin1', 0, 3) === 'GIF')
    return { width: head.readUInt16LE(6), height: head.readUInt16LE(8) };
  if (head.length >= 30 && head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP')
    return webpDimensions(head);
  if (head.length >= 4 && head[0] === 0xff && head[1] === 0xd8) return jpegDimensions(head);
  return null;
}

function webpDimensions(head: Buffer): Dimensions | null {
  const chunk = head.toString('latin1', 12, 16);
  if (chunk === 'VP8X') return { width: head.readUIntLE(24, 3) + 1, height: head.readUIntLE(27, 3) + 1 };
  if (chunk === 'VP8L') {
    const bits = head.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8 ') return { width: head.readUInt16LE(26) & 0x3fff, height: head.readUInt16LE(28) & 0x3fff };
  return null;
}

/** The frame markers that carry the size (SOF0–SOF15 but DHT, JPG and DAC). */
const FRAME_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpegDimensions(head: Buffer): Dimensions | null {
  let offset = 2;
  let turned = false;
  while (offset + 4 <= head.length) {
    if (head[offset] !== 0xff) return null;
    const marker = head[offset + 1]!;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    const length = head.readUInt16BE(offset + 2);
    if (marker === 0xe1 && head.toString('latin1', offset + 4, offset + 10) === 'Exif\0\0')
      turned = exifTurned(head.subarray(offset + 10, offset + 2 + length));
    if (FRAME_MARKERS.has(marker)) {
      if (offset + 9 > head.length) return null;
      const height = head.readUInt16BE(offset + 5);
      const width = head.readUInt16BE(offset + 7);
      return turned ? { width: height, height: width } : { width, height };
    }
    if (marker === 0xda || length < 2) return null;
    offset += 2 + length;
  }
  return null;
}

/** Whether an EXIF block's orientation (tag 0x0112, values 5–8) turns the picture by 90°. */
function exifTurned(tiff: Buffer): boolean {
  if (tiff.length < 8) return false;
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return false;
  const entries = u16(ifd);
  for (let index = 0; index < entries; index += 1) {
    const entry = ifd + 2 + index * 12;
    if (entry + 12 > tiff.length) return false;
    if (u16(entry) === 0x0112) return u16(entry + 8) >= 5 && u16(entry + 8) <= 8;
  }
  return false;
}

/** The boxes that hold a track header on the way down: moov → trak → tkhd. */
async function movieDimensions(bytes: Bytes): Promise<Dimensions | null> {
  for (;;) {
    const header = await bytes.take(8);
    if (!header) return null;
    let size = header.readUInt32BE(0);
    let headerSize = 8;
    if (size === 1) {
      const large = await bytes.take(8);
      if (!large) return null;
      size = Number(large.readBigUInt64BE(0));
      headerSize = 16;
    }
    const type = header.toString('latin1', 4, 8);
    if (size === 0) return type === 'moov' ? movieBox(await bytes.head(MOVIE_BOX_BYTES)) : null;
    if (size < headerSize) return null;
    if (type === 'moov') {
      if (size - headerSize > MOVIE_BOX_BYTES) return null;
      const box = await bytes.take(size - headerSize);
      return box ? movieBox(box) : null;
    }
    if (!(await bytes.skip(size - headerSize))) return null;
  }
}

/** The children of a box's content: [type, content]. */
function* boxes(content: Buffer): Generator<[string, Buffer]> {
  let offset = 0;
  while (offset + 8 <= content.length) {
    let size = content.readUInt32BE(offset);
    let headerSize = 8;
    if (size === 1 && offset + 16 <= content.length) {
      size = Number(content.readBigUInt64BE(offset + 8));
      headerSize = 16;
    } else if (size === 0) size = content.length - offset;
    if (size < headerSize || offset + size > content.length) return;
    yield [content.toString('latin1', offset + 4, offset + 8), content.subarray(offset + headerSize, offset + size)];
    offset += size;
  }
}

/** The first track with a picture (an audio track's header says 0 × 0). */
function movieBox(moov: Buffer): Dimensions | null {
  for (const [type, trak] of boxes(moov)) {
    if (type !== 'trak') continue;
    for (const [inner, tkhd] of boxes(trak)) {
      if (inner !== 'tkhd' || tkhd.length < 84) continue;
      const base = tkhd[0] === 1 ? 12 : 0;
      if (tkhd.length < 84 + base) continue;
      const width = Math.round(tkhd.readUInt32BE(76 + base) / 65536);
      const height = Math.round(tkhd.readUInt32BE(80 + base) / 65536);
      if (!width || !height) continue;
      // A matrix of a = 0 is a quarter turn: the picture is shown upright the other way round.
      const turned = tkhd.readInt32BE(40 + base) === 0 && tkhd.readInt32BE(44 + base) !== 0;
      return turned ? { width: height, height: width } : { width, height };
    }
  }
  return null;
}
