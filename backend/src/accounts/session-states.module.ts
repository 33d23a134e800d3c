import { Module } from '@nestjs/common';
import { RedisModule } from '../queues/index.js';
import { SessionStates } from './session-states.js';

/** The process's one copy of the accounts' standing (SessionStates), for whoever reads or changes it. */
@Module({
  imports: [RedisModule],
  providers: [SessionStates],
  exports: [SessionStates],
})
export class SessionStatesModule {}
