import { ApiProperty } from '@nestjs/swagger';
import type { AiCaption, AiHashtags } from '../contracts/ai.js';

export class AiCaptionView implements AiCaption {
  @ApiProperty({ description: 'Swiss spelling (ss, never ß)' })
  caption!: string;

  @ApiProperty({ description: "The call to action, one short sentence; '' when none was written" })
  cta!: string;

  @ApiProperty({ description: 'True when no AI provider is configured: a draft of the offline generator' })
  offline!: boolean;
}

export class AiHashtagsView implements AiHashtags {
  @ApiProperty({ example: '#kaffee #zürich #frühling', description: 'Space-separated, lowercase, 8 to 12' })
  hashtags!: string;

  @ApiProperty({ description: 'True when no AI provider is configured: a draft of the offline generator' })
  offline!: boolean;
}
