import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import type { AdminApproveBody } from '../../../contracts/projects.js';

export class AdminApproveRequest implements AdminApproveBody {
  @ApiPropertyOptional({
    minimum: 1,
    maximum: 1000,
    description: 'The version number the admin looked at; when another version waits now, the approval is refused (409)',
  })
  @IsOptional()
  @Max(1000, { message: 'Diese Version gibt es nicht' })
  @Min(1, { message: 'Diese Version gibt es nicht' })
  @IsInt({ message: 'Die Version ist eine ganze Zahl' })
  version?: number;
}
