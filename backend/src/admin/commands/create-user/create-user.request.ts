import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { PASSWORD_RULES } from '../../../accounts/index.js';
import { ACCOUNT_FIELD_TEXTS as AUTH_TEXTS } from '../../../contracts/account-requests.js';
import type { CreateUserBody } from '../../../contracts/admin.js';
import { ROLES, type Role } from '../../../contracts/roles.js';

const ALL_FIELDS = 'Bitte alle Felder ausfüllen';
const trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

export class CreateUserRequest implements CreateUserBody {
  @ApiProperty({ maxLength: 200 }) @trim() @MaxLength(200, { message: AUTH_TEXTS.nameTooLong }) @IsNotEmpty({ message: ALL_FIELDS }) @IsString({ message: ALL_FIELDS })
  name!: string;

  @ApiProperty({ maxLength: 320 })
  @trim()
  @MaxLength(320, { message: AUTH_TEXTS.emailInvalid })
  @IsEmail({}, { message: AUTH_TEXTS.emailInvalid })
  @IsNotEmpty({ message: ALL_FIELDS })
  @IsString({ message: ALL_FIELDS })
  email!: string;

  @ApiProperty({ minLength: PASSWORD_RULES.minLength, maxLength: PASSWORD_RULES.maxLength })
  @MaxLength(PASSWORD_RULES.maxLength, { message: AUTH_TEXTS.passwordTooLong })
  @MinLength(PASSWORD_RULES.minLength, { message: AUTH_TEXTS.passwordTooShort })
  @IsNotEmpty({ message: ALL_FIELDS })
  @IsString({ message: ALL_FIELDS })
  password!: string;

  @ApiProperty({ enum: ROLES, default: 'client' }) @IsIn(ROLES, { message: 'Unbekannte Rolle' })
  role: Role = 'client';
}
