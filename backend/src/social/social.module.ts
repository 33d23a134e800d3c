import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { RedisModule } from '../queues/index.js';
import {
  DisconnectAccountHandler,
  FinishConnectionHandler,
  StartConnectionHandler,
} from './commands/social.commands.js';
import { AccountPictures } from './account-pictures.js';
import { networkClients } from './networks/network-clients.js';
import { OAuthAttempts } from './oauth-attempts.js';
import { ListSocialAccountsHandler, ListSocialNetworksHandler } from './queries/social.queries.js';
import { SocialConnections } from './social-connections.js';
import { SocialController } from './social.controller.js';
import { SocialNetworks } from './social-networks.js';
import { SocialTokenBox } from './social-token-box.js';

const CORE = [
  {
    provide: SocialNetworks,
    inject: [APP_CONFIG],
    useFactory: (config: AppConfig) => new SocialNetworks(networkClients(config.social)),
  },
  {
    provide: SocialTokenBox,
    inject: [APP_CONFIG],
    useFactory: (config: AppConfig) => SocialTokenBox.fromSecret(config.jwtSecret),
  },
  OAuthAttempts,
  SocialConnections,
];

/**
 * The social accounts' core, for the API and the workers: the network clients of the installation's
 * settings, the sealed tokens, their renewal.
 */
@Module({ imports: [RedisModule], providers: CORE, exports: CORE })
export class SocialCoreModule {}

/** The social accounts' endpoints (the connect flow and the accounts' list). */
@Module({
  imports: [SocialCoreModule],
  controllers: [SocialController],
  providers: [
    AccountPictures,
    StartConnectionHandler,
    FinishConnectionHandler,
    DisconnectAccountHandler,
    ListSocialAccountsHandler,
    ListSocialNetworksHandler,
  ],
})
export class SocialModule {}
