import { Command } from '@nestjs/cqrs';
import type { ProfileView } from '../../../auth/queries/get-me/me.view.js';

export class UpdateProfileCommand extends Command<ProfileView> {
  constructor(
    readonly accountId: string,
    readonly changes: { name?: string; email?: string },
  ) {
    super();
  }
}
