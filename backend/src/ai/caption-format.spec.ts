import { CaptionStream, splitCaption } from './caption-format.js';
import { normalizeHashtags } from './hashtags.js';
import { offlineCaption, offlineHashtags } from './offline-writer.js';

function streamed(chunks: string[]) {
  const stream = new CaptionStream();
  const deltas = [...chunks.flatMap((chunk) => stream.push(chunk)), ...stream.end()];
  const text = (field: 'caption' | 'cta') =>
    deltas
      .filter((d) => d.field === field)
      .map((d) => d.text)
      .join('');
  return { deltas, caption: text('caption'), cta: text('cta') };
}

describe('caption format', () => {
  it.each([
    ['Hallo Welt.\nCTA: Jetzt los', { caption: 'Hallo Welt.', cta: 'Jetzt los' }],
    ['Hallo Welt.\n\n**CTA:** «Jetzt los»', { caption: 'Hallo Welt.', cta: 'Jetzt los' }],
    ['Hallo Welt.\nCall to Action: Jetzt los', { caption: 'Hallo Welt.', cta: 'Jetzt los' }],
    ['Nur eine Caption ohne Aufruf.', { caption: 'Nur eine Caption ohne Aufruf.', cta: '' }],
    ['Der CTA: steht mitten im Satz.', { caption: 'Der CTA: steht mitten im Satz.', cta: '' }],
  ])('splits %j', (text, expected) => {
    expect(splitCaption(text)).toEqual(expected);
  });

  it('streams the caption as it comes and never shows the marker, however the chunks fall', () => {
    const text = 'Erste Zeile.\nCool, oder?\nC';
    const chunks = [...'Erste Zeile.\nCool, oder?\nCTA: Komm vorbei'];
    const result = streamed(chunks);
    expect(result.caption).toBe('Erste Zeile.\nCool, oder?\n');
    expect(result.cta).toBe('Komm vorbei');
    // A line that starts like the marker is held back only until it is clear it is not one.
    const partial = new CaptionStream();
    expect(
      partial
        .push(text)
        .map((d) => d.text)
        .join(''),
    ).toBe('Erste Zeile.\nCool, oder?\n');
    expect(
      partial
        .push('harmant!')
        .map((d) => d.text)
        .join(''),
    ).toBe('Charmant!');
  });

  it('sends what is held back when the answer ends without a CTA', () => {
    expect(streamed(['Schluss mit C']).caption).toBe('Schluss mit C');
    expect(streamed(['Zeile\nC']).caption).toBe('Zeile\nC');
  });
});

describe('hashtags', () => {
  it('normalizes any answer to lowercase #tags in Swiss spelling, unique, at most 12', () => {
    expect(normalizeHashtags('1. #Kaffee, #Grüße\n2) kaffee #Zürich!')).toBe('#kaffee #grüsse #zürich');
    expect(normalizeHashtags(Array.from({ length: 20 }, (_, i) => `#tag${i}`).join(' ')).split(' ')).toHaveLength(12);
  });
});

describe('offline writer', () => {
  const briefing = {
    title: 'Große Herbstaktion',
    description: 'Frisch gerösteter Kaffee aus Zürich. Jetzt im Laden.',
    contentType: 'reel' as const,
  };

  it('writes a draft from the briefing in Swiss spelling', () => {
    const { caption, cta } = offlineCaption(briefing);
    expect(caption).toContain('Grosse Herbstaktion');
    expect(caption).toContain('Frisch gerösteter Kaffee aus Zürich.');
    expect(cta).not.toBe('');
    expect(caption + cta).not.toContain('ß');
  });

  it('derives 8 to 12 hashtags from the words of the briefing, title words first', () => {
    const tags = offlineHashtags(briefing).split(' ');
    expect(tags.length).toBeGreaterThanOrEqual(8);
    expect(tags.length).toBeLessThanOrEqual(12);
    expect(tags.slice(0, 2)).toEqual(['#grosse', '#herbstaktion']);
    expect(tags).toContain('#zürich');
    expect(new Set(tags).size).toBe(tags.length);
  });
});
