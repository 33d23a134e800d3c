import { Module } from '@nestjs/common';
import { AiModule } from '../ai/index.js';
import { GenerateMonthPlanHandler } from './commands/generate-month-plan/generate-month-plan.handler.js';
import { MarkIdeaPostedHandler } from './commands/mark-idea-posted/mark-idea-posted.handler.js';
import { SendIdeaHandler } from './commands/send-idea/send-idea.handler.js';
import { UpdateIdeaHandler } from './commands/update-idea/update-idea.handler.js';
import { IdeasController } from './ideas.controller.js';
import { GetGenerationJobHandler, ListContentIdeasHandler } from './queries/ideas.queries.js';

/** Content ideas: the month plan the `ai` worker writes (backend/src/ideas/jobs/ideas.jobs.ts), its ideas, edited and sent as orders. */
@Module({
  imports: [AiModule],
  controllers: [IdeasController],
  providers: [
    GenerateMonthPlanHandler,
    UpdateIdeaHandler,
    SendIdeaHandler,
    MarkIdeaPostedHandler,
    GetGenerationJobHandler,
    ListContentIdeasHandler,
  ],
})
export class IdeasModule {}
