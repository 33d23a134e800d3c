import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../common/auth/actor.js';
import type { Branding } from '../../../../contracts/client-answers.js';

/** The client (or an admin) saves the client's brand: the brand object, its website and social links. */
export class UpdateBrandingCommand extends Command<Branding> {
  constructor(
    readonly actor: Actor,
    readonly clientId: string,
    /** The raw body: checked against the brand's schema once the caller may write (`brandingUpdateSchema`). */
    readonly body: unknown,
  ) {
    super();
  }
}
