import { Controller, Delete, Get, HttpCode, Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiNoContentResponse, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { cookieName } from '../accounts/index.js';
import type { Actor } from '../common/auth/actor.js';
import { CurrentActor, MemberRight, Public, Roles } from '../common/auth/decorators.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import {
  connectAnswerSchema,
  socialAccountSchema,
  socialNetworkSchema,
  type SocialAccount,
  type SocialNetworkAvailability,
} from '../contracts/publishing-answers.js';
import { PUBLISHING_NETWORKS, type SocialNetworkName } from '../contracts/publishing.js';
import { ApiAnswer } from '../http/api-answer.js';
import {
  DisconnectAccountCommand,
  FinishConnectionCommand,
  StartConnectionCommand,
} from './commands/social.commands.js';
import { OAuthAttempts } from './oauth-attempts.js';
import { ListSocialAccountsQuery, ListSocialNetworksQuery } from './queries/social.queries.js';

const CALLBACK_PATH = '/api/social/callback';
const networkParam = z.enum(PUBLISHING_NETWORKS);
const callbackQuery = z.object({
  code: z.string().max(4000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
});

/** The social accounts a client publishes to, and their connection through the networks' OAuth. */
@ApiTags('publishing')
@ApiBearerAuth()
@Controller()
export class SocialController {
  private readonly nonceCookie: string;

  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.nonceCookie = cookieName('cf_social_oauth', { secure: config.cookieSecure, path: CALLBACK_PATH });
  }

  @Get('social/networks')
  @ApiAnswer(
    [socialNetworkSchema],
    200,
    'Which networks this installation can connect, and the settings each still lacks',
  )
  networks(): Promise<SocialNetworkAvailability[]> {
    return this.queries.execute(new ListSocialNetworksQuery());
  }

  @Get('clients/:clientId/social-accounts')
  @Roles('client', 'admin')
  @MemberRight('see')
  @ApiAnswer(
    [socialAccountSchema],
    200,
    "The company's connected accounts, never their tokens (its members and admins)",
  )
  list(@CurrentActor() actor: Actor, @Param('clientId') clientId: string): Promise<SocialAccount[]> {
    return this.queries.execute(new ListSocialAccountsQuery(actor, clientId));
  }

  @Post('clients/:clientId/social-accounts/:network/connect')
  @Roles('client', 'admin')
  @HttpCode(200)
  @ApiAnswer(
    connectAnswerSchema,
    200,
    "The network's authorization page (owners and admins); a cookie ties its callback to this browser. 503 NETWORK_NOT_CONFIGURED, naming what is missing",
  )
  async connect(
    @CurrentActor() actor: Actor,
    @Param('clientId') clientId: string,
    @Param('network', { schema: networkParam }) network: SocialNetworkName,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ url: string }> {
    const { url, browserNonce } = await this.commands.execute(new StartConnectionCommand(actor, clientId, network));
    reply.setCookie(this.nonceCookie, browserNonce, this.cookieOptions(OAuthAttempts.seconds));
    return { url };
  }

  @Get('social/callback/:network')
  @Public()
  @ApiResponse({
    status: 303,
    description:
      "The network's answer: back to the social media page with ?connected=<network>&accounts=<n> or ?error=denied|expired|failed|none",
  })
  async callback(
    @Param('network', { schema: networkParam }) network: SocialNetworkName,
    @Query({ schema: callbackQuery }) query: z.output<typeof callbackQuery>,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { location } = await this.commands.execute(
      new FinishConnectionCommand(network, query, request.cookies?.[this.nonceCookie]),
    );
    reply.clearCookie(this.nonceCookie, this.cookieOptions());
    await reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(location, 303);
  }

  @Delete('clients/:clientId/social-accounts/:id')
  @Roles('client', 'admin')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Disconnected: its tokens are forgotten (owners and admins)' })
  disconnect(
    @CurrentActor() actor: Actor,
    @Param('clientId') clientId: string,
    @Param('id') id: string,
  ): Promise<void> {
    return this.commands.execute(new DisconnectAccountCommand(actor, clientId, id));
  }

  private cookieOptions(maxAge?: number) {
    return {
      path: CALLBACK_PATH,
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: this.config.cookieSecure,
      ...(maxAge ? { maxAge } : {}),
    };
  }
}
