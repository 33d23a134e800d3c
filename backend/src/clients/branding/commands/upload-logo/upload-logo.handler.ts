import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Account } from '../../../../accounts/index.js';
import { AppError, MESSAGES } from '../../../../common/errors/app-error.js';
import type { LogoUploaded } from '../../../../contracts/client-answers.js';
import { lockClient } from '../../../client-lock.js';
import { discard, FileStorage, LOGO_FILES, type ReceivedFile } from '../../../../storage/index.js';
import { Branding } from '../../branding.entity.js';
import { newBrandRecord } from '../../brand-record.js';
import { logoUrl } from '../../branding.view.js';
import { assertClientAccess } from '../../client-access.js';
import { UploadLogoCommand } from './upload-logo.command.js';

const LOGO_TEXTS = {
  oneFile: 'Bitte wähle eine Bilddatei aus',
  onlyOne: 'Bitte lade nur eine Datei hoch',
} as const;

@CommandHandler(UploadLogoCommand)
export class UploadLogoHandler implements ICommandHandler<UploadLogoCommand> {
  private readonly logger = new Logger(UploadLogoHandler.name);

  constructor(
    private readonly em: EntityManager,
    private readonly storage: FileStorage,
  ) {}

  /**
   * Who may, first (no byte of the body read before); then the file, its type from its bytes and
   * stopped at 5 MB while it streams; then a short transaction that points the branding record at
   * the new key (creating the record with the defaults when the client has none). The old logo's
   * file goes after the commit.
   */
  async execute({ actor, clientId, uploads }: UploadLogoCommand): Promise<LogoUploaded> {
    let received: ReceivedFile[] = [];
    let stored: string | null = null;
    try {
      await assertClientAccess(this.em.fork(), actor, clientId, { linkedDesigner: false });
      received = await uploads.receive(LOGO_FILES, { maxFiles: 1, tooManyMessage: LOGO_TEXTS.onlyOne });
      const [file] = received;
      if (!file) throw AppError.validation(LOGO_TEXTS.oneFile, [{ field: 'file', message: LOGO_TEXTS.oneFile }]);
      const key = `logos/${clientId}/${randomUUID()}.${file.ext}`;
      await this.storage.save(key, file.temporaryPath, file.contentType);
      stored = key;
      const previous = await this.em.transactional(async (em) => {
        await lockClient(em, clientId);
        const client = await em.findOne(Account, { id: clientId, deletedAt: null });
        if (!client) throw AppError.notFound(MESSAGES.clientNotFound);
        const branding = await em.findOne(Branding, { client }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (branding) {
          const old = branding.logo ?? null;
          branding.logo = key;
          return old;
        }
        newBrandRecord(em, client, { logo: key });
        return null;
      });
      stored = null;
      if (previous)
        await this.storage
          .remove(previous)
          .catch((error: unknown) => this.logger.warn(`could not remove old logo ${previous}: ${String(error)}`));
      return { logoUrl: logoUrl(key, this.storage) };
    } catch (error) {
      uploads.refuse();
      if (stored) await this.storage.remove(stored).catch(() => undefined);
      await discard(received);
      throw error;
    }
  }
}
