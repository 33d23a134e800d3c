import { Segmented } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { projectTexts as t } from '../texts';
import type { ProjectListSort } from '../../../shared/orders/types';

type SortChoice = ProjectListSort | 'newest';

/**
 * The order of a list kept in `?sort=` (`due`: the soonest due first, the server's `?sort=due`);
 * newest first when absent or unknown.
 */
export function useListSort(): [ProjectListSort | undefined, (next: ProjectListSort | undefined) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const sort = searchParams.get('sort') === 'due' ? 'due' : undefined;
  const setSort = (next: ProjectListSort | undefined) => {
    const params = new URLSearchParams(searchParams);
    if (next) params.set('sort', next);
    else params.delete('sort');
    setSearchParams(params, { replace: true });
  };
  return [sort, setSort];
}

export interface ListSortProps {
  value: ProjectListSort | undefined;
  onChange: (next: ProjectListSort | undefined) => void;
}

/** «Neueste zuerst» / «Nach Fälligkeit». */
export function ListSort({ value, onChange }: ListSortProps) {
  return (
    <div className="list-sort" role="group" aria-label={t.sortLabel}>
      <Segmented<SortChoice>
        size="small"
        value={value ?? 'newest'}
        onChange={(next) => onChange(next === 'newest' ? undefined : next)}
        options={[
          { value: 'newest', label: t.sortNewest },
          { value: 'due', label: <span data-testid="sort-due">{t.sortDue}</span> },
        ]}
      />
    </div>
  );
}
