import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { Attachment } from '../../../shared/orders/types';
import { clamp } from './files';
import type { Marker } from './pins';

interface SlidesOptions {
  files: Attachment[];
  markers: Marker[];
  /** Controlled slide index; uncontrolled without it. */
  index?: number;
  onIndexChange?: (index: number) => void;
  /** A highlighted pin: its slide is brought into view. */
  activeKey?: string;
}

/**
 * Which slide is shown, controlled by the parent or kept here: `go` moves to another (clamped), ←/→
 * on the viewer browse, and a highlighted pin on another slide brings its slide into view.
 */
export function useSlides({ files, markers, index, onIndexChange, activeKey }: SlidesOptions) {
  const [ownIndex, setOwnIndex] = useState(0);
  const count = files.length;
  const current = clamp(index ?? ownIndex, 0, Math.max(0, count - 1));

  const go = (next: number) => {
    if (!count) return;
    const target = clamp(next, 0, count - 1);
    if (target === current) return;
    if (index === undefined) setOwnIndex(target);
    onIndexChange?.(target);
  };

  const activeFile = activeKey ? markers.find((marker) => marker.key === activeKey)?.attachmentId : undefined;
  const activeIndex = activeFile ? files.findIndex((f) => f.id === activeFile) : -1;
  const [seenActive, setSeenActive] = useState<string | undefined>(undefined);
  if (activeKey !== seenActive) {
    setSeenActive(activeKey);
    if (index === undefined && activeIndex >= 0 && activeIndex !== current) setOwnIndex(activeIndex);
  }
  // A controlled index is the parent's to change: told after rendering.
  const lastActive = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (activeKey === lastActive.current) return;
    lastActive.current = activeKey;
    if (index !== undefined && activeIndex >= 0 && activeIndex !== current) onIndexChange?.(activeIndex);
  }, [activeKey, activeIndex, current, index, onIndexChange]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    // Arrow keys keep their meaning in fields and in the video's own controls.
    if (target.closest('input, textarea, select, video, [role="slider"], [contenteditable="true"]')) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(current - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(current + 1);
    }
  };

  return { current, count, file: files.at(current), go, onKeyDown };
}
