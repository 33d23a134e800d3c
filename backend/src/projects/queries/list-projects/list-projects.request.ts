import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { PROJECT_STATUSES, statusesWhere, type ProjectStatus } from '../../../contracts/projects.js';

/** Beyond this the offset would overflow Postgres' bigint (500); no real list has that many pages. */
const MAX_PAGE = 100_000;

export class ListProjectsRequest {
  @ApiPropertyOptional({ description: `Comma-separated statuses, e.g. review,in_progress; at most ${PROJECT_STATUSES.length}`, example: statusesWhere((meaning) => meaning.waitingFor === 'clientReview').join(',') })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.split(',').map((s) => s.trim()).filter(Boolean) : value))
  @IsIn(PROJECT_STATUSES, { each: true, message: 'Unbekannter Status' })
  @ArrayMaxSize(PROJECT_STATUSES.length, { message: `Höchstens ${PROJECT_STATUSES.length} Status auf einmal` })
  status?: ProjectStatus[];

  @ApiPropertyOptional({ default: 1, minimum: 1, maximum: MAX_PAGE })
  @IsOptional()
  @Type(() => Number)
  @Max(MAX_PAGE, { message: `Die Seite darf höchstens ${MAX_PAGE} sein` })
  @Min(1, { message: 'Die Seite muss mindestens 1 sein' })
  @IsInt({ message: 'Die Seite muss eine Zahl sein' })
  page?: number;

  @ApiPropertyOptional({ default: 10, minimum: 1, maximum: 100 })
  @IsOptional()
  @Type(() => Number)
  @Max(100, { message: 'Höchstens 100 Einträge pro Seite' })
  @Min(1, { message: 'Mindestens 1 Eintrag pro Seite' })
  @IsInt({ message: 'Die Seitengrösse muss eine Zahl sein' })
  pageSize?: number;
}
