import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import type { ResolvePinBody } from '../../../contracts/projects.js';
import { PIN_BOUNDS } from '../feedback.request.js';

export class ResolvePinRequest implements ResolvePinBody {
  @ApiProperty()
  @IsBoolean({ message: 'Bitte gib an, ob der Pin erledigt ist' })
  done!: boolean;

  @ApiPropertyOptional({ maxLength: PIN_BOUNDS.comment, nullable: true, type: String })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value))
  @MaxLength(PIN_BOUNDS.comment, { message: `Die Antwort darf höchstens ${PIN_BOUNDS.comment} Zeichen lang sein` })
  @IsString({ message: 'Die Antwort muss ein Text sein' })
  answer?: string | null;
}
