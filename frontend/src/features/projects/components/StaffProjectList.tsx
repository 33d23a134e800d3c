import { Empty } from 'antd';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ListSearch, useListSearch } from '../../../shared/ListSearch';
import { isProjectStatus, type StatusFilter } from '../../../shared/orders/status';
import { projectTexts as t } from '../texts';
import type { ProjectListItem, ProjectListSort } from '../../../shared/orders/types';
import { ListSort, useListSort } from './ListSort';
import { PagedProjectList } from './PagedProjectList';
import { ProjectCardGrid } from './ProjectCard';
import { StatusFilterBar, statusFilterLabel } from './StatusFilterBar';

/** Cards in a grid of up to four columns: 12 fill whole rows of 2, 3 and 4. */
const STAFF_PAGE_SIZE = 12;

interface FilteredListProps {
  filter: StatusFilter;
  search: string;
  sort: ProjectListSort | undefined;
  emptyAll: string;
  linkTo: (project: ProjectListItem) => string;
  showClient: boolean;
}

function FilteredList({ filter, search, sort, emptyAll, linkTo, showClient }: FilteredListProps) {
  let emptyText = filter === 'all' ? emptyAll : t.emptyStatus(statusFilterLabel(filter));
  if (search) emptyText = t.emptySearch(search);
  return (
    <PagedProjectList
      status={filter === 'all' ? undefined : [filter]}
      search={search}
      sort={sort}
      pageSize={STAFF_PAGE_SIZE}
      empty={<Empty description={emptyText} data-testid="projects-empty" />}
    >
      {(items) => <ProjectCardGrid projects={items} linkTo={linkTo} audience="staff" showClient={showClient} />}
    </PagedProjectList>
  );
}

export interface StaffProjectListProps {
  filters: readonly StatusFilter[];
  emptyAll: string;
  linkTo: (project: ProjectListItem) => string;
  showClient?: boolean;
}

/**
 * Orders as cards, newest first or the soonest due first (`?sort=due`), with status filter buttons
 * kept in `?status=` and a search by title or client kept in `?q=` (asked once typing pauses).
 */
export function StaffProjectList({ filters, emptyAll, linkTo, showClient = true }: StaffProjectListProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [sort, setSort] = useListSort();
  const { text, setText, search } = useListSearch(searchParams.get('q') ?? '');
  useEffect(() => {
    if ((searchParams.get('q') ?? '') === search) return;
    const params = new URLSearchParams(searchParams);
    if (search) params.set('q', search);
    else params.delete('q');
    setSearchParams(params, { replace: true });
  }, [search, searchParams, setSearchParams]);
  const requested = searchParams.get('status') ?? 'all';
  const filter: StatusFilter =
    requested !== 'all' && isProjectStatus(requested) && filters.includes(requested) ? requested : 'all';

  const change = (next: StatusFilter) => {
    const params = new URLSearchParams(searchParams);
    if (next === 'all') params.delete('status');
    else params.set('status', next);
    setSearchParams(params);
  };

  return (
    <>
      <ListSearch
        className="project-search"
        label={t.searchOrders}
        placeholder={t.searchOrdersPlaceholder}
        value={text}
        onChange={setText}
      />
      <StatusFilterBar filters={filters} value={filter} onChange={change} />
      <ListSort value={sort} onChange={setSort} />
      <FilteredList
        key={filter}
        filter={filter}
        search={search}
        sort={sort}
        emptyAll={emptyAll}
        linkTo={linkTo}
        showClient={showClient}
      />
    </>
  );
}
