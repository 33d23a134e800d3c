import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AppError } from '../../../../common/errors/app-error.js';
import { FileStorage } from '../../../../storage/index.js';
import { Branding } from '../../branding.entity.js';
import type { Branding as BrandingAnswer } from '../../../../contracts/client-answers.js';
import { brandingView } from '../../branding.view.js';
import { assertClientAccess, CLIENT_ACCESS_TEXTS } from '../../client-access.js';
import { GetBrandingQuery } from './get-branding.query.js';

@QueryHandler(GetBrandingQuery)
export class GetBrandingHandler implements IQueryHandler<GetBrandingQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: FileStorage,
  ) {}

  async execute({ actor, clientId }: GetBrandingQuery): Promise<BrandingAnswer> {
    await assertClientAccess(this.em, actor, clientId, { linkedDesigner: true });
    const branding = await this.em.findOne(Branding, { client: clientId });
    if (!branding) throw AppError.notFound(CLIENT_ACCESS_TEXTS.noBranding);
    return brandingView(branding, this.storage);
  }
}
