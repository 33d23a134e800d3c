import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsNotEmpty, IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import type { MfaStatus, MfaVerifyBody, PasskeySummary, RecoveryCodes, TotpSetup } from '../../contracts/mfa.js';
import { AUTH_TEXTS } from '../auth.dto.js';
import { MFA_TEXTS } from './mfa-texts.js';
import { AuthenticationResponseBody, MaxJsonLength, RegistrationResponseBody } from './webauthn-response.dto.js';

/** The mfaToken is 43 characters (32 bytes, base64url); a little room, no more. */
const TOKEN_LENGTH = 100;
/** A WebAuthn answer as JSON: its fields are bounded one by one, this bounds the whole. */
const RESPONSE_JSON_LENGTH = 40_000;
const CURRENT_PASSWORD_REQUIRED = 'Bitte gib dein aktuelles Passwort ein';

class MfaTokenRequest {
  @ApiProperty({ description: 'From the sign-in answer (`mfaRequired: true`)', maxLength: TOKEN_LENGTH })
  @MaxLength(TOKEN_LENGTH, { message: MFA_TEXTS.signInExpired })
  @IsString({ message: MFA_TEXTS.signInExpired })
  mfaToken!: string;
}

export class MfaVerifyRequest extends MfaTokenRequest implements MfaVerifyBody {
  @ApiProperty({ description: 'A 6-digit code of the app (spaces allowed) or a recovery code (xxxxx-xxxxx, any case, dash optional)', maxLength: 50, example: '123 456' })
  @MaxLength(50, { message: MFA_TEXTS.wrongCode })
  @IsNotEmpty({ message: MFA_TEXTS.codeRequired })
  @IsString({ message: MFA_TEXTS.codeRequired })
  code!: string;
}

export class PasskeyOptionsRequest extends MfaTokenRequest {}

export class PasskeyVerifyRequest extends MfaTokenRequest {
  @ApiProperty({ type: AuthenticationResponseBody, description: "AuthenticationResponseJSON of @simplewebauthn/browser's startAuthentication()" })
  @MaxJsonLength(RESPONSE_JSON_LENGTH, { message: MFA_TEXTS.passkeyFailed })
  @ValidateNested()
  @Type(() => AuthenticationResponseBody)
  @IsObject({ message: MFA_TEXTS.passkeyFailed })
  response!: AuthenticationResponseBody;
}

export class ConfirmTotpRequest {
  @ApiProperty({ description: 'A current 6-digit code of the pending secret (spaces allowed)', maxLength: 20, example: '123456' })
  @MaxLength(20, { message: MFA_TEXTS.wrongCode })
  @IsNotEmpty({ message: MFA_TEXTS.codeRequired })
  @IsString({ message: MFA_TEXTS.codeRequired })
  code!: string;
}

export class CurrentPasswordRequest {
  @ApiProperty({ description: 'The password the account has now', maxLength: 200 })
  @MaxLength(200, { message: AUTH_TEXTS.passwordTooLong })
  @IsNotEmpty({ message: CURRENT_PASSWORD_REQUIRED })
  @IsString({ message: CURRENT_PASSWORD_REQUIRED })
  currentPassword!: string;
}

/** Adding a factor: the current password, which a session signed in within the last ten minutes may leave out. */
export class AddFactorRequest {
  @ApiProperty({ required: false, description: 'The password the account has now; needed when the sign-in lies more than 10 minutes back', maxLength: 200 })
  @IsOptional()
  @MaxLength(200, { message: AUTH_TEXTS.passwordTooLong })
  @IsString({ message: CURRENT_PASSWORD_REQUIRED })
  currentPassword?: string;
}

export class RegisterPasskeyRequest {
  @ApiProperty({ description: 'The owner\'s name for it', minLength: 1, maxLength: 100, example: 'MacBook' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @MaxLength(100, { message: MFA_TEXTS.nameTooLong })
  @IsNotEmpty({ message: MFA_TEXTS.nameRequired })
  @IsString({ message: MFA_TEXTS.nameRequired })
  name!: string;

  @ApiProperty({ type: RegistrationResponseBody, description: "RegistrationResponseJSON of @simplewebauthn/browser's startRegistration()" })
  @MaxJsonLength(RESPONSE_JSON_LENGTH, { message: MFA_TEXTS.passkeyNotRegistered })
  @ValidateNested()
  @Type(() => RegistrationResponseBody)
  @IsObject({ message: MFA_TEXTS.passkeyNotRegistered })
  response!: RegistrationResponseBody;
}

export class PasskeyView implements PasskeySummary {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) lastUsedAt!: string | null;
}

export class MfaStatusView implements MfaStatus {
  @ApiProperty({ description: 'The authenticator app is set up' }) totp!: boolean;
  @ApiProperty({ description: 'Unused recovery codes' }) recoveryCodesLeft!: number;
  @ApiProperty({ type: [PasskeyView] }) passkeys!: PasskeyView[];
  @ApiProperty({ description: 'The account must keep a factor (admins)' }) required!: boolean;
}

export class TotpSetupView implements TotpSetup {
  @ApiProperty({ description: 'otpauth://totp/… for the QR code' }) otpauthUrl!: string;
  @ApiProperty({ description: 'The same secret in base32, to type in by hand' }) secret!: string;
}

export class RecoveryCodesView implements RecoveryCodes {
  @ApiProperty({ type: [String], description: 'Ten codes xxxxx-xxxxx, each usable once; shown only now' }) recoveryCodes!: string[];
}
