import { Query } from '@nestjs/cqrs';
import type { MeView } from './me.view.js';

export class GetMeQuery extends Query<MeView> {
  constructor(readonly accountId: string) {
    super();
  }
}
