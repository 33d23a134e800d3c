import { Body, Controller, HttpCode, Logger, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiGatewayTimeoutResponse,
  ApiOperation,
  ApiProduces,
  ApiResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { aiCaptionSchema, aiHashtagsSchema } from '../contracts/ai-answers.js';
import { aiDescriptionBodySchema, aiHashtagsBodySchema } from '../contracts/ai-requests.js';
import { Actor } from '../common/auth/actor.js';
import { CurrentActor, Roles } from '../common/auth/decorators.js';
import { AppError, MESSAGES } from '../common/errors/app-error.js';
import { ApiAnswer } from '../http/api-answer.js';
import { WriteDescriptionCommand } from './commands/write-description/write-description.command.js';
import { WriteHashtagsCommand } from './commands/write-hashtags/write-hashtags.command.js';
import { abortedWhenClosed, EventStream, wantsEventStream } from './event-stream.js';
import { AiAbortedError } from './provider-errors.js';

const STREAM_DESCRIPTION =
  'JSON by default. With `Accept: text/event-stream`: server-sent events while the text is written — ' +
  '`delta` `{ field: "caption"|"cta", text }` (append), then `done` `{ caption, cta, offline }` (the final texts) ' +
  'or `error` `{ statusCode, code, message }`. Refusals before the first text are plain error answers.';

/**
 * The order form's AI helpers (docs/ai.md). Interactive: the provider is called during the request
 * (not through the `ai` queue), for a client with a current plan, within AI_TIMEOUT_MS and the
 * client's AI_RATE_LIMIT_PER_MINUTE and AI_MONTHLY_CALLS_PER_CLIENT; closing the connection cancels
 * the provider's request.
 */
@ApiTags('ai')
@ApiBearerAuth()
@ApiBadRequestResponse({ description: 'VALIDATION: "Bitte fülle Titel und Inhalt aus" when title or content is empty' })
@ApiTooManyRequestsResponse({
  description:
    'RATE_LIMITED "Zu viele Anfragen. Bitte warte einen Moment." (ours per minute or the provider\'s), or the monthly budget used up with the day it resets; with Retry-After',
})
@ApiForbiddenResponse({
  description:
    'FORBIDDEN "Die KI-Hilfe ist in deinem Abo enthalten. Wähle zuerst einen Plan." for a client without a current plan',
})
@ApiResponse({ status: 402, description: 'AI_CREDITS "AI-Credits aufgebraucht. Bitte Credits hinzufügen."' })
@ApiResponse({ status: 502, description: 'The provider refused: its own message text' })
@ApiGatewayTimeoutResponse({ description: 'The provider did not answer within AI_TIMEOUT_MS' })
@Controller('ai')
export class AiController {
  private readonly logger = new Logger('AI');

  constructor(private readonly commands: CommandBus) {}

  @Post('description')
  @HttpCode(200)
  @Roles('client')
  @ApiOperation({ summary: 'Caption and call to action for a briefing', description: STREAM_DESCRIPTION })
  @ApiProduces('application/json', 'text/event-stream')
  @ApiAnswer(aiCaptionSchema, 200)
  async description(
    @CurrentActor() actor: Actor,
    @Body({ schema: aiDescriptionBodySchema }) body: z.output<typeof aiDescriptionBodySchema>,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const signal = abortedWhenClosed(reply);
    const briefing = { title: body.title, description: body.description, contentType: body.contentType };
    if (!wantsEventStream(request)) {
      const caption = await this.commands
        .execute(new WriteDescriptionCommand(actor.clientId!, briefing, signal))
        .catch(gone(reply));
      if (caption) void reply.send(caption);
      return;
    }
    const events = new EventStream(reply);
    try {
      const caption = await this.commands.execute(
        new WriteDescriptionCommand(actor.clientId!, briefing, signal, (delta) => events.send('delta', delta)),
      );
      events.send('done', caption);
    } catch (error) {
      if (!events.started) {
        await gone(reply)(error);
        return;
      }
      if (error instanceof AiAbortedError) return;
      if (!(error instanceof AppError)) this.logger.error(error);
      events.send('error', toErrorBody(error));
    } finally {
      events.end();
    }
  }

  @Post('hashtags')
  @HttpCode(200)
  @Roles('client')
  @ApiOperation({ summary: 'Hashtags for a briefing' })
  @ApiAnswer(aiHashtagsSchema, 200)
  async hashtags(
    @CurrentActor() actor: Actor,
    @Body({ schema: aiHashtagsBodySchema }) body: z.output<typeof aiHashtagsBodySchema>,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const briefing = { title: body.title, description: body.description, platform: body.platform };
    const signal = abortedWhenClosed(reply);
    const hashtags = await this.commands
      .execute(new WriteHashtagsCommand(actor.clientId!, briefing, signal))
      .catch(gone(reply));
    if (hashtags) void reply.send(hashtags);
  }
}

/**
 * Errors before anything was sent go to the exception filter as usual; when the caller is already
 * gone there is no one to answer, and the reply is just closed.
 */
function gone(reply: FastifyReply) {
  return async (error: unknown): Promise<undefined> => {
    if (!(error instanceof AiAbortedError)) throw error;
    reply.hijack();
    reply.raw.destroy();
    return undefined;
  };
}

/** An error inside a running stream, in the shape of every other error answer. */
function toErrorBody(error: unknown) {
  return (error instanceof AppError ? error : new AppError(500, 'INTERNAL', MESSAGES.internal)).toBody();
}
