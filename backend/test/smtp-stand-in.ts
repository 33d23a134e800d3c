import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';

/** A mail as the SMTP stand-in accepted it, parsed by mailparser. */
export interface ReceivedMail {
  to: string[];
  messageId: string;
  subject: string;
  text: string;
  html: string;
  raw: string;
}

/**
 * A local SMTP server standing in for the real one (the smtp-server package, the real protocol):
 * keeps what it accepted, refuses the recipients `refuse` names (550, counting those attempts),
 * and, while `hold` is set, takes a message's data but answers it only when released (a mail in
 * flight, for crash tests).
 */
export class SmtpStandIn {
  readonly received: ReceivedMail[] = [];
  readonly refusals: string[] = [];
  /** Messages whose data arrived while held: not accepted (yet). */
  readonly held: string[] = [];
  refuse: (address: string) => boolean = () => false;
  hold = false;
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo: (address: SMTPServerAddress, _session, callback) => {
      if (!this.refuse(address.address)) return callback();
      this.refusals.push(address.address);
      callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
    },
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        // Held: never answered, so the sender never learns it was accepted (and it was not).
        if (this.hold) return void this.held.push(raw);
        void simpleParser(raw).then((mail) => {
          this.received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            messageId: mail.messageId ? `<${mail.messageId.replace(/^<|>$/g, '')}>` : '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            raw,
          });
          callback();
        }, callback);
      });
    },
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(resolve));
  }

  to(address: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.to.includes(address));
  }

  withId(messageId: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.messageId === messageId);
  }
}
