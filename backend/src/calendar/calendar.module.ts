import { Module } from '@nestjs/common';
import { CalendarController } from './calendar.controller.js';
import { ClientCalendarHandler } from './queries/client-calendar/client-calendar.handler.js';

/** The editorial calendar's read model (SQL over the month plans' ideas and the orders). */
@Module({
  controllers: [CalendarController],
  providers: [ClientCalendarHandler],
})
export class CalendarModule {}
