import { Command } from '@nestjs/cqrs';

/**
 * An admin's «Kunde löschen» of a company: its erasure, run at once (the privacy context handles it
 * with the erasure's executor; admin may not import privacy, so it only says what is to happen).
 * The orders stay as anonymous counts, so the designers' statistics and the agency's months keep
 * them; an audit record says who asked and who executed.
 */
export class EraseCompanyNowCommand extends Command<void> {
  constructor(
    readonly adminId: string,
    readonly clientId: string,
  ) {
    super();
  }
}
