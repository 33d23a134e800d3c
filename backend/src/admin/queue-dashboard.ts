import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import type { QueueAdapterOptions } from '@bull-board/api/typings/app';
import { FastifyAdapter } from '@bull-board/fastify';
import { getQueueToken } from '@nestjs/bullmq';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Queue } from 'bullmq';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { assertSameOrigin, COOKIE_SCOPE_PATHS, ScopedSessionCookie } from '../accounts/index.js';
import { AppError } from '../common/errors/app-error.js';
import { QUEUES } from '../contracts/jobs.js';

const BASE_PATH = COOKIE_SCOPE_PATHS.queues;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The one kind of write the dashboard takes: running a failed job again (one, or all failed jobs of
 * a queue). That is at-least-once work the handlers are made idempotent for (a mail recorded in
 * sent_mail is not sent again, a notification is unique per event and account). Everything else
 * is refused, even to admins: jobs come only from the outbox, with the typed payloads of their
 * definitions (each context's jobs/definitions.ts) and the outbox id as job id, so a job added or edited by hand (an
 * `email.deliver` naming any address) bypasses both; cleaning, removing, emptying or obliterating
 * waiting, delayed or failed jobs throws away events the outbox already counts as delivered;
 * promoting, pausing, changing a delay, a priority, a rate limit or a job scheduler (the monthly
 * renewal's) runs work at another time than its owner decided, or never. Running a completed job
 * again is refused too: it was delivered.
 */
const RETRY_ONE = `PUT ${BASE_PATH}/api/queues/:queueName/:jobId/retry`;
const RETRY_ALL = `PUT ${BASE_PATH}/api/queues/:queueName/retry/:queueStatus`;
const REFUSED_MESSAGE = 'Diese Aktion ist im Queue-Dashboard gesperrt';
/**
 * The board offers no retry of completed jobs (the server refuses it as well, isRetryOfFailedJobs).
 * bull-board's base adapter reads the option, though BullMQAdapter's constructor type leaves it out.
 */
const ADAPTER_OPTIONS: Partial<QueueAdapterOptions> & { allowCompletedRetries: boolean } = {
  allowCompletedRetries: false,
};
/** The way back to the web app: the admin's dashboard. */
const BACK_TO_APP = { text: 'Zurück zu ContentFlow', url: '/dashboard' } as const;
/**
 * The same link, always in view (bull-board shows its own links in a menu behind an icon): fixed
 * at the bottom left, above the board, in the board's own dark colours. Inline styles are admitted
 * by the app's policy (style-src 'unsafe-inline').
 */
const BACK_LINK_HTML =
  `<a href="${BACK_TO_APP.url}" id="contentflow-back" style="position:fixed;left:12px;bottom:12px;z-index:2147483647;` +
  `padding:8px 14px;border-radius:6px;background:#151a21;color:#fff;font:500 14px/1.4 system-ui,sans-serif;` +
  `text-decoration:none;box-shadow:0 2px 8px rgba(0,0,0,.3)">← ${BACK_TO_APP.text}</a>`;
/** The page's one resource from elsewhere (Google Fonts), which our CSP would refuse anyway. */
const THIRD_PARTY_STYLESHEET = /<link\b[^>]*\bhref="https:\/\/fonts\.googleapis\.com\/[^"]*"[^>]*>/g;

/** Whether a request is for the dashboard: by its path (decoded, any case) or by the route it matched. */
function isDashboardRequest(request: FastifyRequest): boolean {
  if (request.routeOptions.url?.startsWith(BASE_PATH)) return true;
  const rawPath = request.url.split('?', 1)[0];
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    path = rawPath;
  }
  path = path.toLowerCase().replace(/\/{2,}/g, '/');
  return path === BASE_PATH || path.startsWith(`${BASE_PATH}/`);
}

/** A browser navigating to the page (not bull-board's own API calls). */
function isPageNavigation(request: FastifyRequest): boolean {
  return request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
}

