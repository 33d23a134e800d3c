import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { AI_INPUT_MAX, type AiDescriptionBody } from '../../../contracts/ai.js';
import { CONTENT_TYPES, type ContentType } from '../../../contracts/projects.js';
import { AI_TEXTS } from '../../ai-texts.js';
import { BriefingText } from '../briefing-text.js';

export class WriteDescriptionRequest implements AiDescriptionBody {
  @ApiProperty({ maxLength: AI_INPUT_MAX.title })
  @BriefingText('Der Titel', AI_INPUT_MAX.title)
  title!: string;

  @ApiProperty({ description: 'The content: what the post is about', maxLength: AI_INPUT_MAX.description })
  @BriefingText('Der Inhalt', AI_INPUT_MAX.description)
  description!: string;

  @ApiProperty({ enum: CONTENT_TYPES })
  @IsIn(CONTENT_TYPES, { message: AI_TEXTS.contentType })
  contentType!: ContentType;
}
