import { Readable } from 'node:stream';
import { JPEG, jpegOfSize, mp4OfSize, PNG } from '../../test/files.js';
import { dimensionsOf } from './media-dimensions.js';

const read = (bytes: Buffer, type: string, chunk = 7) =>
  dimensionsOf(
    Readable.from(
      Array.from({ length: Math.ceil(bytes.length / chunk) }, (_, i) => bytes.subarray(i * chunk, (i + 1) * chunk)),
    ),
    type,
  );

describe("a file's dimensions from its header", () => {
  it.each([
    ['a JPEG frame header', jpegOfSize(1080, 1920), 'image/jpeg', { width: 1080, height: 1920 }],
    ['a PNG IHDR', PNG, 'image/png', { width: 1, height: 1 }],
    ['an MP4 track header after its media data', mp4OfSize(720, 1280), 'video/mp4', { width: 720, height: 1280 }],
    ['a JPEG without a frame header', JPEG, 'image/jpeg', null],
    ['an MP4 without a movie box', mp4OfSize(720, 1280).subarray(0, 200), 'video/mp4', null],
  ])('%s', async (_what, bytes, type, expected) => {
    expect(await read(bytes, type)).toEqual(expected);
  });

  it('turns a JPEG whose EXIF orientation is a quarter turn', async () => {
    const exif = Buffer.concat([
      Buffer.from('Exif\0\0', 'latin1'),
      Buffer.from('4d4d002a00000008', 'hex'),
      Buffer.from('0001', 'hex'),
      Buffer.from('011200030000000100060000', 'hex'),
    ]);
    const length = Buffer.alloc(2);
    length.writeUInt16BE(exif.length + 2);
    const plain = jpegOfSize(1920, 1080);
    const turned = Buffer.concat([plain.subarray(0, 2), Buffer.from('ffe1', 'hex'), length, exif, plain.subarray(2)]);
    expect(await read(turned, 'image/jpeg')).toEqual({ width: 1080, height: 1920 });
  });
});
