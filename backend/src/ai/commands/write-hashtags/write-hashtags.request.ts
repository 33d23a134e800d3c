import { ApiPropertyOptional, ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { AI_INPUT_MAX, type AiHashtagsBody } from '../../../contracts/ai.js';
import { AI_TEXTS } from '../../ai-texts.js';
import { BriefingText } from '../briefing-text.js';

export class WriteHashtagsRequest implements AiHashtagsBody {
  @ApiProperty({ maxLength: AI_INPUT_MAX.title })
  @BriefingText('Der Titel', AI_INPUT_MAX.title)
  title!: string;

  @ApiProperty({ description: 'The content: what the post is about', maxLength: AI_INPUT_MAX.description })
  @BriefingText('Der Inhalt', AI_INPUT_MAX.description)
  description!: string;

  @ApiPropertyOptional({ maxLength: AI_INPUT_MAX.platform, default: 'Instagram' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() || undefined : value))
  @MaxLength(AI_INPUT_MAX.platform, { message: AI_TEXTS.tooLong('Die Plattform', AI_INPUT_MAX.platform) })
  @IsString({ message: AI_TEXTS.notText('Die Plattform') })
  platform?: string;
}
