import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Account } from '../../../../accounts/index.js';
import { AppError, MESSAGES } from '../../../../common/errors/app-error.js';
import { lockClient } from '../../../client-lock.js';
import { FileStorage } from '../../../../storage/index.js';
import { orNull, socialLinksOf } from '../../brand-fields.js';
import { Branding } from '../../branding.entity.js';
import { newBrandRecord } from '../../brand-record.js';
import type { Branding as BrandingAnswer } from '../../../../contracts/client-answers.js';
import { brandingView } from '../../branding.view.js';
import { assertClientAccess } from '../../client-access.js';
import { parseBrandingUpdate } from './branding-input.js';
import { UpdateBrandingCommand } from './update-branding.command.js';

@CommandHandler(UpdateBrandingCommand)
export class UpdateBrandingHandler implements ICommandHandler<UpdateBrandingCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: FileStorage,
  ) {}

  /**
   * Who may first (the linked designer reads the brand but does not write it), then the body;
   * then one transaction that writes the record, creating it with the defaults when the client
   * has none. The client's row is locked so two first saves do not both create it.
   */
  async execute({ actor, clientId, body }: UpdateBrandingCommand): Promise<BrandingAnswer> {
    await assertClientAccess(this.em.fork(), actor, clientId, { linkedDesigner: false });
    const update = parseBrandingUpdate(body);
    const branding = await this.em.transactional(async (em) => {
      await lockClient(em, clientId);
      const client = await em.findOne(Account, { id: clientId, deletedAt: null });
      if (!client) throw AppError.notFound(MESSAGES.clientNotFound);
      const record =
        (await em.findOne(Branding, { client }, { lockMode: LockMode.PESSIMISTIC_WRITE })) ??
        newBrandRecord(em, client);
      // The brand's name left empty is the client's name, as in the admin's client form.
      record.brandingData = {
        ...update.brandingData,
        clientName: update.brandingData.clientName || client.name.slice(0, 200),
      };
      // Left out: unchanged; empty: none (as the admin's client form stores them).
      if (update.website !== undefined) record.website = orNull(update.website ?? undefined);
      if (update.socialLinks !== undefined) record.socialLinks = socialLinksOf(update.socialLinks ?? undefined);
      if (update.examplePosts !== undefined) record.examplePosts = orNull(update.examplePosts ?? undefined);
      // The GET's read-only members (brandName, logoUrl, colorPrimary, colorSecondary, font) are ignored.
      return record;
    });
    return brandingView(branding, this.storage);
  }
}
