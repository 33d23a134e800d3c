import { useEffect, useRef, useState } from 'react';
import type { DesignVersion, Pin } from '../../../shared/orders/types';

/**
 * The version in an order's viewer and the pin highlighted on it, shared by the workspace's cards:
 * none chosen shows the current version, else the latest (a version that came back is the latest
 * and not current: it shows until the next one is submitted).
 */
export function useVersionViewer(versions: DesignVersion[], pins: Pin[]) {
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const [activePin, setActivePin] = useState<string | undefined>(undefined);
  // The viewer's card as state, not a ref: the cards read this hook's answer while rendering.
  const [viewerCard, setViewerCard] = useState<HTMLDivElement | null>(null);
  // After an upload the upload box goes away: the page leads to the new version once it is shown,
  // instead of staying scrolled where the box was (once per upload).
  const [uploads, setUploads] = useState(0);
  const ledTo = useRef(0);
  const versionCount = versions.length;
  useEffect(() => {
    if (uploads === ledTo.current || !viewerCard) return;
    viewerCard.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    ledTo.current = uploads;
  }, [uploads, versionCount, viewerCard]);

  const shown =
    versions.find((version) => version.number === chosen) ??
    versions.find((version) => version.current) ??
    versions.at(-1);
  const shownPins = shown ? pins.filter((pin) => pin.versionId === shown.id) : [];

  return {
    shown,
    shownPins,
    activePin,
    setActivePin,
    /** The callback ref of the card that holds the viewer. */
    attachViewer: setViewerCard,
    /** Another version in the viewer, nothing highlighted. */
    select: (versionNumber: number) => {
      setChosen(versionNumber);
      setActivePin(undefined);
    },
    /** A version (and one of its pins) brought into view. */
    showVersion: (versionNumber: number, pinId?: string) => {
      setChosen(versionNumber);
      setActivePin(pinId);
      viewerCard?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    },
    /** A new version was submitted: it is shown and scrolled to once it arrives. */
    followNewVersion: () => {
      setChosen(undefined);
      setUploads((count) => count + 1);
    },
  };
}

export type VersionViewer = ReturnType<typeof useVersionViewer>;
