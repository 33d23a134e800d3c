import { Query } from '@nestjs/cqrs';
import type { Actor } from '../../../../common/auth/actor.js';
import type { BrandingView } from '../../branding.view.js';

/** A client's branding record, for the client, its linked designer or an admin. */
export class GetBrandingQuery extends Query<BrandingView> {
  constructor(
    readonly actor: Actor,
    readonly clientId: string,
  ) {
    super();
  }
}
