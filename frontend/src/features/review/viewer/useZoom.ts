import { useState, type RefObject } from 'react';
import { clamp } from './files';

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;
export const ZOOM_STEP = 0.5;

type Scrolled = Pick<
  HTMLElement,
  'scrollLeft' | 'scrollTop' | 'scrollWidth' | 'scrollHeight' | 'clientWidth' | 'clientHeight'
>;

/** The middle of what is in view, as a share (0 to 1) of the whole scrolled content. */
export function viewCentre(stage: Scrolled): { x: number; y: number } {
  return {
    x: stage.scrollWidth ? (stage.scrollLeft + stage.clientWidth / 2) / stage.scrollWidth : 0.5,
    y: stage.scrollHeight ? (stage.scrollTop + stage.clientHeight / 2) / stage.scrollHeight : 0.5,
  };
}

/** Scrolls the stage so that a share of its content (a former viewCentre) is in the middle again. */
function scrollToCentre(stage: Scrolled, centre: { x: number; y: number }) {
  stage.scrollLeft = centre.x * stage.scrollWidth - stage.clientWidth / 2;
  stage.scrollTop = centre.y * stage.scrollHeight - stage.clientHeight / 2;
}

/**
 * The image's zoom, from 1x to 4x: another slide (`fileId`) starts unzoomed, and a change keeps the
 * middle of what is in view in the middle of the stage.
 */
export function useZoom(fileId: string | undefined, stageRef: RefObject<HTMLElement | null>) {
  const [zoom, setZoom] = useState(MIN_ZOOM);
  const [zoomedFile, setZoomedFile] = useState(fileId);
  if (fileId !== zoomedFile) {
    setZoomedFile(fileId);
    setZoom(MIN_ZOOM);
  }

  const changeZoom = (next: number) => {
    const stage = stageRef.current;
    const centre = stage ? viewCentre(stage) : null;
    setZoom(clamp(next, MIN_ZOOM, MAX_ZOOM));
    if (stage && centre && typeof window.requestAnimationFrame === 'function') {
      window.requestAnimationFrame(() => scrollToCentre(stage, centre));
    }
  };

  return { zoom, changeZoom };
}
