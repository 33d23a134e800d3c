import { Typography } from 'antd';
import type { OrderClock } from './clock';
import { dueText } from './clock';
import { ClockStateTag } from './ClockStateTag';
import './clocks.css';

export interface DueLineProps {
  /** null: no stage runs (completed), and the line shows nothing. */
  clock: OrderClock | null;
  className?: string;
}

/** An order's due day and its state in a list: «fällig am Do, 3. Dez.» and the state's tag. */
export function DueLine({ clock, className }: DueLineProps) {
  if (!clock) return null;
  return (
    <span className={['due-line', className].filter(Boolean).join(' ')} data-testid="due-line">
      <Typography.Text type={clock.state === 'overdue' ? 'danger' : 'secondary'} className="due-line__text">
        {dueText(clock)}
      </Typography.Text>
      <ClockStateTag state={clock.state} />
    </span>
  );
}
