import { Module } from '@nestjs/common';
import { RedisModule } from '../queues/index.js';
import { AiAccess } from './ai-access.js';
import { AiController } from './ai.controller.js';
import { AiRequestLimit } from './ai-request-limit.js';
import { CaptionWriter } from './caption-writer.js';
import { WriteDescriptionHandler } from './commands/write-description/write-description.handler.js';
import { WriteHashtagsHandler } from './commands/write-hashtags/write-hashtags.handler.js';

/**
 * The AI helpers of the order form (POST /api/ai/description, POST /api/ai/hashtags). CaptionWriter
 * needs nothing but the configuration, so the `ai` worker can provide it the same way.
 */
@Module({
  imports: [RedisModule],
  controllers: [AiController],
  providers: [CaptionWriter, AiRequestLimit, AiAccess, WriteDescriptionHandler, WriteHashtagsHandler],
  exports: [CaptionWriter, AiRequestLimit],
})
export class AiModule {}
