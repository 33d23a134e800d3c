/** "Monatsplan generieren": the client's current or next calendar month (next when left out), made by the `ai` worker. */
export class GenerateMonthPlanCommand {
  constructor(
    readonly clientId: string,
    readonly actorId: string,
    /** YYYY-MM: this month or the next in Zurich; any other is refused (400). */
    readonly month: string | undefined,
    readonly now: Date = new Date(),
  ) {}
}
