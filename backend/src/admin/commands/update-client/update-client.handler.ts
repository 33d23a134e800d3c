import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { Account, PasswordSetupToken } from '../../../accounts/index.js';
import { AppError, MESSAGES } from '../../../common/errors/app-error.js';
import type { AdminClientDetail } from '../../../contracts/admin-answers.js';
import {
  Branding,
  newBrandRecord,
  orNull,
  requireClient,
  socialLinksOf,
  withAdminBrandFields,
} from '../../../clients/index.js';
import { GetClientQuery } from '../../queries/get-client/get-client.query.js';
import { UpdateClientCommand } from './update-client.command.js';

const BRAND_FIELDS = [
  'brandName',
  'website',
  'colorPrimary',
  'colorSecondary',
  'font',
  'socialLinks',
  'examplePosts',
] as const;

@CommandHandler(UpdateClientCommand)
export class UpdateClientHandler implements ICommandHandler<UpdateClientCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ clientId, changes }: UpdateClientCommand): Promise<AdminClientDetail> {
    try {
      await this.em.transactional(async (em) => {
        const found = await requireClient(em, clientId);
        const client = await em.findOne(
          Account,
          { id: found.id, deletedAt: null },
          { lockMode: LockMode.PESSIMISTIC_WRITE },
        );
        if (!client) throw AppError.notFound(MESSAGES.clientNotFound);
        if (changes.name !== undefined) client.name = changes.name;
        if (changes.email !== undefined && Account.normalizeEmail(changes.email) !== client.email) {
          client.email = Account.normalizeEmail(changes.email);
          // A link sent to the old address must not set the password of the new one.
          await PasswordSetupToken.endOpen(em, client.id);
        }
        if (!BRAND_FIELDS.some((field) => changes[field] !== undefined)) return;

        // A client without a record (signed up itself) gets one with the defaults.
        // A client without a record (signed up itself) gets one with the defaults. The brand's name,
        // colours and font are fields of the one brand the client's Branding-System edits too.
        const branding =
          (await em.findOne(Branding, { client }, { lockMode: LockMode.PESSIMISTIC_WRITE })) ??
          newBrandRecord(em, client);
        branding.brandingData = withAdminBrandFields(branding.brandingData, changes, client.name);
        if (changes.website !== undefined) branding.website = orNull(changes.website);
        if (changes.socialLinks !== undefined) branding.socialLinks = socialLinksOf(changes.socialLinks);
        if (changes.examplePosts !== undefined) branding.examplePosts = orNull(changes.examplePosts);
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException)
        throw AppError.conflict('EMAIL_TAKEN', MESSAGES.emailTaken);
      throw error;
    }
    return this.queries.execute(new GetClientQuery(clientId));
  }
}
