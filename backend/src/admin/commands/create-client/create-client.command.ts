import { Command } from '@nestjs/cqrs';
import type { AdminClientDetail } from '../../../contracts/admin-answers.js';
import type { CreateClientValues } from '../../../contracts/admin-requests.js';

/** An admin creates a client: account, profile, role and branding record in one transaction. */
export class CreateClientCommand extends Command<AdminClientDetail> {
  constructor(readonly client: CreateClientValues) {
    super();
  }
}
