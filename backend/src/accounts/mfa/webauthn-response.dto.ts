import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsObject, IsOptional, IsString, MaxLength, ValidateBy, ValidateNested, type ValidationOptions } from 'class-validator';

/**
 * The browser's WebAuthn answers (@simplewebauthn/browser's RegistrationResponseJSON and
 * AuthenticationResponseJSON), checked for shape and size before the library reads them: every
 * field a base64url text of bounded length, the extension results a small object. Unknown fields
 * are dropped (the app's whitelist).
 */

const MESSAGE = 'Die Antwort des Passkeys ist ungültig';
const invalid = { message: MESSAGE } as const;

/** A credential id: WebAuthn allows up to 1023 bytes, 1364 characters in base64url. */
const ID_LENGTH = 1400;

/** The value, as JSON, takes at most `max` characters. */
export function MaxJsonLength(max: number, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'maxJsonLength',
      validator: {
        validate: (value: unknown) => {
          try {
            return (JSON.stringify(value) ?? '').length <= max;
          } catch {
            return false;
          }
        },
      },
    },
    options,
  );
}

class CredentialBase {
  @ApiProperty({ maxLength: ID_LENGTH, description: 'base64url' })
  @MaxLength(ID_LENGTH, invalid)
  @IsString(invalid)
  id!: string;

  @ApiProperty({ maxLength: ID_LENGTH, description: 'base64url' })
  @MaxLength(ID_LENGTH, invalid)
  @IsString(invalid)
  rawId!: string;

  @ApiPropertyOptional({ enum: ['platform', 'cross-platform'] })
  @IsOptional()
  @IsIn(['platform', 'cross-platform'], invalid)
  authenticatorAttachment?: 'platform' | 'cross-platform';

  @ApiProperty({ type: 'object', additionalProperties: true, description: 'At most 2,000 characters as JSON' })
  @MaxJsonLength(2000, invalid)
  @IsObject(invalid)
  clientExtensionResults!: Record<string, unknown>;

  @ApiProperty({ enum: ['public-key'] })
  @IsIn(['public-key'], invalid)
  type!: 'public-key';
}

class AttestationResponse {
  @ApiProperty({ maxLength: 4000 })
  @MaxLength(4000, invalid)
  @IsString(invalid)
  clientDataJSON!: string;

  @ApiProperty({ maxLength: 16000, description: 'base64url CBOR; with attestation "none" a few hundred characters' })
  @MaxLength(16000, invalid)
  @IsString(invalid)
  attestationObject!: string;

  @ApiPropertyOptional({ maxLength: 4000 })
  @IsOptional()
  @MaxLength(4000, invalid)
  @IsString(invalid)
  authenticatorData?: string;

  @ApiPropertyOptional({ type: [String], maxItems: 10 })
  @IsOptional()
  @MaxLength(30, { ...invalid, each: true })
  @IsString({ ...invalid, each: true })
  @ArrayMaxSize(10, invalid)
  @IsArray(invalid)
  transports?: string[];

  @ApiPropertyOptional()
  @IsOptional()
  @IsInt(invalid)
  publicKeyAlgorithm?: number;

  @ApiPropertyOptional({ maxLength: 4000 })
  @IsOptional()
  @MaxLength(4000, invalid)
  @IsString(invalid)
  publicKey?: string;
}

class AssertionResponse {
  @ApiProperty({ maxLength: 4000 })
  @MaxLength(4000, invalid)
  @IsString(invalid)
  clientDataJSON!: string;

  @ApiProperty({ maxLength: 4000 })
  @MaxLength(4000, invalid)
  @IsString(invalid)
  authenticatorData!: string;

  @ApiProperty({ maxLength: 2000 })
  @MaxLength(2000, invalid)
  @IsString(invalid)
  signature!: string;

  @ApiPropertyOptional({ maxLength: 200 })
  @IsOptional()
  @MaxLength(200, invalid)
  @IsString(invalid)
  userHandle?: string;
}

/** RegistrationResponseJSON, from startRegistration(). */
export class RegistrationResponseBody extends CredentialBase {
  @ApiProperty({ type: AttestationResponse })
  @ValidateNested(invalid)
  @Type(() => AttestationResponse)
  @IsObject(invalid)
  response!: AttestationResponse;
}

/** AuthenticationResponseJSON, from startAuthentication(). */
export class AuthenticationResponseBody extends CredentialBase {
  @ApiProperty({ type: AssertionResponse })
  @ValidateNested(invalid)
  @Type(() => AssertionResponse)
  @IsObject(invalid)
  response!: AssertionResponse;
}

