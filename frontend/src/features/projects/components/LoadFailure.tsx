import { Alert, Button } from 'antd';
import { projectTexts as t } from '../texts';

export interface LoadFailureProps {
  text: string;
  onRetry: () => void;
}

/** A load that failed (the toast has said so): what is missing and a retry button. */
export function LoadFailure({ text, onRetry }: LoadFailureProps) {
  return (
    <Alert
      type="error"
      showIcon
      title={text}
      data-testid="load-failure"
      action={
        <Button size="small" onClick={onRetry}>
          {t.retry}
        </Button>
      }
    />
  );
}
