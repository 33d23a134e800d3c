import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Profile } from '../../profile.entity.js';
import { AppError, MESSAGES } from '../../../common/errors/app-error.js';
import { roleOf, authUserOf } from '../../accounts-lookup.js';
import { GetMeQuery } from './get-me.query.js';
import type { Me } from '../../../contracts/account-answers.js';

@QueryHandler(GetMeQuery)
export class GetMeHandler implements IQueryHandler<GetMeQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ accountId }: GetMeQuery): Promise<Me> {
    const profile = await this.em.findOne(Profile, { account: accountId }, { populate: ['account'] });
    if (!profile) throw AppError.unauthenticated(MESSAGES.sessionExpired);
    const account = profile.account;
    return {
      user: authUserOf(account, await roleOf(this.em, accountId)),
      profile: {
        id: account.id,
        name: account.name,
        email: account.email,
        status: profile.status,
        createdAt: profile.createdAt.toISOString(),
      },
    };
  }
}
