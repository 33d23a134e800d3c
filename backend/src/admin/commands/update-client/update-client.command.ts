import { Command } from '@nestjs/cqrs';
import type { AdminClientDetail, UpdateClientBody } from '../../../contracts/admin.js';

/** An admin edits a client's name, e-mail and brand fields (what is given changes). */
export class UpdateClientCommand extends Command<AdminClientDetail> {
  constructor(
    readonly clientId: string,
    readonly changes: UpdateClientBody,
  ) {
    super();
  }
}
