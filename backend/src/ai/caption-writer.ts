import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable } from '@nestjs/common';
import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { AiCaption, AiHashtags } from '../contracts/ai-answers.js';
import type { AiDelta } from '../contracts/ai.js';
import { AppError } from '../common/errors/app-error.js';
import { monthPlanAnswerSchema, type MonthPlanAnswer } from './month-plan-answer.js';
import { offlineMonthPlan } from './offline-month-plan.js';
import type { KeepAnswer } from './provider-answers.js';
import { captionPrompt, hashtagPrompt, monthPlanPrompt, type Briefing, type MonthPlanBriefing } from './ai-prompts.js';
import { AI_TEXTS } from './ai-texts.js';
import { fallbackCta, offlineCaption, offlineHashtags } from './offline-writer.js';
import { AiAbortedError, aiTimeout, fromProviderError } from './provider-errors.js';
import {
  captionAnswerSchema,
  hashtagAnswerSchema,
  parseCaptionAnswer,
  parseHashtagAnswer,
  StructuredCaptionStream,
} from './structured-answers.js';

interface Cancellable {
  /** Aborts the provider's request (the browser closed the connection, a job was cancelled). */
  signal?: AbortSignal;
}

/**
 * Either streamed to a person on the line (`onDelta`), or in one piece, optionally kept for a job
 * (`keep`, provider-answers.ts). Never both: a streamed answer has a person waiting and no retry,
 * and a kept answer handed back has no pieces to stream.
 */
export type WriteOptions = Cancellable &
  (
    | {
        /** Called with each piece of text as it is written; without it the provider answers in one piece. */
        onDelta?: (delta: AiDelta) => void;
        keep?: never;
      }
    | {
        /** The provider's raw answer is kept the moment it arrives, and a kept one is used instead of asking. */
        keep?: KeepAnswer;
        onDelta?: never;
      }
  );

/** A call that is never streamed: in one piece, optionally kept for a job. */
export type OnePieceOptions = Cancellable & { keep?: KeepAnswer };

/** The offline draft streams word by word at this pace, so the form behaves as with a provider. */
const OFFLINE_WORD_MS = 15;

/** A month plan is written in the background (the `ai` worker): no person waits on the line. */
const MONTH_PLAN_TIMEOUT_MS = 180_000;

/**
 * Writes captions (with a call to action), hashtags and month plans of content ideas: with the OpenAI SDK against
 * OPENAI_BASE_URL (any server of the chat-completions wire format), or, without OPENAI_API_KEY, with
 * the offline generator. Every text comes out in Swiss spelling. Knows nothing of HTTP: the API's
 * order form and the `ai` worker both use it.
 *
 * Failures are AppErrors with the spec's texts (provider-errors.ts), or AiAbortedError when the
 * caller's signal ended the request. Each call is bounded by AI_TIMEOUT_MS from start to last word
 * (the SDK's own timeout only covers the wait for the answer's headers).
 */
