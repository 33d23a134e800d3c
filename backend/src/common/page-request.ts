import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** Beyond this the offset would overflow Postgres' bigint (500); no real list has that many pages. */
const MAX_PAGE = 100_000;
const MAX_PAGE_SIZE = 100;

/** `?page=1&pageSize=10` of a paged list (api.md), bounded; each list sets its own default size. */
export class PageRequest {
  @ApiPropertyOptional({ default: 1, minimum: 1, maximum: MAX_PAGE })
  @IsOptional()
  @Type(() => Number)
  @Max(MAX_PAGE, { message: `Die Seite darf höchstens ${MAX_PAGE} sein` })
  @Min(1, { message: 'Die Seite muss mindestens 1 sein' })
  @IsInt({ message: 'Die Seite muss eine Zahl sein' })
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_SIZE, description: 'Entries per page (the list names its default)' })
  @IsOptional()
  @Type(() => Number)
  @Max(MAX_PAGE_SIZE, { message: `Höchstens ${MAX_PAGE_SIZE} Einträge pro Seite` })
  @Min(1, { message: 'Mindestens 1 Eintrag pro Seite' })
  @IsInt({ message: 'Die Seitengrösse muss eine Zahl sein' })
  pageSize?: number;
}
