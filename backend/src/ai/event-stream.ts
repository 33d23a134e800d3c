import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AiStreamEventData, AiStreamEventName } from '../contracts/ai.js';

/** Whether the caller asked for server-sent events (`Accept: text/event-stream`). */
export function wantsEventStream(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/event-stream');
}

/**
 * A signal that aborts when the caller closes the connection before the answer is complete (the
 * browser's "Stoppen", a closed tab), so that the provider's request is cancelled with it.
 */
export function abortedWhenClosed(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

/**
 * Server-sent events on a Fastify reply. The headers (200, text/event-stream) go out with the first
 * event, so that a refusal before any text (limits, the provider's 429 or 402) is still a plain
 * error answer with its status; once streaming, a failure is an `error` event.
 */
export class EventStream {
  private stream: PassThrough | null = null;

  constructor(private readonly reply: FastifyReply) {}

  get started(): boolean {
    return this.stream !== null;
  }

  send<E extends AiStreamEventName>(event: E, data: AiStreamEventData[E]): void {
    const stream = this.open();
    if (stream.destroyed || stream.writableEnded) return;
    stream.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  end(): void {
    if (this.stream && !this.stream.writableEnded) this.stream.end();
  }

  private open(): PassThrough {
    if (this.stream) return this.stream;
    const stream = new PassThrough();
    // Writes after the caller left are dropped; the stream's errors then are no server fault.
    stream.on('error', () => undefined);
    this.stream = stream;
    void this.reply
      .status(200)
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-cache, no-transform')
      // Proxies (nginx) pass each event on at once instead of buffering the answer.
      .header('x-accel-buffering', 'no')
      .send(stream);
    return stream;
  }
}
