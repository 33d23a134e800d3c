import type { AiDelta, AiStreamEventData, AiStreamEventName } from '../../../../backend/src/contracts/ai';
import { AI_STREAM_EVENTS } from '../../../../backend/src/contracts/ai';
// Types only: the schemas themselves stay on the server.
import type { AiCaption, AiHashtags } from '../../../../backend/src/contracts/ai-answers';
import type { AiDescriptionBody, AiHashtagsBody } from '../../../../backend/src/contracts/ai-requests';
import type { ApiErrorBody } from '../../shared/contracts';
import { API_BASE } from '../../shared/api/session';

/** What a call to the AI helpers needs of the session: read fresh for every request (tokens change). */
interface AiAuth {
  accessToken: string | null;
  /** Sent only for an admin viewing the app as a client. */
  viewAsClientId: string | null;
}

export interface AiCallOptions {
  auth: () => AiAuth;
  /** Renews the access token after a 401; resolves false when the session is gone. */
  renew: () => Promise<boolean>;
  signal?: AbortSignal;
}

/** A refusal of the AI helpers: the toast text (spec 000 section 8) and the HTTP status, if any. */
export class AiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'AiRequestError';
  }
}

const RATE_LIMITED = 'Zu viele Anfragen. Bitte warte einen Moment.';
const NO_CREDITS = 'AI-Credits aufgebraucht. Bitte Credits hinzufügen.';

/**
 * The spec's rule for the AI helpers' errors: a text mentioning "Rate limit" or "Zu viele" is the
 * rate-limit text, one mentioning "Credits" or "Payment" the credits text, otherwise the text itself.
 */
export function aiErrorText(message: string | null | undefined, fallback: string): string {
  if (!message) return fallback;
  if (/rate limit|zu viele/i.test(message)) return RATE_LIMITED;
  if (/credits|payment/i.test(message)) return NO_CREDITS;
  return message;
}

function headers(auth: AiAuth, stream: boolean): Headers {
  const result = new Headers({
    'Content-Type': 'application/json',
    Accept: stream ? 'text/event-stream' : 'application/json',
  });
  if (auth.accessToken) result.set('Authorization', `Bearer ${auth.accessToken}`);
  if (auth.viewAsClientId) result.set('X-View-As-Client', auth.viewAsClientId);
  return result;
}

/** POST with the session's token; one retry with a renewed token after a 401, like the API slice. */
async function post(path: string, body: unknown, stream: boolean, options: AiCallOptions): Promise<Response> {
  const send = () =>
    fetch(`${API_BASE}${path}`, {
      method: 'POST',
      credentials: 'include',
      headers: headers(options.auth(), stream),
      body: JSON.stringify(body),
      signal: options.signal,
    });
  let response = await send();
  if (response.status === 401 && (await options.renew())) response = await send();
  if (!response.ok) throw await refusal(response);
  return response;
}

async function refusal(response: Response): Promise<AiRequestError> {
  const body = (await response.json().catch(() => null)) as Partial<ApiErrorBody> | null;
  return new AiRequestError(typeof body?.message === 'string' ? body.message : '', response.status);
}

/** POST /api/ai/hashtags. */
export async function requestHashtags(body: AiHashtagsBody, options: AiCallOptions): Promise<AiHashtags> {
  const response = await post('/ai/hashtags', body, false, options);
  return (await response.json()) as AiHashtags;
}

function isEventName(name: string): name is AiStreamEventName {
  return (AI_STREAM_EVENTS as readonly string[]).includes(name);
}

/** One server-sent event block ("event: …\ndata: …"), or null for comments and unknown events. */
function parseEvent(
  block: string,
): { [E in AiStreamEventName]: { event: E; data: AiStreamEventData[E] } }[AiStreamEventName] | null {
  let name = 'message';
  const data: string[] = [];
  for (const line of block.split(/\r?\n/)) {
    if (line.startsWith('event:')) name = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
  }
  if (!isEventName(name) || !data.length) return null;
  return { event: name, data: JSON.parse(data.join('\n')) } as never;
}

/**
 * POST /api/ai/description as server-sent events: `onDelta` gets each piece of caption and CTA as
 * it is written; resolves with the final texts. Aborting the signal stops reading and closes the
 * connection, which cancels the provider's request on the server; the promise then rejects with
 * an AbortError.
 */
export async function streamDescription(
  body: AiDescriptionBody,
  onDelta: (delta: AiDelta) => void,
  options: AiCallOptions,
): Promise<AiCaption> {
  const response = await post('/ai/description', body, true, options);
  if (!response.body || !response.headers.get('Content-Type')?.includes('text/event-stream')) {
    return (await response.json()) as AiCaption;
  }
  const reader = response.body.getReader();
  const stop = () => void reader.cancel().catch(() => undefined);
  options.signal?.addEventListener('abort', stop, { once: true });
  if (options.signal?.aborted) stop();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      options.signal?.throwIfAborted();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      for (let end = buffer.search(/\r?\n\r?\n/); end >= 0; end = buffer.search(/\r?\n\r?\n/)) {
        const event = parseEvent(buffer.slice(0, end));
        buffer = buffer.slice(end).replace(/^\r?\n\r?\n/, '');
        if (!event) continue;
        if (event.event === 'delta') onDelta(event.data);
        else if (event.event === 'done') return event.data;
        else throw new AiRequestError(event.data.message, event.data.statusCode);
      }
    }
  } finally {
    options.signal?.removeEventListener('abort', stop);
  }
  throw new AiRequestError('', null);
}
