import { useState, type ReactNode } from 'react';
import { useLoadErrorToast } from '../errors';
import { LIVE, useListProjectsQuery } from '../projectsApi';
import { projectTexts as t } from '../texts';
import type { ProjectListItem, ProjectStatus } from '../types';
import { LoadFailure } from '../../../shared/LoadFailure';
import { Pager } from './Pager';
import { ProjectListSkeleton } from './ProjectListSkeleton';

export interface PagedProjectListProps {
  /** None means every status. */
  status?: readonly ProjectStatus[];
  pageSize: number;
  /** Shown when there are no orders at all with these statuses. */
  empty: ReactNode;
  children: (items: ProjectListItem[]) => ReactNode;
}

/** One page of the caller's orders with its loading, failure and empty states and the pager. */
export function PagedProjectList({ status, pageSize, empty, children }: PagedProjectListProps) {
  const [page, setPage] = useState(1);
  const { data, isLoading, isFetching, isError, refetch } = useListProjectsQuery({ status, page, pageSize }, LIVE);
  useLoadErrorToast(isError, t.loadProjectsError);

  if (isLoading) return <ProjectListSkeleton />;
  if (isError || !data) return <LoadFailure text={t.unavailable} onRetry={refetch} />;
  if (!data.items.length && page === 1) return empty;
  return (
    <div aria-busy={isFetching}>
      {children(data.items)}
      <Pager page={page} total={data.total} pageSize={pageSize} onChange={setPage} />
    </div>
  );
}
