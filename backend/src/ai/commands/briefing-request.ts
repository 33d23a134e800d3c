import { ApiProperty } from '@nestjs/swagger';
import { AI_INPUT_MAX } from '../../contracts/ai.js';
import { BriefingText } from './briefing-text.js';

/** Title and content of the briefing, which every AI helper writes from. */
export class BriefingRequest {
  @ApiProperty({ maxLength: AI_INPUT_MAX.title })
  @BriefingText('Der Titel', AI_INPUT_MAX.title)
  title!: string;

  @ApiProperty({ description: 'The content: what the post is about', maxLength: AI_INPUT_MAX.description })
  @BriefingText('Der Inhalt', AI_INPUT_MAX.description)
  description!: string;
}
