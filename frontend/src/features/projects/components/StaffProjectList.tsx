import { Empty } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { isProjectStatus, type StatusFilter } from '../status';
import { projectTexts as t } from '../texts';
import type { ProjectListItem } from '../types';
import { PagedProjectList } from './PagedProjectList';
import { ProjectCardGrid } from './ProjectCard';
import { StatusFilterBar, statusFilterLabel } from './StatusFilterBar';

/** Cards in a grid of up to four columns: 12 fill whole rows of 2, 3 and 4. */
const STAFF_PAGE_SIZE = 12;

interface FilteredListProps {
  filter: StatusFilter;
  emptyAll: string;
  linkTo: (project: ProjectListItem) => string;
  showClient: boolean;
}

function FilteredList({ filter, emptyAll, linkTo, showClient }: FilteredListProps) {
  return (
    <PagedProjectList
      status={filter === 'all' ? undefined : [filter]}
      pageSize={STAFF_PAGE_SIZE}
      empty={<Empty description={filter === 'all' ? emptyAll : t.emptyStatus(statusFilterLabel(filter))} data-testid="projects-empty" />}
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

/** Orders as cards, newest first, with status filter buttons kept in `?status=`. */
export function StaffProjectList({ filters, emptyAll, linkTo, showClient = true }: StaffProjectListProps) {
  const [searchParams, setSearchParams] = useSearchParams();
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
      <StatusFilterBar filters={filters} value={filter} onChange={change} />
      <FilteredList key={filter} filter={filter} emptyAll={emptyAll} linkTo={linkTo} showClient={showClient} />
    </>
  );
}
