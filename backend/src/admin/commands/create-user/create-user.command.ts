import { Command } from '@nestjs/cqrs';
import type { UserView } from '../../../auth/auth.dto.js';
import type { CreateUserRequest } from './create-user.request.js';

/** An admin creates an account with a role (without signing itself out, unlike the original). */
export class CreateUserCommand extends Command<UserView & { status: string; createdAt: string }> {
  constructor(readonly user: CreateUserRequest) {
    super();
  }
}
