/** "Monatsplan generieren": the client's next calendar month, made by the `ai` worker. */
export class GenerateMonthPlanCommand {
  constructor(
    readonly clientId: string,
    readonly actorId: string,
    readonly now: Date = new Date(),
  ) {}
}
