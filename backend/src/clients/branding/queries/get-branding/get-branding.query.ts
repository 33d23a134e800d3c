import { Query } from '@nestjs/cqrs';
import type { Actor } from '../../../../common/auth/actor.js';
import type { Branding } from '../../../../contracts/client-answers.js';

/** A client's branding record, for the client, its linked designer or an admin. */
export class GetBrandingQuery extends Query<Branding> {
  constructor(
    readonly actor: Actor,
    readonly clientId: string,
  ) {
    super();
  }
}
