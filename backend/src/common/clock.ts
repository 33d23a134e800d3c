/**
 * The time, as everything that decides by it asks for it: stage clocks, reminders, schedules.
 * Injected (ConfigModule provides the system's), so that tests move time instead of waiting.
 */
export abstract class Clock {
  abstract now(): Date;
}

/** The machine's clock. */
export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}
