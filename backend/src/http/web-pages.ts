import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** An HTML page with the variants compressed at build time. */
interface HtmlPage {
  plain: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
}

/**
 * What scripts/prerender-web.mjs writes to `prerendered/pages.json` in the built web app: the
 * prerendered public pages by path (a query like `?mode=sign-up` selects a variant), the 404 page,
 * and the patterns of the app's client-side routes (from the web app's route table).
 */
interface PrerenderManifest {
  pages: Record<string, string>;
  notFound: string;
  appRoutes: string[];
}

export interface WebPages {
  /** The page for a request URL and its status. */
  pageFor(url: string): { page: HtmlPage; status: 200 | 404 };
}

async function readPage(file: string): Promise<HtmlPage> {
  const variant = async (suffix: string) => (existsSync(file + suffix) ? readFile(file + suffix) : null);
  return { plain: await readFile(file), br: await variant('.br'), gzip: await variant('.gz') };
}

/** `/client/project/:id` → a pattern matching `/client/project/<one segment>`. */
function routePattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/**
 * The built web app's pages, read once at start-up. Without a prerender manifest (an older build,
 * the tests' tiny web apps) every path gets index.html, as before.
 */
export async function loadWebPages(root: string): Promise<WebPages> {
  const shell = await readPage(join(root, 'index.html'));
  const manifestFile = join(root, 'prerendered', 'pages.json');
  if (!existsSync(manifestFile)) return { pageFor: () => ({ page: shell, status: 200 }) };

  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as PrerenderManifest;
  const pages = await Promise.all(
    Object.entries(manifest.pages).map(async ([key, file]) => {
      const url = new URL(key, 'http://web');
      return {
        path: url.pathname,
        query: [...url.searchParams],
        page: await readPage(join(root, 'prerendered', file)),
      };
    }),
  );
  // The variant asking for the most query parameters first, the plain path last.
  pages.sort((a, b) => b.query.length - a.query.length);
  const notFound = await readPage(join(root, 'prerendered', manifest.notFound));
  const appRoutes = manifest.appRoutes.map(routePattern);

  return {
    pageFor(raw) {
      const url = new URL(raw, 'http://web');
      const match = pages.find(
        ({ path, query }) =>
          path === url.pathname && query.every(([name, value]) => url.searchParams.get(name) === value),
      );
      if (match) return { page: match.page, status: 200 };
      if (appRoutes.some((pattern) => pattern.test(url.pathname))) return { page: shell, status: 200 };
      return { page: notFound, status: 404 };
    },
  };
}

/** Whether an Accept-Encoding header accepts a coding (by name or `*`, with a q-value above 0). */
function acceptsEncoding(header: string | undefined, coding: string): boolean {
  let accepted = false;
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== coding && name !== '*') continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name === coding) return weight > 0;
    accepted = weight > 0;
  }
  return accepted;
}

/** An HTML page, brotli or gzip when the browser takes it, never cached without asking again. */
export function sendHtml(request: FastifyRequest, reply: FastifyReply, page: HtmlPage, status: number): FastifyReply {
  const accepted = request.headers['accept-encoding'];
  void reply
    .status(status)
    .header('cache-control', 'no-cache')
    .header('vary', 'Accept-Encoding')
    .type('text/html; charset=utf-8');
  if (page.br && acceptsEncoding(accepted, 'br')) return reply.header('content-encoding', 'br').send(page.br);
  if (page.gzip && acceptsEncoding(accepted, 'gzip')) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.plain);
}
