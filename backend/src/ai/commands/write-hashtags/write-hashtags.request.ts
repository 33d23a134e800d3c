import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { AI_INPUT_MAX, type AiHashtagsBody } from '../../../contracts/ai.js';
import { AI_TEXTS } from '../../ai-texts.js';
import { BriefingRequest } from '../briefing-request.js';

export class WriteHashtagsRequest extends BriefingRequest implements AiHashtagsBody {
  @ApiPropertyOptional({ maxLength: AI_INPUT_MAX.platform, default: 'Instagram' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() || undefined : value))
  @MaxLength(AI_INPUT_MAX.platform, { message: AI_TEXTS.tooLong('Die Plattform', AI_INPUT_MAX.platform) })
  @IsString({ message: AI_TEXTS.notText('Die Plattform') })
  platform?: string;
}
