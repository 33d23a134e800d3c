import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { Actor } from '../common/auth/actor.js';
import { CurrentActor } from '../common/auth/decorators.js';
import { calendarSchema, type Calendar } from '../contracts/calendar-answers.js';
import { calendarQuerySchema } from '../contracts/calendar-requests.js';
import { ApiAnswer } from '../http/api-answer.js';
import { ClientCalendarQuery } from './queries/client-calendar/client-calendar.query.js';

/** A client's editorial calendar: the month plan's ideas and its orders by day. */
@ApiTags('calendar')
@ApiBearerAuth()
@Controller('clients/:clientId')
export class CalendarController {
  constructor(private readonly queries: QueryBus) {}

  @Get('calendar')
  @ApiAnswer(
    calendarSchema,
    200,
    'Any member of the client\'s company, its linked designer or an admin; 403 "Kein Zugriff auf diesen Kunden" for anyone else. 400 VALIDATION for a day that is none, from after to, or more than 62 days',
  )
  calendar(
    @CurrentActor() actor: Actor,
    @Param('clientId') clientId: string,
    @Query({ schema: calendarQuerySchema }) query: z.output<typeof calendarQuerySchema>,
  ): Promise<Calendar> {
    return this.queries.execute(new ClientCalendarQuery(actor, clientId, query.from, query.to));
  }
}
