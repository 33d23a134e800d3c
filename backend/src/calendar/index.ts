/** The calendar context's public surface: other contexts import these and nothing else of it (docs/architecture.md). */
export { CalendarModule } from './calendar.module.js';
