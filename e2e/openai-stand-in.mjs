import { createServer } from 'node:http';

/**
 * The AI provider of the browser tests: a local server in the OpenAI chat-completions wire format,
 * so the product's real client path (the openai SDK, structured outputs) runs end to end. A request
 * with a JSON-schema response format is the month plan: it answers one idea per slot the prompt
 * lists ("3. Carousel am 2026-12-03 (Woche 1)"), each titled "KI-Idee N: …". Any other request gets
 * a short caption with its CTA line, streamed when asked.
 */
const SLOT = /^(\d+)\. (Post|Carousel|Reel) am (\d{4}-\d{2}-\d{2})/;
const TYPES = { Post: 'post', Carousel: 'carousel', Reel: 'reel' };

function monthPlan(prompt) {
  const ideas = prompt
    .split('\n')
    .map((line) => SLOT.exec(line))
    .filter(Boolean)
    .map(([, number, type]) => ({
      contentType: TYPES[type],
      title: `KI-Idee ${number}: Frisch aus der Backstube`,
      content: `Ein Blick hinter die Kulissen, Teil ${number}`,
      description: 'Zeigt, wie unser Brot entsteht',
      hook: 'Schon gewusst?',
      cta: 'Jetzt vorbeikommen',
      visualIdea: 'Hände im Mehl, warmes Licht',
      slideIdeas: type === 'Carousel' ? [1, 2, 3].map((slide) => ({ number: slide, content: `Schritt ${slide}` })) : [],
      hashtags: ['#backstube', '#zürich', '#brot'],
    }));
  return JSON.stringify({ ideas });
}

function completion(model, content) {
  return {
    id: 'chatcmpl-e2e',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      { index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop', logprobs: null },
    ],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

function chunk(model, delta, finish = null) {
  return {
    id: 'chatcmpl-e2e',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta, finish_reason: finish, logprobs: null }],
  };
}

async function handle(request, response) {
  let raw = '';
  for await (const part of request) raw += String(part);
  if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
    response
      .writeHead(404, { 'content-type': 'application/json' })
      .end(JSON.stringify({ error: { message: 'not found', type: 'invalid_request_error' } }));
    return;
  }
  const body = JSON.parse(raw || '{}');
  const model = body.model ?? 'e2e-model';
  const prompt = (body.messages ?? []).map((message) => message.content).join('\n');
  const text =
    body.response_format?.type === 'json_schema'
      ? monthPlan(prompt)
      : 'Frisches Brot, jeden Morgen.\nCTA: Jetzt vorbeikommen';
  if (!body.stream) {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(completion(model, text)));
    return;
  }
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  for (const word of text.match(/\S+\s*/g) ?? [])
    response.write(`data: ${JSON.stringify(chunk(model, { content: word }))}\n\n`);
  response.write(`data: ${JSON.stringify(chunk(model, {}, 'stop'))}\n\n`);
  response.end('data: [DONE]\n\n');
}

/** Starts the stand-in on a free port of 127.0.0.1; answers its base URL (for OPENAI_BASE_URL) and the server. */
export async function startOpenAiStandIn() {
  const server = createServer((request, response) => {
    handle(request, response).catch((error) => response.writeHead(500).end(String(error)));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { baseUrl: `http://127.0.0.1:${server.address().port}/v1`, server };
}
