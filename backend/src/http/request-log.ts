import type { DestinationStream } from 'pino';
import type { Params } from 'nestjs-pino';
import type { AppConfig } from '../config/app-config.js';
import { requestIdOf } from '../common/request-id.js';
import { standardOutput } from '../common/standard-output.js';

interface LoggedRequest {
  id?: unknown;
  method?: string;
  url?: string;
  originalUrl?: string;
}

/**
 * Query parameters that make a URL a credential: the signature of a file or export link (`s`) and
 * the set-password link's token, a network's OAuth callback its code and state. Whoever reads the log must not be able to open what the URL opens.
 */
const CREDENTIAL_PARAMS = new Set(['s', 'token', 'code', 'state']);
const GUEST_PATHS = ['/api/guest/', '/r/'];

/**
 * A path as the router reads it, whatever its spelling: percent-escapes decoded (repeatedly, so
 * `%2567` is no way around it either; a malformed escape stays as it is), lower case, backslashes as
 * slashes, repeated slashes as one, `.` and `..` segments resolved. Only for deciding what to hide:
 * `/api/%67uest/<t>`, `/api//guest/<t>` and `/API/guest/<t>` are all a guest link.
 */
function normalisedPath(path: string): string {
  let decoded = path;
  for (let round = 0; round < 3; round += 1) {
    const next = decoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (next === decoded) break;
    decoded = next;
  }
  const segments: string[] = [];
  for (const segment of decoded.toLowerCase().replaceAll('\\', '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}${/[/\\]$/.test(decoded) && segments.length ? '/' : ''}`;
}

/**
 * The URL as the request log writes it, judged by its normalised path (never the raw URL's prefix):
 * a signed or token-bearing link (a file under /files/, an export, the set-password page, a
 * network's callback) loses its whole query (signature, expiry and file name belong together and
 * are worth nothing without the signature), a guest link its token and all after it; any other URL
 * is logged as it came.
 */
function loggedUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const rawPath = queryAt < 0 ? url : url.slice(0, queryAt);
  const path = normalisedPath(rawPath);
  // A guest link's token is its path (the page /r/<token>, the API /api/guest/<token>/…): the log
  // keeps the route, never the token.
  const guest = GUEST_PATHS.find((prefix) => path.startsWith(prefix));
  if (guest) return `${guest}:token${path.slice(guest.length).replace(/^[^/]*/, '')}`;
  // A path with escapes, doubled slashes or dot segments is logged normalised, so nothing hides in
  // them; one that differs in case only as it came (file names of the web app's assets).
  const shown = rawPath.toLowerCase() === path ? rawPath : path;
  if (queryAt < 0) return shown;
  if (path.startsWith('/files/')) return shown;
  const names = [...new URLSearchParams(url.slice(queryAt + 1)).keys()].map(normalisedParam);
  return names.some((name) => CREDENTIAL_PARAMS.has(name)) ? shown : `${shown}${url.slice(queryAt)}`;
}

/** A query parameter's name as it is compared: decoded further and in lower case. */
const normalisedParam = (name: string) => normalisedPath(`/${name}`).slice(1);

const UNLOGGED_PATHS = new Set(['/api/health', '/api/health/live', '/api/health/ready']);

/** The request's path and query as logged; inside the middleware req.url is relative to where Nest mounted it, originalUrl is the path. */
const pathOf = (req: LoggedRequest) => loggedUrl(req.originalUrl ?? req.url ?? '');

/**
 * The request log (pino-http through nestjs-pino): one line per request by id, method and URL; no
 * headers, so no tokens or cookies to redact, and a request's logger is cheap to make even when
 * nothing is logged. Every line a request causes carries its `requestId` (common/request-id.ts:
 * the one Fastify gave it, from a sane `X-Request-Id` or new), and only that: the request itself is
 * on its closing line. `stream` replaces standard output (the tests read the log through it).
 */
export function requestLogParams(config: AppConfig, stream: DestinationStream = standardOutput()): Params {
  const options = {
    level: config.logLevel,
    genReqId: requestIdOf,
    quietReqLogger: true,
    customAttributeKeys: { reqId: 'requestId' },
    // The answer by its status alone: its headers (a dozen security headers, cookies) are the same
    // on every line, cost CPU on every request to write, and would need redacting.
    serializers: {
      req: (req: LoggedRequest) => ({ id: req.id, method: req.method, url: pathOf(req) }),
      res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
    },
    // The health checks are probed every few seconds: a line each would drown the log.
    autoLogging: { ignore: (req: LoggedRequest) => UNLOGGED_PATHS.has(pathOf(req)) },
  };
  return { pinoHttp: [options, stream] };
}
