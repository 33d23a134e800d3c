import { swipeStep } from './useSwipe';

describe('swipeStep', () => {
  it('a swipe to the left goes to the next slide, to the right to the previous one', () => {
    expect(swipeStep({ x: 200, y: 100 }, { x: 100, y: 110 })).toBe(1);
    expect(swipeStep({ x: 100, y: 100 }, { x: 200, y: 90 })).toBe(-1);
  });

  it('a short or mostly vertical gesture is no swipe (a tap, a scroll)', () => {
    expect(swipeStep({ x: 100, y: 100 }, { x: 140, y: 100 })).toBe(0);
    expect(swipeStep({ x: 100, y: 100 }, { x: 160, y: 180 })).toBe(0);
  });
});
