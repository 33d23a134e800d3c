import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { PASSWORD_RULES } from '../../../accounts/index.js';
import { ACCOUNT_FIELD_TEXTS as AUTH_TEXTS } from '../../../contracts/account-requests.js';
import { ADMIN_TEXTS } from '../../admin-texts.js';
import type { CreateClientBody } from '../../../contracts/admin.js';
import { BrandFieldsRequest } from './client-fields.js';

const trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

export class CreateClientRequest extends BrandFieldsRequest implements CreateClientBody {
  @ApiProperty({ maxLength: 200 }) @trim() @MaxLength(200, { message: AUTH_TEXTS.nameTooLong }) @IsNotEmpty({ message: ADMIN_TEXTS.allFields }) @IsString({ message: ADMIN_TEXTS.allFields })
  name!: string;

  @ApiProperty({ maxLength: 320 })
  @trim()
  @MaxLength(320, { message: AUTH_TEXTS.emailInvalid })
  @IsEmail({}, { message: AUTH_TEXTS.emailInvalid })
  @IsNotEmpty({ message: ADMIN_TEXTS.allFields })
  @IsString({ message: ADMIN_TEXTS.allFields })
  email!: string;

  @ApiProperty({ minLength: PASSWORD_RULES.minLength, maxLength: PASSWORD_RULES.maxLength })
  @MaxLength(PASSWORD_RULES.maxLength, { message: AUTH_TEXTS.passwordTooLong })
  @MinLength(PASSWORD_RULES.minLength, { message: AUTH_TEXTS.passwordTooShort })
  @IsNotEmpty({ message: ADMIN_TEXTS.allFields })
  @IsString({ message: ADMIN_TEXTS.allFields })
  password!: string;
}
