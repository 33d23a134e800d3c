import { Spin } from 'antd';

export interface FullPageSpinnerProps {
  /** Fill the viewport (start-up) or just the content area (page chunks). */
  fullscreen?: boolean;
}

export function FullPageSpinner({ fullscreen = true }: FullPageSpinnerProps) {
  return (
    <div
      className={fullscreen ? 'page-spinner page-spinner--fullscreen' : 'page-spinner'}
      role="status"
      aria-live="polite"
      aria-label="Lädt..."
      data-testid="page-spinner"
    >
      <Spin size="large" />
    </div>
  );
}
