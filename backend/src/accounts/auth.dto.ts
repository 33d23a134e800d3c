import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { PASSWORD_RULES, PASSWORD_TEXTS } from './password-policy.js';
import { MFA_METHODS, type MfaChallenge, type MfaMethod, type UserMfa } from '../contracts/mfa.js';
import { ROLES, type Role } from '../contracts/roles.js';

/**
 * German messages of the auth forms. class-validator checks a property's decorators bottom-up and
 * we report the first failure, so the most basic check (required, type) stands last.
 */
export const AUTH_TEXTS = {
  nameRequired: 'Bitte gib deinen Namen ein',
  emailInvalid: 'Bitte gib eine gültige E-Mail-Adresse ein',
  /** A chosen password's length (the whole rule: accounts/password-policy.ts). */
  passwordTooShort: PASSWORD_TEXTS.tooShort,
  passwordTooLong: PASSWORD_TEXTS.tooLong,
  /** Sign-in asks for no length: passwords chosen under older rules keep signing in. */
  passwordRequired: 'Bitte gib dein Passwort ein',
  nameTooLong: 'Der Name darf höchstens 200 Zeichen lang sein',
} as const;

const trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

class EmailPasswordRequest {
  @ApiProperty({ example: 'kunde@example.ch', maxLength: 320 })
  @trim()
  @IsEmail({}, { message: AUTH_TEXTS.emailInvalid })
  @MaxLength(320, { message: AUTH_TEXTS.emailInvalid })
  email!: string;

  @ApiProperty({ minLength: PASSWORD_RULES.minLength, maxLength: PASSWORD_RULES.maxLength, example: 'Sonnen-Blumen-Feld-42', description: 'Not too easy to guess (docs/security.md "Passwords")' })
  @MaxLength(PASSWORD_RULES.maxLength, { message: AUTH_TEXTS.passwordTooLong })
  @MinLength(PASSWORD_RULES.minLength, { message: AUTH_TEXTS.passwordTooShort })
  @IsString({ message: AUTH_TEXTS.passwordTooShort })
  password!: string;
}

export class SignUpRequest extends EmailPasswordRequest {
  @ApiProperty({ example: 'Muster AG', maxLength: 200 })
  @trim()
  @MaxLength(200, { message: AUTH_TEXTS.nameTooLong })
  @IsNotEmpty({ message: AUTH_TEXTS.nameRequired })
  @IsString({ message: AUTH_TEXTS.nameRequired })
  name!: string;
}

export class SignInRequest {
  @ApiProperty({ example: 'kunde@example.ch', maxLength: 320 })
  @trim()
  @IsEmail({}, { message: AUTH_TEXTS.emailInvalid })
  @MaxLength(320, { message: AUTH_TEXTS.emailInvalid })
  email!: string;

  @ApiProperty({ maxLength: 200 })
  @MaxLength(200, { message: AUTH_TEXTS.passwordTooLong })
  @IsNotEmpty({ message: AUTH_TEXTS.passwordRequired })
  @IsString({ message: AUTH_TEXTS.passwordRequired })
  password!: string;
}

export class ChangePasswordRequest {
  @ApiProperty({ description: 'The password the account has now', maxLength: 200 })
  @MaxLength(200, { message: AUTH_TEXTS.passwordTooLong })
  @IsNotEmpty({ message: 'Bitte gib dein aktuelles Passwort ein' })
  @IsString({ message: 'Bitte gib dein aktuelles Passwort ein' })
  currentPassword!: string;

  @ApiProperty({ minLength: PASSWORD_RULES.minLength, maxLength: PASSWORD_RULES.maxLength, description: 'Not too easy to guess (docs/security.md "Passwords")' })
  @MaxLength(PASSWORD_RULES.maxLength, { message: AUTH_TEXTS.passwordTooLong })
  @MinLength(PASSWORD_RULES.minLength, { message: AUTH_TEXTS.passwordTooShort })
  @IsString({ message: AUTH_TEXTS.passwordTooShort })
  password!: string;
}

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
