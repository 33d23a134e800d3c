import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../common/auth/actor.js';
import type { LogoUploaded } from '../../../../contracts/client-answers.js';
import type { IncomingUploads } from '../../../../storage/index.js';

/** The client (or an admin) sets the client's logo: one image, at most 5 MB, kept private. */
export class UploadLogoCommand extends Command<LogoUploaded> {
  constructor(
    readonly actor: Actor,
    readonly clientId: string,
    /** Read only once the caller may set this logo. */
    readonly uploads: IncomingUploads,
  ) {
    super();
  }
}
