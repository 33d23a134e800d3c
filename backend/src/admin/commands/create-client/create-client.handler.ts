import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { Account, AccountRegistry, assertPasswordAcceptable } from '../../../accounts/index.js';
import { AppError, MESSAGES } from '../../../common/errors/app-error.js';
import type { AdminClientDetail } from '../../../contracts/admin-answers.js';
import { NEW_CLIENT_BRAND_DEFAULTS } from '../../../contracts/admin.js';
import { Branding, orNull, socialLinksOf, withAdminBrandFields } from '../../../clients/index.js';
import { GetClientQuery } from '../../queries/get-client/get-client.query.js';
import { CreateClientCommand } from './create-client.command.js';

@CommandHandler(CreateClientCommand)
export class CreateClientHandler implements ICommandHandler<CreateClientCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly accounts: AccountRegistry,
    private readonly queries: QueryBus,
  ) {}

  /**
   * The account and its branding are one transaction: either the client exists with its branding
   * or nothing does (the original's non-fatal "Branding konnte nicht erstellt werden" cannot
   * happen; see docs/decisions.md).
   */
  async execute({ client }: CreateClientCommand): Promise<AdminClientDetail> {
    assertPasswordAcceptable(client.password, client);
    if (await this.em.count(Account, { email: Account.normalizeEmail(client.email) }))
      throw AppError.conflict('EMAIL_TAKEN', MESSAGES.emailTaken);
    let id: string;
    try {
      id = await this.em.transactional(async (em) => {
        const created = await this.accounts.create(
          { name: client.name, email: client.email, password: client.password, role: 'client' },
          { byAdmin: true, actorId: null },
        );
        em.create(Branding, {
          client: created.id,
          logo: null,
          website: orNull(client.website),
          socialLinks: socialLinksOf(client.socialLinks),
          examplePosts: orNull(client.examplePosts),
          // What the admin enters is the client's brand, the one its Branding-System shows.
          // Left out or empty, colours and font are the admin-made client's defaults (spec 001).
          brandingData: withAdminBrandFields(
            {},
            {
              brandName: client.brandName ?? '',
              colorPrimary: client.colorPrimary || NEW_CLIENT_BRAND_DEFAULTS.colorPrimary,
              colorSecondary: client.colorSecondary || NEW_CLIENT_BRAND_DEFAULTS.colorSecondary,
              font: client.font?.trim() || NEW_CLIENT_BRAND_DEFAULTS.font,
            },
            created.name,
          ),
        });
        return created.id;
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException)
        throw AppError.conflict('EMAIL_TAKEN', MESSAGES.emailTaken);
      throw error;
    }
    return this.queries.execute(new GetClientQuery(id));
  }
}