/** A retry of one failed job, or of every failed job of a queue: the only write the dashboard takes. */
async function isRetryOfFailedJobs(request: FastifyRequest, queues: ReadonlyMap<string, Queue>): Promise<boolean> {
  const route = `${request.method} ${request.routeOptions.url}`;
  const params = request.params as Record<string, string | undefined>;
  if (route === RETRY_ALL) return params.queueStatus === 'failed';
  if (route !== RETRY_ONE) return false;
  const queue = queues.get(params.queueName ?? '');
  return queue !== undefined && params.jobId !== undefined && (await queue.getJobState(params.jobId)) === 'failed';
}

function refuse(reply: FastifyReply, error: AppError): FastifyReply {
  return reply.status(error.statusCode).header('cache-control', 'no-store').send(error.toBody());
}

/**
 * bull-board at /admin/queues, every queue of the contract, for admins only: every request under
 * that path (page, assets, API, unknown paths) needs the queue-scoped session cookie of an admin
 * whose session still counts (POST /api/admin/queues/session sets it). Anonymous: 401, or a
 * redirect to the sign-in page for a page navigation; other roles: 403. Writes also need to come
 * from our own pages (the cookie is SameSite=Strict already; this is the second lock), and the only
 * write is a retry of failed jobs (see RETRY_ONE).
 *
 * The app's content security policy already admits the UI (its scripts and styles come from this
 * origin; its inline styles are admitted app-wide for antd). Its one outside resource, a Google
 * Fonts stylesheet, is taken out of the page: the policy would refuse it anyway (a violation
 * report on every load), and an admin's visit is none of Google's business. System fonts stand in.
 * A link back to the web app's dashboard is added to the page, always in view, and to bull-board's
 * own menu of links.
 *
 * Call before the web app's catch-all route is registered.
 */
export async function mountQueueDashboard(app: NestFastifyApplication): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  const cookies = app.get(ScopedSessionCookie);
  const queues = new Map(QUEUES.map((name) => [name as string, app.get<Queue>(getQueueToken(name))]));

  fastify.addHook('onRequest', async (request, reply) => {
    if (!isDashboardRequest(request)) return;
    const session = await cookies.verify(request, 'queues');
    if (!session) {
      if (isPageNavigation(request)) return reply.header('cache-control', 'no-store').redirect('/auth', 303);
      return refuse(reply, AppError.unauthenticated());
    }
    if (session.role !== 'admin') return refuse(reply, AppError.forbidden());
    if (!SAFE_METHODS.has(request.method)) {
      try {
        assertSameOrigin(request);
      } catch (error) {
        return refuse(reply, error as AppError);
      }
    }
    if (!SAFE_METHODS.has(request.method) && !(await isRetryOfFailedJobs(request, queues)))
      return refuse(reply, AppError.forbidden(REFUSED_MESSAGE));
    // Nothing of the dashboard is cached anywhere: its answers are only for this session.
    void reply.header('cache-control', 'no-store');
  });

  fastify.addHook('onSend', async (request, reply, payload) => {
    if (
      typeof payload !== 'string' ||
      !String(reply.getHeader('content-type') ?? '').startsWith('text/html') ||
      !isDashboardRequest(request)
    )
      return payload;
    return payload.replace(THIRD_PARTY_STYLESHEET, '').replace(/<body\b[^>]*>/, (body) => `${body}${BACK_LINK_HTML}`);
  });

  const serverAdapter = new FastifyAdapter();
  createBullBoard({
    queues: [...queues.values()].map((queue) => new BullMQAdapter(queue, ADAPTER_OPTIONS)),
    serverAdapter,
    options: { uiConfig: { boardTitle: 'ContentFlow Queues', miscLinks: [BACK_TO_APP] } },
  });
  serverAdapter.setBasePath(BASE_PATH);
  await app.register(serverAdapter.registerPlugin(), { prefix: BASE_PATH });
}
