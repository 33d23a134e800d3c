import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { ADMIN_TEXTS } from '../../admin-texts.js';
import { ACCOUNT_FIELD_TEXTS as AUTH_TEXTS } from '../../../contracts/account-requests.js';
import type { UpdateClientBody } from '../../../contracts/admin.js';
import { BrandFieldsRequest } from '../create-client/client-fields.js';

const trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

export class UpdateClientRequest extends BrandFieldsRequest implements UpdateClientBody {
  @ApiPropertyOptional({ maxLength: 200 })
  @IsOptional() @trim() @MaxLength(200, { message: AUTH_TEXTS.nameTooLong }) @IsNotEmpty({ message: ADMIN_TEXTS.nameEmpty }) @IsString({ message: ADMIN_TEXTS.nameEmpty })
  name?: string;

  @ApiPropertyOptional({ maxLength: 320 })
  @IsOptional() @trim() @MaxLength(320, { message: AUTH_TEXTS.emailInvalid }) @IsEmail({}, { message: AUTH_TEXTS.emailInvalid })
  email?: string;
}
