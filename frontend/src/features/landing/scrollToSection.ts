import type { SectionId } from './texts';

/** The class that lays out every band at once (landing.css, «Below the first screen»). */
const COMPLETE = 'landing--complete';

/**
 * Lays out the whole landing page now: the bands below the first screen are otherwise laid out
 * only when they come near the window (`content-visibility: auto`), with an estimated height
 * until then, and a (smooth) scroll to a band far down would aim at the estimate.
 */
export function layOutWholePage(): void {
  document.querySelector('.landing')?.classList.add(COMPLETE);
}

/** Smoothly scrolls to a landing section and moves keyboard focus there. */
export function scrollToSection(id: SectionId): void {
  const section = document.getElementById(id);
  if (!section) return;
  layOutWholePage();
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  section.scrollIntoView?.({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  section.focus({ preventScroll: true });
}
