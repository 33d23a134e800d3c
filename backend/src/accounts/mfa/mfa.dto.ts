import { ApiProperty } from '@nestjs/swagger';
import type { MfaStatus, PasskeySummary, RecoveryCodes, TotpSetup } from '../../contracts/mfa.js';

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
