import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { FileStorage } from '../../../storage/file-storage.js';
import { findVisibleProject } from '../../project-access.js';
import { projectDetail } from '../../project.views.js';
import { GetProjectQuery } from './get-project.query.js';
import { ExportLinks } from '../../exports/export-links.js';

@QueryHandler(GetProjectQuery)
export class GetProjectHandler implements IQueryHandler<GetProjectQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: FileStorage,
    private readonly exports: ExportLinks,
  ) {}

  async execute({ actor, projectId }: GetProjectQuery) {
    return projectDetail(this.em, actor, await findVisibleProject(this.em, actor, projectId), this.storage, this.exports);
  }
}
