import { Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { formatCount } from '../../../shared/count';
import { useLoadErrorToast } from '../errors';
import { LIVE, useListProjectsQuery } from '../projectsApi';
import { projectTexts as t } from '../texts';
import type { ProjectListItem, ProjectListSort, ProjectStatus } from '../../../shared/orders/types';
import { LoadFailure } from '../../../shared/LoadFailure';
import { Pager } from './Pager';
import { ProjectListSkeleton } from './ProjectListSkeleton';

export interface PagedProjectListProps {
  /** None means every status. */
  status?: readonly ProjectStatus[];
  pageSize: number;
  /** Part of the title or of the client's name; empty means none. */
  search?: string;
  /** `due`: the soonest due first; newest first when none. */
  sort?: ProjectListSort;
  /** Shown when there are no orders at all with these statuses (and this search). */
  empty: ReactNode;
  children: (items: ProjectListItem[]) => ReactNode;
}

/** One page of the caller's orders with its loading, failure and empty states and the pager. */
export function PagedProjectList({ status, pageSize, search, sort, empty, children }: PagedProjectListProps) {
  // A new search or order starts at page 1; the last result stays shown (busy) until the new one is in.
  const [paging, setPaging] = useState({ search, sort, page: 1 });
  const page = paging.search === search && paging.sort === sort ? paging.page : 1;
  const setPage = (next: number) => setPaging({ search, sort, page: next });
  const { data, isLoading, isFetching, isError, refetch } = useListProjectsQuery(
    { status, page, pageSize, search, sort },
    LIVE,
  );
  useLoadErrorToast(isError, t.loadProjectsError);

  if (isLoading) return <ProjectListSkeleton />;
  if (isError || !data) return <LoadFailure text={t.unavailable} onRetry={refetch} />;
  if (!data.items.length && page === 1) return empty;
  return (
    <div aria-busy={isFetching}>
      {children(data.items)}
      <Typography.Paragraph type="secondary" className="list-total" data-testid="list-total">
        {t.orderCount(formatCount(data.total), data.total, data.totalCapped)}
      </Typography.Paragraph>
      {/* Capped, the pager offers the pages of the first `total`: the search and the filters reach the rest. */}
      <Pager page={page} total={data.total} pageSize={pageSize} onChange={setPage} />
    </div>
  );
}
