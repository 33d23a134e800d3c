import { Spin } from 'antd';
import { projectTexts as t } from '../texts';

/** The spec's loading text of an order ("Lädt...") with a spinner. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status" aria-live="polite" data-testid="project-loading">
      <Spin />
      <span>{t.loading}</span>
    </div>
  );
}
