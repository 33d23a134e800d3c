import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { roleOf } from '../../../accounts-lookup.js';
import type { MfaStatus } from '../../../../contracts/mfa-answers.js';
import { SecondFactors } from '../../second-factors.js';
import { GetMfaStatusQuery } from './get-mfa-status.query.js';

@QueryHandler(GetMfaStatusQuery)
export class GetMfaStatusHandler implements IQueryHandler<GetMfaStatusQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly factors: SecondFactors,
  ) {}

  async execute({ accountId }: GetMfaStatusQuery): Promise<MfaStatus> {
    const [{ totp, recoveryCodesLeft, passkeys }, role] = await Promise.all([
      this.factors.state(this.em, accountId),
      roleOf(this.em, accountId),
    ]);
    return {
      totp,
      recoveryCodesLeft,
      passkeys: passkeys.map((passkey) => ({
        id: passkey.id,
        name: passkey.name,
        createdAt: passkey.createdAt.toISOString(),
        lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
      })),
      required: role === 'admin',
    };
  }
}
