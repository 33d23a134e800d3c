import { Alert, Button } from 'antd';

const RETRY = 'Erneut versuchen';

export interface LoadFailureProps {
  /** What could not be loaded, e.g. "Fehler beim Laden der Benutzer". */
  text: string;
  /** Without it (e.g. a record that does not exist) no retry is offered. */
  onRetry?: () => void;
  /** The retry is under way: the button spins. */
  retrying?: boolean;
  /** A second line: what the visitor can still do meanwhile. */
  description?: string;
  className?: string;
}

/** A load that failed: what is missing and a retry button, the same on every screen. */
export function LoadFailure({ text, onRetry, retrying = false, description, className }: LoadFailureProps) {
  return (
    <Alert
      type="error"
      showIcon
      title={text}
      description={description}
      className={className}
      data-testid="load-failure"
      action={
        onRetry ? (
          <Button size="small" onClick={onRetry} loading={retrying}>
            {RETRY}
          </Button>
        ) : undefined
      }
    />
  );
}
