import { Query } from '@nestjs/cqrs';
import type { AdminClientListItem } from '../../../contracts/admin-answers.js';

/** The admin's client cards, newest first, optionally searched by name, e-mail or brand name. */
export class ListClientsQuery extends Query<AdminClientListItem[]> {
  constructor(readonly search?: string) {
    super();
  }
}
