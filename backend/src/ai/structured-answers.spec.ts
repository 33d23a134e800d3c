import {
  parseCaptionAnswer,
  parseHashtagAnswer,
  partialJsonString,
  StructuredCaptionStream,
} from './structured-answers.js';

function streamed(chunks: string[]) {
  const stream = new StructuredCaptionStream();
  const deltas = [...chunks.flatMap((chunk) => stream.push(chunk)), ...stream.end()];
  const text = (field: 'caption' | 'cta') =>
    deltas
      .filter((d) => d.field === field)
      .map((d) => d.text)
      .join('');
  return { caption: text('caption'), cta: text('cta') };
}

describe('structured answers', () => {
  it('reads a JSON string while it is written, holding back a cut escape', () => {
    expect(partialJsonString('{"caption": "Hallo', 'caption')).toEqual({ value: 'Hallo', closed: false });
    expect(partialJsonString('{"caption": "Hallo\\', 'caption')).toEqual({ value: 'Hallo', closed: false });
    expect(partialJsonString('{"caption": "A\\u00', 'caption')).toEqual({ value: 'A', closed: false });
    expect(partialJsonString('{"caption": "A\\u00fc\\n\\"B\\"", "cta": "x"}', 'caption')).toEqual({
      value: 'Aü\n"B"',
      closed: true,
    });
    expect(partialJsonString('{"caption": "A"', 'cta')).toBeNull();
  });

  it.each([
    ['{"caption": "Hallo Welt.", "cta": "Jetzt los"}', { caption: 'Hallo Welt.', cta: 'Jetzt los' }],
    ['```json\n{"caption": "Grüße", "cta": "Los"}\n```', { caption: 'Grüsse', cta: 'Los' }],
    ['Hallo Welt.\nCTA: Jetzt los', { caption: 'Hallo Welt.', cta: 'Jetzt los' }],
    ['{"caption": "Nur Caption"}', { caption: 'Nur Caption', cta: '' }],
  ])('parses the caption answer %j', (text, expected) => {
    expect(parseCaptionAnswer(text)).toEqual(expected);
  });

  it('streams a JSON answer, a fenced one and a text one into the same fields', () => {
    expect(streamed(['{"capt', 'ion": " Hal', 'lo", "cta": "Lo', 's"}'])).toEqual({ caption: 'Hallo', cta: 'Los' });
    expect(streamed(['`', '``json\n{"caption": "Hallo", ', '"cta": "Los"}\n```'])).toEqual({
      caption: 'Hallo',
      cta: 'Los',
    });
    expect(streamed(['Hallo Welt.\nCT', 'A: Los'])).toEqual({ caption: 'Hallo Welt.\n', cta: 'Los' });
  });

  it.each([
    ['{"hashtags": ["#Brot", "Zürich Brot", "#grüße", "brot"]}', '#brot #zürichbrot #grüsse'],
    ['Hier sind sie: #Brot #Herbst', '#brot #herbst'],
    ['Der Herbst ist da und das Brot ist aus dem Ofen.', ''],
    ['{"hashtags": "kein Array"}', ''],
  ])('keeps only the tags of %j', (text, expected) => {
    expect(parseHashtagAnswer(text)).toBe(expected);
  });
});
