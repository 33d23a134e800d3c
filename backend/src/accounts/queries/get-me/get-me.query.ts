import { Query } from '@nestjs/cqrs';
import type { Me } from '../../../contracts/account-answers.js';

export class GetMeQuery extends Query<Me> {
  constructor(readonly accountId: string) {
    super();
  }
}
