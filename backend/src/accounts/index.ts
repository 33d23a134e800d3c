/** The accounts context's public surface: other contexts import these and nothing else of it (docs/architecture.md). */
export { AccessTokens } from './access-tokens.js';
export { AccountSessions } from './account-sessions.js';
export { AccountRegistry } from './account-registry.js';
export { Account } from './account.entity.js';
export { ClientMember } from './client-member.entity.js';
export { companiesNamedLike, companyIds, isCompany } from './companies.js';
export { CurrentPassword } from './current-password.js';
export {
  accountsWithRole,
  clientAccounts,
  clientsByName,
  contactsOf,
  invitationOf,
  lockAccount,
  membershipsOf,
  namedPeople,
  otherActiveAdmins,
  peopleOf,
  peopleWithRole,
  rolesOf,
  standingOf,
  undeletedWithRole,
  type Membership,
  type Person,
} from './people.js';
export { AccountSessionsModule } from './account-sessions.module.js';
export { AccountsModule } from './accounts.module.js';
export { AuthModule } from './auth.module.js';
export { MfaSignIn } from './mfa/mfa-sign-in.entity.js';
export { PasskeyRegistration } from './mfa/passkey-registration.entity.js';
export { Passkey } from './mfa/passkey.entity.js';
export { RecoveryCode } from './mfa/recovery-code.entity.js';
export { SecondFactorsModule } from './mfa/second-factors.module.js';
export { SecondFactors } from './mfa/second-factors.js';
export { TotpFactor } from './mfa/totp-factor.entity.js';
export { assertPasswordAcceptable, passwordProblem } from './password-policy.js';
export { PasswordSetupToken } from './password-setup-token.entity.js';
export { Profile } from './profile.entity.js';
export { RefreshToken } from './refresh-token.entity.js';
export { assertSameOrigin } from './same-origin.js';
export { COOKIE_SCOPE_PATHS, ScopedSessionCookie } from './scoped-session-cookie.js';
export { TokenService } from './token.service.js';
export { UserRole } from './user-role.entity.js';
export { userPage, userRows } from './user-list.js';
export { cookieName } from './cookie-name.js';
