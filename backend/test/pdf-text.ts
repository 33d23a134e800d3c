import { inflateSync } from 'node:zlib';

/** WinAnsi's bytes 0x80–0x9F that differ from Latin-1 (the rest are Latin-1). */
const WIN_ANSI: Record<number, string> = {
  0x80: '€',
  0x84: '„',
  0x85: '…',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x96: '–',
  0x97: '—',
};

const decode = (bytes: Buffer) => [...bytes].map((byte) => WIN_ANSI[byte] ?? String.fromCharCode(byte)).join('');

/**
 * The text of a PDF that pdfkit wrote with its built-in fonts, one line per text operator: its
 * content streams inflated, the hex strings of each TJ array decoded from WinAnsi. Enough to read
 * back what the product wrote; not a general PDF reader. (pdfjs-dist would be one, but its optional
 * canvas package leaves the lock file unusable for `npm ci`.)
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of source.matchAll(/(?<!end)stream\r?\n/g)) {
    const start = match.index + match[0].length;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, source.indexOf('endstream', start))).toString('latin1');
    } catch {
      continue; // an image, or not compressed text
    }
    for (const [, array] of content.matchAll(/\[((?:<[0-9a-fA-F]*>|[\s\d.-])*)\]\s*TJ/g)) {
      lines.push([...array.matchAll(/<([0-9a-fA-F]*)>/g)].map(([, hex]) => decode(Buffer.from(hex, 'hex'))).join(''));
    }
  }
  return lines.join('\n');
}
