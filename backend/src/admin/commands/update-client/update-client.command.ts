import { Command } from '@nestjs/cqrs';
import type { AdminClientDetail } from '../../../contracts/admin-answers.js';
import type { UpdateClientValues } from '../../../contracts/admin-requests.js';

/** An admin edits a client's name, e-mail and brand fields (what is given changes). */
export class UpdateClientCommand extends Command<AdminClientDetail> {
  constructor(
    readonly clientId: string,
    readonly changes: UpdateClientValues,
  ) {
    super();
  }
}
