import { AppError, MESSAGES } from '../common/errors/app-error.js';
import { parseForm } from './body-parsers.js';
import { assertCleanJsonText, containsNul, MAX_BODY_MEMBERS, MAX_JSON_DEPTH } from './input-guard.js';

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

function refusal(text: string): string | null {
  try {
    assertCleanJsonText(text);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).statusCode).toBe(400);
    return (error as AppError).message;
  }
}

describe('assertCleanJsonText', () => {
  it('accepts ordinary bodies, up to the maximum depth', () => {
    expect(
      refusal(JSON.stringify({ title: 'Frühling', slideIdeas: [{ number: 1, content: 'ä "b" \\ c' }] })),
    ).toBeNull();
    expect(refusal(nested(MAX_JSON_DEPTH))).toBeNull();
    expect(refusal('{"a":{"b":{"c":[1,[2,[3,[4]]]]}}}')).toBeNull();
  });

  it('refuses nesting deeper than the maximum, of arrays and objects alike', () => {
    expect(refusal(nested(MAX_JSON_DEPTH + 1))).toBe(MESSAGES.tooDeeplyNested);
    expect(refusal('{"a":'.repeat(1000) + '1' + '}'.repeat(1000))).toBe(MESSAGES.tooDeeplyNested);
    expect(refusal(nested(100_000))).toBe(MESSAGES.tooDeeplyNested);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(refusal(JSON.stringify({ title: '[[[[[[[[[[{{{{{{{{{{' }))).toBeNull();
    expect(refusal(JSON.stringify({ title: 'a "[[[[[[[[[[" b' }))).toBeNull();
  });

  it('refuses more members than the maximum, keys and list entries counted together', () => {
    const keys = (n: number) => JSON.stringify(Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i])));
    expect(refusal(keys(MAX_BODY_MEMBERS))).toBeNull();
    expect(refusal(keys(MAX_BODY_MEMBERS + 1))).toBe(MESSAGES.tooManyFields);
    expect(
      refusal(
        JSON.stringify({
          a: Array.from({ length: MAX_BODY_MEMBERS / 2 }, () => 0),
          b: keys(10),
          c: Array.from({ length: MAX_BODY_MEMBERS / 2 }, () => ({})),
        }),
      ),
    ).toBe(MESSAGES.tooManyFields);
    expect(refusal(keys(60_000))).toBe(MESSAGES.tooManyFields);
  });

  it('does not count commas inside strings', () => {
    expect(refusal(JSON.stringify({ text: ','.repeat(10 * MAX_BODY_MEMBERS) }))).toBeNull();
  });

  it('refuses a NUL character in a value or a key, escaped or raw', () => {
    expect(refusal(JSON.stringify({ name: 'Anna\u0000' }))).toBe(MESSAGES.invalidCharacters);
    expect(refusal(JSON.stringify({ ['na\u0000me']: 'Anna' }))).toBe(MESSAGES.invalidCharacters);
    expect(refusal(JSON.stringify({ list: [{ deep: ['x\u0000'] }] }))).toBe(MESSAGES.invalidCharacters);
    expect(refusal('{"name":"Anna\u0000"}')).toBe(MESSAGES.invalidCharacters);
  });

  it('accepts the text \\u0000 after an escaped backslash, and other escapes', () => {
    expect(JSON.parse(JSON.stringify({ path: 'C:\\u0000' })).path).toBe('C:\\u0000');
    expect(refusal(JSON.stringify({ path: 'C:\\u0000' }))).toBeNull();
    expect(refusal('{"a":"\\u0001\\u00e4\\n"}')).toBeNull();
  });
});

describe('containsNul', () => {
  it('finds a NUL in strings, lists and keys of parsed input', () => {
    expect(containsNul({ status: 'review', page: ['1', '2'] })).toBe(false);
    expect(containsNul({ status: 'review\u0000' })).toBe(true);
    expect(containsNul({ page: ['1', '2\u0000'] })).toBe(true);
    expect(containsNul({ ['st\u0000atus']: 'x' })).toBe(true);
    expect(containsNul(undefined)).toBe(false);
  });
});

describe('parseForm', () => {
  it('parses a form body flat, repeated keys as a list', () => {
    expect({ ...parseForm('name=Anna+Muster&tag=a&tag=b&tag=c&email=a%40b.ch') }).toEqual({
      name: 'Anna Muster',
      tag: ['a', 'b', 'c'],
      email: 'a@b.ch',
    });
  });

  it('refuses more entries than a JSON body may have members', () => {
    const form = (n: number) => Array.from({ length: n }, (_, i) => `k${i}=1`).join('&');
    expect(Object.keys(parseForm(form(MAX_BODY_MEMBERS)))).toHaveLength(MAX_BODY_MEMBERS);
    expect(() => parseForm(form(MAX_BODY_MEMBERS + 1))).toThrow(MESSAGES.tooManyFields);
  });

  it('counts the pieces on the text, before anything is parsed: empty ones too', () => {
    expect(() => parseForm('&'.repeat(MAX_BODY_MEMBERS))).toThrow(MESSAGES.tooManyFields);
    expect({ ...parseForm('a=1&&b=2') }).toEqual({ a: '1', b: '2' });
  });

  it('refuses __proto__ and NUL characters', () => {
    expect(() => parseForm('__proto__=x')).toThrow(MESSAGES.validation);
    expect(() => parseForm('name=a%00b')).toThrow(MESSAGES.invalidCharacters);
  });
});
