import { Query } from '@nestjs/cqrs';
import type { SetupStatus } from '../../../contracts/setup-answers.js';

export class GetSetupStatusQuery extends Query<SetupStatus> {}
