import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { ADMIN_TEXTS } from '../../admin-texts.js';

export class ListClientsRequest {
  @ApiPropertyOptional({ maxLength: 200, description: 'Matches name, e-mail and brand name' })
  @IsOptional()
  @MaxLength(200, { message: ADMIN_TEXTS.tooLong(200) })
  @IsString({ message: ADMIN_TEXTS.tooLong(200) })
  search?: string;
}
