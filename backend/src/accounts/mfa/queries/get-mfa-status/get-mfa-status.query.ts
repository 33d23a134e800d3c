import { Query } from '@nestjs/cqrs';
import type { MfaStatus } from '../../../../contracts/mfa-answers.js';

/** The account's second factors as "Mein Profil → Sicherheit" shows them. */
export class GetMfaStatusQuery extends Query<MfaStatus> {
  constructor(readonly accountId: string) {
    super();
  }
}
