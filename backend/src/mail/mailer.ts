import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/** A rendered mail to one recipient. */
export interface OutgoingMail {
  to: { name: string; address: string };
  subject: string;
  html: string;
  text: string;
  /** `<…@…>`: the same for the same (event, recipient, template), see messageIdOf. */
  messageId: string;
}

/**
 * The Message-ID of a mail: derived from what it is for, so the one possible duplicate (a crash
 * between the SMTP server's accept and our record, docs/decisions.md) carries the same id and mail
 * systems can recognise it.
 */
export function messageIdOf(appUrl: string, eventId: string, template: string, recipientId: string): string {
  return `<${eventId}.${template}.${recipientId}@${new URL(appUrl).hostname}>`;
}

/** A file name that sorts by time and names the message: 2026-11-23T12-40-01-123Z_<id>.eml. */
export function emlFileName(messageId: string, at = new Date()): string {
  const id = messageId.replace(/^<|>$/g, '').replace(/[^A-Za-z0-9.@_-]/g, '_');
  return `${at.toISOString().replace(/:/g, '-').replace('.', '-')}_${id}.eml`;
}

/**
 * Sends mails with nodemailer over SMTP_URL (a small connection pool). Without SMTP_URL each mail
 * is written as an .eml file (the raw RFC 822 message) under DATA_DIR/mail/, written to a
 * temporary name and renamed, so a reader never sees half a file.
 */
@Injectable()
export class Mailer implements OnApplicationShutdown {
  private readonly smtp: Transporter | null;
  private readonly files: Transporter | null;
  private readonly folder: string;
  private readonly from: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.from = config.mail.from;
    this.folder = resolve(config.dataDir, 'mail');
    this.smtp = config.mail.smtpUrl
      ? nodemailer.createTransport({
          url: config.mail.smtpUrl,
          pool: true,
          maxConnections: 5,
          // A server that does not answer fails the attempt (the job retries) instead of holding it.
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 60_000,
        })
      : null;
    this.files = this.smtp
      ? null
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  }

  /** Where mails go: the SMTP server, or the folder of .eml files. */
  get destination(): 'smtp' | 'files' {
    return this.smtp ? 'smtp' : 'files';
  }

  /** Resolves once the SMTP server accepted the mail (or the file is in place); throws otherwise. */
  async send(mail: OutgoingMail): Promise<{ messageId: string }> {
    const message = {
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      messageId: mail.messageId,
    };
    if (this.smtp) {
      const info = await this.smtp.sendMail(message);
      return { messageId: info.messageId };
    }
    const info = await this.files!.sendMail(message);
    await this.writeAtomically(emlFileName(info.messageId), info.message as Buffer);
    return { messageId: info.messageId };
  }

  onApplicationShutdown(): void {
    this.smtp?.close();
  }

  private async writeAtomically(name: string, content: Buffer): Promise<void> {
    const temporary = join(this.folder, `.${randomUUID()}.tmp`);
    try {
      await this.writeNew(temporary, content);
      await rename(temporary, join(this.folder, name));
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  /**
   * A new file in the folder, which is made when a write finds it missing (the first mail of an
   * installation, or after someone removed it) rather than before every mail: a mkdir per mail was
   * one more trip through libuv's thread pool.
   */
  private async writeNew(path: string, content: Buffer): Promise<void> {
    try {
      await writeFile(path, content, { flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      await mkdir(this.folder, { recursive: true });
      await writeFile(path, content, { flag: 'wx' });
    }
  }
}
