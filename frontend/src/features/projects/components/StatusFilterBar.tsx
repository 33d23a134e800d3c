import { Button } from 'antd';
import { projectStatusLabel, type StatusFilter } from '../../../shared/orders/status';
import { projectTexts as t } from '../texts';

export interface StatusFilterBarProps {
  filters: readonly StatusFilter[];
  value: StatusFilter;
  onChange: (filter: StatusFilter) => void;
}

export function statusFilterLabel(filter: StatusFilter): string {
  return filter === 'all' ? t.filterAll : projectStatusLabel(filter, 'staff');
}

/** Toggle buttons, one per status (designers and admins read "Kunden-Review"). */
export function StatusFilterBar({ filters, value, onChange }: StatusFilterBarProps) {
  return (
    <div role="group" aria-label={t.filterLabel} className="status-filter" data-testid="status-filter">
      {filters.map((filter) => (
        <Button
          key={filter}
          type={filter === value ? 'primary' : 'default'}
          aria-pressed={filter === value}
          onClick={() => onChange(filter)}
        >
          {statusFilterLabel(filter)}
        </Button>
      ))}
    </div>
  );
}
