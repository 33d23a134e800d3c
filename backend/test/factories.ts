import { MikroORM, RequestContext } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { generate } from 'otplib';
import { Account } from '../src/accounts/account.entity.js';
import { AccountRegistry } from '../src/accounts/account-registry.js';
import { UserRole } from '../src/accounts/user-role.entity.js';
import { SecondFactors } from '../src/accounts/mfa/second-factors.js';
import { newTotpSecret } from '../src/accounts/mfa/totp-codes.js';
import { ClientDesigner } from '../src/clients/client-designer.entity.js';
import type { Role } from '../src/contracts/roles.js';
import type { SubscriptionStatus } from '../src/contracts/plans.js';
import type { MemberRole } from '../src/contracts/team.js';
import { Plan } from '../src/billing/plan.entity.js';
import { Subscription } from '../src/billing/subscription.entity.js';
import { PLAN_CATALOGUE } from '../src/seed/plan-catalogue.js';
import { uniqueEmail, type TestApp } from './test-app.js';

export const TEST_PASSWORD = 'richtig-geheim';

export interface TestUser {
  id: string;
  email: string;
  name: string;
  role: Role | null;
  password: string;
}

/** Runs fn in its own MikroORM context, as a request or job would. */
export function inContext<T>(app: TestApp, fn: (em: EntityManager) => Promise<T>): Promise<T> {
  const orm = app.get<MikroORM>(MikroORM);
  return RequestContext.create(orm.em, () => fn(app.get<EntityManager>(EntityManager)));
}

export async function createUser(
  app: TestApp,
  role: Role | null,
  name = `Test ${role ?? 'ohne Rolle'}`,
): Promise<TestUser> {
  const email = uniqueEmail(role ?? 'norole');
  const user = await inContext(app, () =>
    app.get<AccountRegistry>(AccountRegistry).create({ name, email, password: TEST_PASSWORD, role }),
  );
  return { ...user, password: TEST_PASSWORD };
}

/**
 * An account invited into a company (`clientId`: its owner's id) with the role, as the team's
 * invitation makes it; `joined`: it has set its password since (an invitation still open otherwise).
 */
export async function createMember(
  app: TestApp,
  clientId: string,
  role: MemberRole,
  { name = `Test ${role}`, joined = false }: { name?: string; joined?: boolean } = {},
): Promise<TestUser> {
  const email = uniqueEmail(role);
  const user = await inContext(app, () =>
    app.get<AccountRegistry>(AccountRegistry).create({
      name,
      email,
      password: TEST_PASSWORD,
      role: 'client',
      membership: { clientId, role, invitedBy: clientId },
    }),
  );
  if (joined)
    await inContext(app, (em) =>
      em.getConnection().execute('update client_member set joined_at = now() where user_id = ?', [user.id]),
    );
  return { ...user, password: TEST_PASSWORD };
}

export type SignedInUser = TestUser & { auth: Record<string, string> };

/** A new account of the role, signed in: the user and its bearer header. */
export async function createSignedIn(app: TestApp, role: Role | null, name?: string): Promise<SignedInUser> {
  const user = await createUser(app, role, name);
  return { ...user, auth: (await signIn(app, user)).auth };
}

/** The authenticator-app secrets the factories gave test admins, by account id. */
const totpSecrets = new Map<string, string>();

/**
 * Admins must have a second factor: an admin without one gets its authenticator app set up directly
 * (as the demo seed does), with a secret of its own that signIn then makes codes of. signIn does
 * this by itself; a test that makes its own tokens for an admin calls it first.
 */
export async function ensureSecondFactor(app: TestApp, email: string): Promise<void> {
  await inContext(app, async (em) => {
    const account = await em.findOne(Account, { email: Account.normalizeEmail(email) });
    if (!account || account.mfaEnabled || (await em.findOne(UserRole, { user: account.id }))?.role !== 'admin') return;
    const secret = newTotpSecret();
    await app.get<SecondFactors>(SecondFactors).enrollTotp(em, account.id, secret);
    totpSecrets.set(account.id, secret);
  });
}

/** The second step of a sign-in with a code of the app the factories set up. */
async function secondStep(app: TestApp, email: string, mfaToken: string) {
  const code = await inContext(app, async (em) => {
    const account = await em.findOneOrFail(Account, { email: Account.normalizeEmail(email) });
    const secret = totpSecrets.get(account.id);
    if (!secret)
      throw new Error(`${email} has a second factor the factories did not set up: sign it in through the API`);
    // Test admins sign in many times a minute: the code of the current step counts again here (the
    // replay rule has its own tests, backend/test/accounts/mfa.int-spec.ts).
    await em.getConnection().execute('update totp_factor set last_used_step = null where account_id = ?', [account.id]);
    return generate({ secret });
  });
  return app.request('POST', '/api/auth/mfa/verify', { payload: { mfaToken, code } });
}

/**
 * Signs in through the API and returns the bearer header and the refresh cookie. An admin takes the
 * second step with its authenticator app (set up here when it has none), so it is a working admin.
 */
export async function signIn(app: TestApp, user: Pick<TestUser, 'email' | 'password'>) {
  await ensureSecondFactor(app, user.email);
  let response = await app.request('POST', '/api/auth/sign-in', {
    payload: { email: user.email, password: user.password },
  });
  if (response.statusCode === 200 && response.json<{ mfaRequired?: boolean }>().mfaRequired) {
    response = await secondStep(app, user.email, response.json<{ mfaToken: string }>().mfaToken);
  }
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const accessToken = response.json<{ accessToken: string }>().accessToken;
  return {
    accessToken,
    auth: { authorization: `Bearer ${accessToken}` },
    refreshCookie: (response.cookies.cf_refresh ?? response.cookies['__Secure-cf_refresh']).value,
  };
}

/** The seeded plan catalogue (Basic, Business, Premium), written once per test database. */
export async function ensurePlans(app: TestApp): Promise<Plan[]> {
  return inContext(app, async (em) => {
    if (!(await em.count(Plan, {}))) {
      for (const plan of PLAN_CATALOGUE)
        em.create(Plan, { ...plan, features: [...plan.features], stripePriceId: null });
      await em.flush();
    }
    return em.find(Plan, { name: { $in: PLAN_CATALOGUE.map((plan) => plan.name) } }, { orderBy: { price: 'asc' } });
  });
}

export async function subscribe(
  app: TestApp,
  clientId: string,
  plan: Plan,
  status: SubscriptionStatus = 'active',
): Promise<void> {
  await inContext(app, async (em) => {
    const start = new Date();
    em.create(Subscription, {
      user: clientId,
      plan: plan.id,
      status,
      stripeSubscriptionId: null,
      currentPeriodStart: start,
      currentPeriodEnd: Subscription.oneMonthFrom(start),
    });
    await em.flush();
  });
}

export async function linkDesigner(app: TestApp, clientId: string, designerId: string): Promise<void> {
  await inContext(app, async (em) => {
    em.create(ClientDesigner, { client: clientId, designer: designerId, assignedBy: null });
    await em.flush();
  });
}
