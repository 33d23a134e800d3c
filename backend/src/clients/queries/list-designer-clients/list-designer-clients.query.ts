import { Query } from '@nestjs/cqrs';
import type { Actor } from '../../../common/auth/actor.js';
import type { DesignerClient } from '../../../contracts/client-answers.js';

/** The clients linked to the signed-in designer, by name (the designer's brand viewer, spec 001). */
export class ListDesignerClientsQuery extends Query<DesignerClient[]> {
  constructor(readonly actor: Actor) {
    super();
  }
}
