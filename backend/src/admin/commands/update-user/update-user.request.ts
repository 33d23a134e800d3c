import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { ACCOUNT_FIELD_TEXTS as AUTH_TEXTS } from '../../../contracts/account-requests.js';
import { ACCOUNT_STATUSES, type AccountStatus, type UpdateUserBody } from '../../../contracts/admin.js';
import { ROLES, type Role } from '../../../contracts/roles.js';
import { ADMIN_TEXTS } from '../../admin-texts.js';

export class UpdateUserRequest implements UpdateUserBody {
  @ApiPropertyOptional({ maxLength: 200 })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @MaxLength(200, { message: AUTH_TEXTS.nameTooLong })
  @IsNotEmpty({ message: ADMIN_TEXTS.nameEmpty })
  @IsString({ message: ADMIN_TEXTS.nameEmpty })
  name?: string;

  @ApiPropertyOptional({ enum: ROLES })
  @IsOptional()
  @IsIn(ROLES, { message: ADMIN_TEXTS.unknownRole })
  role?: Role;

  @ApiPropertyOptional({ enum: ACCOUNT_STATUSES, description: 'inactive: cannot sign in, its sessions end at once' })
  @IsOptional()
  @IsIn(ACCOUNT_STATUSES, { message: ADMIN_TEXTS.unknownStatus })
  status?: AccountStatus;
}
