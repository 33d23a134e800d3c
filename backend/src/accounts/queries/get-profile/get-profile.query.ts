import { Query } from '@nestjs/cqrs';
import type { MyProfile } from '../../../contracts/account-answers.js';

export class GetProfileQuery extends Query<MyProfile> {
  constructor(readonly accountId: string) {
    super();
  }
}
