import { Module } from '@nestjs/common';
import { AiModule } from '../ai/ai.module.js';
import { GenerateMonthPlanHandler } from './commands/generate-month-plan/generate-month-plan.handler.js';
import { IdeasController } from './ideas.controller.js';
import { GetGenerationJobHandler, ListContentIdeasHandler } from './queries/ideas.queries.js';

/** Content ideas: the month plan the `ai` worker writes (workers/src/ideas.jobs.ts), and its ideas. */
@Module({
  imports: [AiModule],
  controllers: [IdeasController],
  providers: [GenerateMonthPlanHandler, GetGenerationJobHandler, ListContentIdeasHandler],
})
export class IdeasModule {}
