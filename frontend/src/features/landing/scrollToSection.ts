import type { SectionId } from './texts';

/** Smoothly scrolls to a landing section and moves keyboard focus there. */
export function scrollToSection(id: SectionId): void {
  const section = document.getElementById(id);
  if (!section) return;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  section.scrollIntoView?.({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  section.focus({ preventScroll: true });
}
