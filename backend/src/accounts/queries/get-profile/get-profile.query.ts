import { Query } from '@nestjs/cqrs';
import type { ProfileView } from '../get-me/me.view.js';

export class GetProfileQuery extends Query<ProfileView> {
  constructor(readonly accountId: string) {
    super();
  }
}