@Injectable()
export class CaptionWriter {
  private readonly client: OpenAI | null;
  private readonly model: string;
  private readonly timeoutMs: number;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'ai'>) {
    const { apiKey, baseUrl, model, timeoutMs } = config.ai;
    this.model = model;
    this.timeoutMs = timeoutMs;
    // One retry at most: a person is waiting, and the deadline below bounds the retry's wait too.
    this.client = apiKey
      ? new OpenAI({ apiKey, baseURL: baseUrl, timeout: timeoutMs, maxRetries: 1, logLevel: 'off' })
      : null;
  }

  /** True when no provider is configured and the drafts come from the offline generator. */
  get offline(): boolean {
    return this.client === null;
  }

  async writeCaption(briefing: Briefing, options: WriteOptions = {}): Promise<AiCaption> {
    if (!this.client) return this.offlineCaption(briefing, options);
    const client = this.client;
    // A structured answer, {caption, cta}: the call to action is a field of its own (structured-answers.ts).
    const request = {
      model: this.model,
      messages: captionPrompt(briefing),
      response_format: zodResponseFormat(captionAnswerSchema, 'caption'),
    };
    const { onDelta } = options;
    const text = await this.ask(options, async (signal) => {
      if (!onDelta) {
        const answer = await client.chat.completions.create(request, { signal });
        return answer.choices[0]?.message?.content ?? '';
      }
      const stream = await client.chat.completions.create({ ...request, stream: true }, { signal });
      const splitter = new StructuredCaptionStream();
      for await (const chunk of stream) {
        const piece = chunk.choices[0]?.delta?.content;
        if (piece) for (const delta of splitter.push(piece)) onDelta(delta);
      }
      for (const delta of splitter.end()) onDelta(delta);
      return splitter.full;
    });
    const { caption, cta } = parseCaptionAnswer(text);
    if (!caption) throw new AppError(502, 'INTERNAL', AI_TEXTS.emptyAnswer);
    // No call to action in the answer: the brand's own first one, else one for the format.
    if (!cta) {
      const fallback = fallbackCta(briefing);
      options.onDelta?.({ field: 'cta', text: fallback });
      return { caption, cta: fallback, offline: false };
    }
    return { caption, cta, offline: false };
  }

  async writeHashtags(briefing: Briefing, options: OnePieceOptions = {}): Promise<AiHashtags> {
    if (!this.client) {
      if (options.signal?.aborted) throw new AiAbortedError();
      return { hashtags: offlineHashtags(briefing), offline: true };
    }
    const client = this.client;
    const text = await this.ask(options, async (signal) => {
      const answer = await client.chat.completions.create(
        {
          model: this.model,
          messages: hashtagPrompt(briefing),
          response_format: zodResponseFormat(hashtagAnswerSchema, 'hashtags'),
        },
        { signal },
      );
      return answer.choices[0]?.message?.content ?? '';
    });
    // Only what the model gave as tags; an answer without any gets the drafted ones, marked as such.
    const hashtags = parseHashtagAnswer(text);
    if (!hashtags) return { hashtags: offlineHashtags(briefing), offline: true };
    return { hashtags, offline: false };
  }

  /**
   * A month plan as the JSON schema of `monthPlanAnswerSchema` (OpenAI's structured outputs, strict),
   * checked again on arrival: an answer that does not parse is an AppError, never a half plan.
   */
  async writeMonthPlan(
    briefing: MonthPlanBriefing,
    options: OnePieceOptions = {},
  ): Promise<{ answer: MonthPlanAnswer; offline: boolean }> {
    if (!this.client)
      return { answer: monthPlanAnswerSchema.parse(offlineMonthPlan(briefing.slots, briefing.brand)), offline: true };
    const client = this.client;
    const content = await this.ask(
      options,
      async (signal) => {
        const answer = await client.chat.completions.create(
          {
            model: this.model,
            messages: monthPlanPrompt(briefing),
            response_format: zodResponseFormat(monthPlanAnswerSchema, 'month_plan'),
          },
          { signal },
        );
        return answer.choices[0]?.message?.content ?? '';
      },
      MONTH_PLAN_TIMEOUT_MS,
    );
    let json: unknown;
    try {
      json = JSON.parse(content);
    } catch {
      throw new AppError(502, 'INTERNAL', AI_TEXTS.malformedPlan);
    }
    const parsed = monthPlanAnswerSchema.safeParse(json);
    if (!parsed.success) throw new AppError(502, 'INTERNAL', AI_TEXTS.malformedPlan);
    return { answer: parsed.data, offline: false };
  }

  /**
   * One provider call: its kept answer when the caller keeps answers and one is kept (no request,
   * no deadline), else the request under the deadline, its raw text kept as soon as it is complete.
   */
  private ask(
    options: OnePieceOptions,
    run: (signal: AbortSignal) => Promise<string>,
    timeoutMs = this.timeoutMs,
  ): Promise<string> {
    const call = () => this.withDeadline(options.signal, run, timeoutMs);
    return options.keep ? options.keep(call) : call();
  }

  /**
   * Runs a provider call under one signal that ends at the deadline or when the caller's signal
   * does, and tells the two apart: the deadline is a 504, the caller leaving is AiAbortedError.
   */
  private async withDeadline<T>(
    outer: AbortSignal | undefined,
    run: (signal: AbortSignal) => Promise<T>,
    timeoutMs = this.timeoutMs,
  ): Promise<T> {
    if (outer?.aborted) throw new AiAbortedError();
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const abort = () => controller.abort();
    outer?.addEventListener('abort', abort, { once: true });
    try {
      const result = await run(controller.signal);
      // The SDK ends a stream quietly when its signal aborts: a cut-off text is no answer.
      if (controller.signal.aborted) throw new AiAbortedError();
      return result;
    } catch (error) {
      if (timedOut) throw aiTimeout();
      if (outer?.aborted || error instanceof AiAbortedError) throw new AiAbortedError();
      throw fromProviderError(error);
    } finally {
      clearTimeout(timer);
      outer?.removeEventListener('abort', abort);
    }
  }

  private async offlineCaption(briefing: Briefing, { signal, onDelta }: WriteOptions): Promise<AiCaption> {
    const draft = offlineCaption(briefing);
    if (onDelta) {
      for (const field of ['caption', 'cta'] as const) {
        for (const word of draft[field].match(/\S+\s*/g) ?? []) {
          if (signal?.aborted) throw new AiAbortedError();
          onDelta({ field, text: word });
          await sleep(OFFLINE_WORD_MS);
        }
      }
    }
    if (signal?.aborted) throw new AiAbortedError();
    return { ...draft, offline: true };
  }
}
