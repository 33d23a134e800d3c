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
 * flight, for crash and shutdown tests): `release()` accepts the held messages whose sender is still
 * connected; a sender that went away (killed) never learns of its message, which is not kept.
 */
export class SmtpStandIn {
  readonly received: ReceivedMail[] = [];
  readonly refusals: string[] = [];
  /** Messages whose data arrived while held: not accepted (yet). */
  readonly held: string[] = [];
  refuse: (address: string) => boolean = () => false;
  hold = false;
  /** The held messages' answers, by the SMTP session that sent them (one message at a time each). */
  private readonly pending = new Map<string, () => void>();
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onClose: (session) => void this.pending.delete(session.id),
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
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        const accept = () =>
          void simpleParser(raw).then((mail) => {
            this.received.push({
              to,
              messageId: mail.messageId ? `<${mail.messageId.replace(/^<|>$/g, '')}>` : '',
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
              raw,
            });
            callback();
          }, callback);
        // Held: not answered until released, so the sender does not know yet whether it was accepted.
        if (!this.hold) return accept();
        this.held.push(raw);
        this.pending.set(session.id, accept);
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

  /** Stops holding, and accepts the held messages whose senders still wait for the answer. */
  release(): void {
    this.hold = false;
    const answers = [...this.pending.values()];
    this.pending.clear();
    for (const answer of answers) answer();
  }

  to(address: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.to.includes(address));
  }

  withId(messageId: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.messageId === messageId);
  }
}
