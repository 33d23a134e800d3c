import { useRef, type PointerEvent } from 'react';

/** Horizontal travel, in CSS pixels, that makes a touch a swipe. */
const SWIPE_PX = 40;

interface Point {
  x: number;
  y: number;
}

/** A gesture from `start` to `end`: +1 to the next slide (swiped left), -1 to the previous, 0 no swipe. */
export function swipeStep(start: Point, end: Point): -1 | 0 | 1 {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (Math.abs(dx) <= SWIPE_PX || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/**
 * A horizontal swipe on the stage moves by a slide (`onStep`) while `enabled` (not zoomed, more
 * than one slide). `wasSwipe` tells the click that ends a swipe apart from one that places a pin.
 */
export function useSwipe(enabled: boolean, onStep: (step: -1 | 1) => void) {
  const start = useRef<Point | null>(null);
  const swiped = useRef(false);

  const handlers = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      swiped.current = false;
      start.current = enabled ? { x: event.clientX, y: event.clientY } : null;
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const from = start.current;
      start.current = null;
      if (!from) return;
      const step = swipeStep(from, { x: event.clientX, y: event.clientY });
      if (step === 0) return;
      swiped.current = true;
      onStep(step);
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };

  return { handlers, wasSwipe: () => swiped.current };
}
