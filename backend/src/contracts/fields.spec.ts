import { isEmailAddress } from './fields.js';

describe('the e-mail rule (what validator.js isEmail took with its defaults, docs/decisions.md)', () => {
  it.each([
    'a@b.ch',
    'max.muster@firma.ch',
    'müller@bäckerei.ch',
    'ä@x.ch',
    'a+tag@x.ch',
    "o'brien@x.ch",
    '"a b"@x.ch',
    '"a@b"@c.ch',
    'a@xn--bcher-kva.ch',
    'a@x.xn--p1ai',
    'DEMO@EXAMPLE.CH',
    `${'x'.repeat(64)}@x.ch`,
    `a@${'x'.repeat(63)}.ch`,
  ])('takes %s', (address) => expect(isEmailAddress(address)).toBe(true));

  it.each([
    'kein-mail',
    '@x.ch',
    'a@b',
    'a@b.c',
    'a@b.123',
    'a@x.c0m',
    'a..b@x.ch',
    '.a@x.ch',
    'a.@x.ch',
    'a b@x.ch',
    'a@x.ch ',
    'a@-x.ch',
    'a@x-.ch',
    'a@x_y.ch',
    'a@ｘ.ch',
    'a@[1.2.3.4]',
    'a@x.ch.',
    'a@b@c.ch',
    `${'x'.repeat(65)}@x.ch`,
    `a@${'x'.repeat(64)}.ch`,
    `a@${'x.'.repeat(130)}ch`,
  ])('refuses %s', (address) => expect(isEmailAddress(address)).toBe(false));
});
