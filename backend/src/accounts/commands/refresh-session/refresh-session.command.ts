import { Command } from '@nestjs/cqrs';
import type { IssuedSession } from '../../session-issuer.js';

/** Trades a refresh token for a new session; the old token is spent. */
export class RefreshSessionCommand extends Command<IssuedSession> {
  constructor(readonly refreshToken: string | undefined) {
    super();
  }
}
