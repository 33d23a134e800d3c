import { waitingSince } from './texts';

describe('waitingSince', () => {
  it.each([
    [0, 'seit weniger als 1 Min.'],
    [59, 'seit weniger als 1 Min.'],
    [60, 'seit 1 Min.'],
    [59 * 60 + 59, 'seit 59 Min.'],
    [3600, 'seit 1 Std.'],
    [3 * 3600 + 120, 'seit 3 Std.'],
    [23 * 3600 + 3599, 'seit 23 Std.'],
    [86_400, 'seit 1 Tag'],
    [2 * 86_400 + 60, 'seit 2 Tagen'],
    [-5, 'seit weniger als 1 Min.'],
  ])('%i seconds: "%s"', (seconds, text) => {
    expect(waitingSince(seconds)).toBe(text);
  });
});
