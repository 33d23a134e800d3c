import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsIn, IsOptional } from 'class-validator';
import { PageRequest } from '../../../common/page-request.js';
import { SearchText } from '../../../common/search-text.js';
import { PROJECT_STATUSES, statusesWhere, type ProjectStatus } from '../../../contracts/projects.js';

/** A page of the caller's orders (10 per page unless asked), optionally of some statuses, optionally found by title or client. */
export class ListProjectsRequest extends PageRequest {
  @ApiPropertyOptional({ description: `Comma-separated statuses, e.g. review,in_progress; at most ${PROJECT_STATUSES.length}`, example: statusesWhere((meaning) => meaning.waitingFor === 'clientReview').join(',') })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.split(',').map((s) => s.trim()).filter(Boolean) : value))
  @IsIn(PROJECT_STATUSES, { each: true, message: 'Unbekannter Status' })
  @ArrayMaxSize(PROJECT_STATUSES.length, { message: `Höchstens ${PROJECT_STATUSES.length} Status auf einmal` })
  status?: ProjectStatus[];

  @SearchText("Part of the order's title or of its client's name, any case")
  search?: string;
}
