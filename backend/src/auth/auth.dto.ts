import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { ROLES, type Role } from '../contracts/roles.js';

/**
 * German messages of the auth forms. class-validator checks a property's decorators bottom-up and
 * we report the first failure, so the most basic check (required, type) stands last.
 */
export const AUTH_TEXTS = {
  nameRequired: 'Bitte gib deinen Namen ein',
  emailInvalid: 'Bitte gib eine gültige E-Mail-Adresse ein',
  passwordTooShort: 'Passwort muss mindestens 6 Zeichen lang sein',
  passwordTooLong: 'Das Passwort darf höchstens 200 Zeichen lang sein',
  nameTooLong: 'Der Name darf höchstens 200 Zeichen lang sein',
} as const;

const trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

class EmailPasswordRequest {
  @ApiProperty({ example: 'kunde@example.ch', maxLength: 320 })
  @trim()
  @IsEmail({}, { message: AUTH_TEXTS.emailInvalid })
  @MaxLength(320, { message: AUTH_TEXTS.emailInvalid })
  email!: string;

  @ApiProperty({ minLength: 6, maxLength: 200, example: 'geheim123' })
  @MaxLength(200, { message: AUTH_TEXTS.passwordTooLong })
  @MinLength(6, { message: AUTH_TEXTS.passwordTooShort })
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
  @IsNotEmpty({ message: AUTH_TEXTS.passwordTooShort })
  @IsString({ message: AUTH_TEXTS.passwordTooShort })
  password!: string;
}

export class ChangePasswordRequest {
  @ApiProperty({ description: 'The password the account has now', maxLength: 200 })
  @MaxLength(200, { message: AUTH_TEXTS.passwordTooLong })
  @IsNotEmpty({ message: 'Bitte gib dein aktuelles Passwort ein' })
  @IsString({ message: 'Bitte gib dein aktuelles Passwort ein' })
  currentPassword!: string;

  @ApiProperty({ minLength: 6, maxLength: 200 })
  @MaxLength(200, { message: AUTH_TEXTS.passwordTooLong })
  @MinLength(6, { message: AUTH_TEXTS.passwordTooShort })
  @IsString({ message: AUTH_TEXTS.passwordTooShort })
  password!: string;
}

export class UserView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() email!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: ROLES, nullable: true, type: String }) role!: Role | null;
}

export class SessionView {
  @ApiProperty() accessToken!: string;
  @ApiProperty({ format: 'date-time' }) expiresAt!: string;
  @ApiProperty({ type: UserView }) user!: UserView;
}
