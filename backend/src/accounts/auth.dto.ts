import { ApiProperty } from '@nestjs/swagger';
import { MFA_METHODS, type MfaChallenge, type MfaMethod, type UserMfa } from '../contracts/mfa.js';
import { ROLES, type Role } from '../contracts/roles.js';

export class UserMfaView implements UserMfa {
  @ApiProperty({ description: 'An authenticator app or a passkey is set up' }) enabled!: boolean;
  @ApiProperty({ description: 'An admin without a second factor: only the security endpoints answer it until one is set up' }) setupRequired!: boolean;
}

export class UserView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() email!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: ROLES, nullable: true, type: String }) role!: Role | null;
  @ApiProperty({ type: UserMfaView }) mfa!: UserMfaView;
}

export class SessionView {
  @ApiProperty() accessToken!: string;
  @ApiProperty({ format: 'date-time' }) expiresAt!: string;
  @ApiProperty({ type: UserView }) user!: UserView;
}

/** The sign-in's answer for an account with a second factor: no session yet. */
export class MfaChallengeView implements MfaChallenge {
  @ApiProperty({ enum: [true] }) mfaRequired!: true;
  @ApiProperty({ description: 'For POST /api/auth/mfa/verify or the passkey step: 5 minutes, once, at most 5 wrong codes' }) mfaToken!: string;
  @ApiProperty({ enum: MFA_METHODS, isArray: true }) methods!: MfaMethod[];
}
