import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import type { AiDescriptionBody } from '../../../contracts/ai.js';
import { CONTENT_TYPES, type ContentType } from '../../../contracts/projects.js';
import { AI_TEXTS } from '../../ai-texts.js';
import { BriefingRequest } from '../briefing-request.js';

export class WriteDescriptionRequest extends BriefingRequest implements AiDescriptionBody {
  @ApiProperty({ enum: CONTENT_TYPES })
  @IsIn(CONTENT_TYPES, { message: AI_TEXTS.contentType })
  contentType!: ContentType;
}
