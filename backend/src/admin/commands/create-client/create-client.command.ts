import { Command } from '@nestjs/cqrs';
import type { AdminClientDetail, CreateClientBody } from '../../../contracts/admin.js';

/** An admin creates a client: account, profile, role and branding record in one transaction. */
export class CreateClientCommand extends Command<AdminClientDetail> {
  constructor(readonly client: CreateClientBody) {
    super();
  }
}
