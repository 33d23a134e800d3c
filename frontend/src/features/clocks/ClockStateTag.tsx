import { Tag } from 'antd';
import type { ClockState } from '../../shared/contracts';
import { clockStateColors, clockStateLabels } from './clock';

export interface ClockStateTagProps {
  state: ClockState;
}

/** «im Plan» (grey), «heute fällig» (orange) or «überfällig» (red). */
export function ClockStateTag({ state }: ClockStateTagProps) {
  return (
    <Tag color={clockStateColors[state]} data-testid="clock-state">
      {clockStateLabels[state]}
    </Tag>
  );
}
