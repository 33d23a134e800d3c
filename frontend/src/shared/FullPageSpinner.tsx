export interface FullPageSpinnerProps {
  /** Fill the viewport (start-up) or just the content area (page chunks). */
  fullscreen?: boolean;
}

/**
 * The loading state while a page's chunk or the session arrives. Drawn by CSS alone (global.css,
 * antd's spinner look): it shows on the way to the sign-in page too, which loads no antd
 * (docs/decisions.md, "First load").
 */
export function FullPageSpinner({ fullscreen = true }: FullPageSpinnerProps) {
  return (
    <div
      className={fullscreen ? 'page-spinner page-spinner--fullscreen' : 'page-spinner'}
      role="status"
      aria-live="polite"
      aria-label="Lädt..."
      data-testid="page-spinner"
    >
      <span className="page-spinner__dots" aria-hidden="true">
        <i />
        <i />
        <i />
        <i />
      </span>
    </div>
  );
}
