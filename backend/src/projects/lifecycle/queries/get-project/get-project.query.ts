import { Query } from '@nestjs/cqrs';
import type { Actor } from '../../../../common/auth/actor.js';
import type { ProjectDetail } from '../../../../contracts/project-answers.js';

export class GetProjectQuery extends Query<ProjectDetail> {
  constructor(
    readonly actor: Actor,
    readonly projectId: string,
  ) {
    super();
  }
}
