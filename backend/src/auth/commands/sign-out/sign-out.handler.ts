import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { RefreshToken } from '../../refresh-token.entity.js';
import { TokenService } from '../../token.service.js';
import { SignOutCommand } from './sign-out.command.js';

@CommandHandler(SignOutCommand)
export class SignOutHandler implements ICommandHandler<SignOutCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ refreshToken }: SignOutCommand): Promise<void> {
    if (!refreshToken) return;
    const stored = await this.em.findOne(RefreshToken, { tokenHash: TokenService.hashRefreshToken(refreshToken) });
    if (!stored) return;
    await this.em.nativeUpdate(RefreshToken, { familyId: stored.familyId, revokedAt: null }, { revokedAt: new Date() });
  }
}
