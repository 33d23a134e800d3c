import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { MyProfile } from '../../../contracts/account-answers.js';
import { AppError } from '../../../common/errors/app-error.js';
import { Profile } from '../../profile.entity.js';
import { GetProfileQuery } from './get-profile.query.js';

@QueryHandler(GetProfileQuery)
export class GetProfileHandler implements IQueryHandler<GetProfileQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ accountId }: GetProfileQuery): Promise<MyProfile> {
    const profile = await this.em.findOne(Profile, { account: accountId }, { populate: ['account'] });
    if (!profile) throw AppError.notFound('Profil nicht gefunden');
    const account = profile.account;
    return {
      id: account.id,
      name: account.name,
      email: account.email,
      status: profile.status,
      createdAt: profile.createdAt.toISOString(),
    };
  }
}
