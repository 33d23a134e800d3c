import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** A request the stand-in received: its parsed JSON body and what became of its answer. */
export interface ReceivedRequest {
  path: string;
  authorization: string | undefined;
  body: { model?: string; stream?: boolean; messages?: { role: string; content: string }[] };
  /** The stand-in wrote its last byte. */
  finished: boolean;
  /** The caller closed the connection before the answer was complete. */
  closedEarly: boolean;
}

/** What the stand-in answers next: a whole text, a text in timed chunks, or an error status. */
export type Scenario =
  | { kind: 'text'; text: string }
  | { kind: 'chunks'; chunks: string[]; pauseMs: number }
  /** Nothing at all for this long, then the text. */
  | { kind: 'slow'; delayMs: number; text: string }
  | { kind: 'error'; status: number; body: unknown; headers?: Record<string, string> };

function completion(model: string, content: string) {
  return {
    id: 'chatcmpl-standin',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      { index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop', logprobs: null },
    ],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

function chunk(model: string, delta: Record<string, string>, finish: string | null = null) {
  return {
    id: 'chatcmpl-standin',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta, finish_reason: finish, logprobs: null }],
  };
}

async function readJson(request: IncomingMessage): Promise<ReceivedRequest['body']> {
  let raw = '';
  for await (const part of request) raw += String(part);
  return raw ? (JSON.parse(raw) as ReceivedRequest['body']) : {};
}

/**
 * A local server in the OpenAI chat-completions wire format (POST /v1/chat/completions): a JSON
 * answer, or with `stream: true` the server-sent events `data: {chunk}` … `data: [DONE]`, pausing
 * between chunks like a model that writes. Errors as OpenAI sends them (`{ error: { message, type, code } }`).
 */
export class OpenAiStandIn {
  readonly requests: ReceivedRequest[] = [];
  private scenario: Scenario = { kind: 'text', text: 'Hallo\nCTA: Jetzt los' };
  private readonly server: Server;

  constructor() {
    this.server = createServer((request, response) => void this.handle(request, response));
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** Answers every following request so, until told otherwise. */
  answer(scenario: Scenario): void {
    this.scenario = scenario;
  }

  get last(): ReceivedRequest | undefined {
    return this.requests.at(-1);
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const received: ReceivedRequest = {
      path: request.url ?? '',
      authorization: request.headers.authorization,
      body: await readJson(request),
      finished: false,
      closedEarly: false,
    };
    this.requests.push(received);
    response.on('close', () => {
      if (!response.writableFinished) received.closedEarly = true;
    });
    const scenario = this.scenario;
    const model = received.body.model ?? 'stand-in';
    if (request.method !== 'POST' || received.path !== '/v1/chat/completions') {
      response
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'Not found' } }));
      return;
    }
    if (scenario.kind === 'error') {
      response
        .writeHead(scenario.status, { 'content-type': 'application/json', ...scenario.headers })
        .end(JSON.stringify(scenario.body));
      received.finished = true;
      return;
    }
    if (scenario.kind === 'slow') {
      await sleep(scenario.delayMs);
      if (response.destroyed) return;
    }
    if (!received.body.stream) {
      const text = scenario.kind === 'chunks' ? scenario.chunks.join('') : scenario.text;
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(completion(model, text)));
      received.finished = true;
      return;
    }
    const chunks = scenario.kind === 'chunks' ? scenario.chunks : [scenario.text];
    const pauseMs = scenario.kind === 'chunks' ? scenario.pauseMs : 0;
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const send = (data: unknown) =>
      response.write(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);
    send(chunk(model, { role: 'assistant', content: '' }));
    for (const [index, text] of chunks.entries()) {
      if (index > 0) await sleep(pauseMs);
      if (response.destroyed) return;
      send(chunk(model, { content: text }));
    }
    send(chunk(model, {}, 'stop'));
    send('[DONE]');
    response.end();
    received.finished = true;
  }
}
