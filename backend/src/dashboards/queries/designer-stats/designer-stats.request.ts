import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches } from 'class-validator';
import { MONTH_PATTERN } from '../../../common/zurich-month.js';

const MONTH_INVALID = 'Bitte wähle einen gültigen Monat (JJJJ-MM)';

export class DesignerStatsRequest {
  @ApiPropertyOptional({ example: '2026-11', description: 'Calendar month in Europe/Zurich; this month without it' })
  @IsOptional()
  @Matches(MONTH_PATTERN, { message: MONTH_INVALID })
  @IsString({ message: MONTH_INVALID })
  month?: string;
}
