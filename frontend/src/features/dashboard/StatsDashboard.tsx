import { Card, Skeleton, Statistic, type SkeletonProps } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { LoadFailure } from '../../shared/LoadFailure';
import { PageHeading } from '../../shared/PageHeading';
import { useToast } from '../../shared/toast';
import { dashboardTexts as t } from './texts';

export interface StatsDashboardProps {
  title: string;
  subtitle: string;
  /** The orders due first (a DueOrdersCard), under the heading. */
  dueOrders: ReactNode;
  /** The numbers could not be loaded: a toast says so once, and a retry stands in their place. */
  statsFailed: boolean;
  onRetryStats: () => void;
  /** The numbers, while they have not failed. */
  stats: ReactNode;
  /** What follows the numbers. */
  children?: ReactNode;
}

/** The staff's start page (the admin's and the designer's): heading, due orders, the numbers, the rest. */
export function StatsDashboard({
  title,
  subtitle,
  dueOrders,
  statsFailed,
  onRetryStats,
  stats,
  children,
}: StatsDashboardProps) {
  const toast = useToast();

  useEffect(() => {
    if (statsFailed) toast.error(t.statsError);
  }, [statsFailed, toast]);

  return (
    <div className="dashboard">
      <PageHeading title={title} subtitle={subtitle} />
      {dueOrders}
      {statsFailed ? (
        <LoadFailure className="dashboard-alert" text={t.statsUnavailable} onRetry={onRetryStats} />
      ) : (
        stats
      )}
      {children}
    </div>
  );
}

export interface StatCardProps {
  testId: string;
  /** A skeleton in its place while the number loads. */
  loading: boolean;
  /** The skeleton's paragraph (antd's), as tall as the number it stands for. */
  skeletonParagraph: SkeletonProps['paragraph'];
  title: ReactNode;
  value: string | number | undefined;
}

/** One number of the dashboard in its card. */
export function StatCard({ testId, loading, skeletonParagraph, title, value }: StatCardProps) {
  return (
    <Card className="dashboard-card" data-testid={testId}>
      {loading ? <Skeleton active paragraph={skeletonParagraph} /> : <Statistic title={title} value={value} />}
    </Card>
  );
}
