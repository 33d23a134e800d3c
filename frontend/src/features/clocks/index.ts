/**
 * The order clocks' surface: the due line and the labels of turnarounds, stages and cantons.
 * Other features and app/ import this feature only through this file (.dependency-cruiser.cjs).
 */
export {
  CANTON_CODES,
  NEW_PLAN_TURNAROUND,
  TURNAROUND_BOUNDS,
  TURNAROUND_STAGE_KEYS,
  cantonNames,
  clockOwnerLabels,
  clockStageLabels,
  endedStageText,
  turnaroundStageLabels,
} from './clock';
export { DueLine } from './DueLine';
