/** The stage clocks' public surface: other contexts import these and nothing else of it (docs/architecture.md). */
export { AppSetting } from './app-setting.entity.js';
export { ClocksModule } from './clocks.module.js';
export { dayOf as zurichDay } from './domain/business-calendar.js';
export { owedMove } from './domain/stage-clock.js';
export type { Reminder, StageClock } from './domain/stage-clock.js';
export { dayLabel, digestDayAt } from './domain/reminders-due.js';
export { clockOfProject } from './project-clock.js';
export { clockOfStage, installationCalendar, stepsDue } from './stage-steps.js';
export { loadStageTerms, stageBeginning, stageEnding } from './stage-terms.js';
export type { StageTerms } from './stage-terms.js';
export type { EndedStage } from './domain/stage-clock.js';
