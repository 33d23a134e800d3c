import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Account } from '../account.entity.js';
import { AppError } from '../../common/errors/app-error.js';
import type { MfaMethod } from '../../contracts/mfa.js';
import { Passkey } from './passkey.entity.js';
import { RecoveryCode } from './recovery-code.entity.js';
import { hashRecoveryCode, newRecoveryCodes, normalizeRecoveryCode } from './recovery-codes.js';
import { readSecondFactorCode } from './second-factor-code.js';
import { matchTotpCode } from './totp-codes.js';
import { TotpFactor } from './totp-factor.entity.js';
import { TotpSecretBox } from './totp-secret-box.js';
import { SessionStates } from '../session-states.js';

/** What an account has set up. */
export interface FactorState {
  totp: boolean;
  recoveryCodesLeft: number;
  passkeys: Passkey[];
}

/**
 * The second factors of an account as stored: the app's secret (sealed), recovery codes (hashed),
 * passkeys, and `account.mfa_enabled`, kept in step with them in the same transaction. Every method
 * takes the caller's EntityManager, so it runs inside the caller's transaction.
 */
@Injectable()
export class SecondFactors {
  constructor(
    private readonly box: TotpSecretBox,
    private readonly states: SessionStates,
  ) {}

  /**
   * The account's row, locked until the transaction ends: two changes of one account's factors take
   * turns, so two removals at once cannot both find the other factor still there.
   */
  async lock(em: EntityManager, accountId: string): Promise<Account> {
    const account = await em.findOne(
      Account,
      { id: accountId, deletedAt: null },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!account) throw AppError.unauthenticated();
    return account;
  }

  async state(em: EntityManager, accountId: string): Promise<FactorState> {
    const [totp, recoveryCodesLeft, passkeys] = await Promise.all([
      em.findOne(TotpFactor, { account: accountId }, { fields: ['secret'] }),
      em.count(RecoveryCode, { account: accountId, usedAt: null }),
      em.find(Passkey, { account: accountId }, { orderBy: { createdAt: 'asc', id: 'asc' } }),
    ]);
    const totpOn = Boolean(totp?.secret);
    return { totp: totpOn, recoveryCodesLeft: totpOn ? recoveryCodesLeft : 0, passkeys };
  }

  /** How the second step of a sign-in can be taken with what the account has. */
  static methods({ totp, recoveryCodesLeft, passkeys }: FactorState): MfaMethod[] {
    return [
      ...(totp ? (['totp'] as const) : []),
      ...(recoveryCodesLeft > 0 ? (['recovery'] as const) : []),
      ...(passkeys.length ? (['passkey'] as const) : []),
    ];
  }

  /** Writes `account.mfa_enabled` from what is stored now (call after every change, in its transaction): every replica reads it anew. */
  async keepInStep(em: EntityManager, accountId: string): Promise<void> {
    // Whether the account has a second factor is part of its standing (an admin without one may only set one up).
    await this.states.changing(accountId);
    await em.getConnection().execute(
      `update account a set mfa_enabled =
         exists (select 1 from totp_factor t where t.account_id = a.id and t.secret is not null)
         or exists (select 1 from passkey k where k.account_id = a.id)
        where a.id = ?`,
      [accountId],
      'run',
      em.getTransactionContext(),
    );
  }

  sealTotpSecret(secret: string, accountId: string): string {
    return this.box.seal(secret, accountId);
  }

  openTotpSecret(sealed: string, accountId: string): string | null {
    return this.box.open(sealed, accountId);
  }

  /** A new set of recovery codes: the old ones die. Answers the codes themselves, to be shown once. */
  async replaceRecoveryCodes(em: EntityManager, accountId: string): Promise<string[]> {
    await em.nativeDelete(RecoveryCode, { account: accountId });
    const codes = newRecoveryCodes();
    for (const code of codes)
      em.create(RecoveryCode, {
        account: em.getReference(Account, accountId),
        codeHash: hashRecoveryCode(normalizeRecoveryCode(code)!),
        usedAt: null,
      });
    await em.flush();
    return codes;
  }

  /**
   * A confirmed authenticator app with this secret, without recovery codes: for the demo admin of the
   * seed (a public demo secret) and the tests' signed-in admins. People set theirs up through the API.
   */
  async enrollTotp(em: EntityManager, accountId: string, secret: string): Promise<void> {
    await em.upsert(TotpFactor, {
      account: em.getReference(Account, accountId),
      secret: this.box.seal(secret, accountId),
      pendingSecret: null,
      confirmedAt: new Date(),
      lastUsedStep: null,
      updatedAt: new Date(),
    });
    await this.keepInStep(em, accountId);
  }

  /**
   * Spends a code of the second step: a current code of the app newer than the last one used, or
   * an unused recovery code. True when it was right; it then never counts again. Atomic in SQL, so
   * of two requests with one code exactly one gets through.
   */
  async useCode(em: EntityManager, accountId: string, input: string): Promise<boolean> {
    const code = readSecondFactorCode(input);
    if (!code) return false;
    if (code.kind === 'recovery') {
      const used = await em.nativeUpdate(
        RecoveryCode,
        { account: accountId, codeHash: hashRecoveryCode(code.code), usedAt: null },
        { usedAt: new Date() },
      );
      return used === 1;
    }
    const totp = await em.findOne(TotpFactor, { account: accountId });
    const secret = totp?.secret ? this.box.open(totp.secret, accountId) : null;
    if (!totp || !secret) return false;
    const step = await matchTotpCode(secret, code.code, { lastUsedStep: totp.lastUsedStep });
    if (step === null) return false;
    const taken = await em.nativeUpdate(
      TotpFactor,
      { account: accountId, $or: [{ lastUsedStep: null }, { lastUsedStep: { $lt: step } }] },
      { lastUsedStep: step },
    );
    return taken === 1;
  }

  /** Removes every factor of the account (an admin's reset): what was there, for the audit record. */
  async removeAll(
    em: EntityManager,
    accountId: string,
  ): Promise<{ totp: boolean; recoveryCodes: number; passkeys: number }> {
    const totp = await em.nativeDelete(TotpFactor, { account: accountId, secret: { $ne: null } });
    await em.nativeDelete(TotpFactor, { account: accountId });
    const recoveryCodes = await em.nativeDelete(RecoveryCode, { account: accountId, usedAt: null });
    await em.nativeDelete(RecoveryCode, { account: accountId });
    const passkeys = await em.nativeDelete(Passkey, { account: accountId });
    await this.keepInStep(em, accountId);
    return { totp: totp > 0, recoveryCodes, passkeys };
  }
}
