import type { CSSProperties, ReactNode } from 'react';

/**
 * Clipped to nothing but read by screen readers. Styled inline, not by a class: a class lives in
 * some feature's CSS chunk, and where that chunk is not loaded yet (the notification drawer on a
 * phone, opened before any dashboard) the text showed.
 */
const HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};

export interface VisuallyHiddenProps {
  children: ReactNode;
}

export function VisuallyHidden({ children }: VisuallyHiddenProps) {
  return <span style={HIDDEN}>{children}</span>;
}
