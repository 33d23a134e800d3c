import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { inApiCluster } from './cluster-metrics.js';
import { bearerTokenMatches } from './metrics-access.js';
import { METRICS_PROCESS, Metrics, type MetricsProcess } from './metrics.js';

/**
 * The metrics port of its own (METRICS_PORT for the API, WORKERS_METRICS_PORT for the workers) on
 * METRICS_HOST (loopback unless set; elsewhere only with METRICS_TOKEN, see app-config.ts): GET
 * /metrics, and GET /health/live for a probe of the workers, which have no HTTP port otherwise.
 * With METRICS_TOKEN set, /metrics asks for it here too. Nothing else answers.
 */
@Injectable()
export class MetricsServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(MetricsServer.name);
  private server?: Server;

  constructor(
    private readonly metrics: Metrics,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(METRICS_PROCESS) private readonly process: MetricsProcess,
  ) {}

  /** The port to listen on (0 picks a free one), or null when none is configured. */
  private portOf(): number | null {
    return this.process === 'api' ? this.config.metrics.port : this.config.metrics.workersPort;
  }

  async onApplicationBootstrap(): Promise<void> {
    const port = this.portOf();
    // One of several API processes: the metrics port is the primary's, which sums them all.
    if (port === null || (this.process === 'api' && inApiCluster())) return;
    this.server = await serveMetrics({
      port,
      host: this.config.metrics.host,
      token: this.config.metrics.token,
      source: this.metrics,
      warn: (message) => this.logger.warn(message),
    });
    this.logger.log(`Metrics on http://${this.config.metrics.host}:${port}/metrics`);
  }

  /** The port it listens on, or null (the tests configure 0 and ask). */
  listeningPort(): number | null {
    const address = this.server?.address();
    return address && typeof address === 'object' ? address.port : null;
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

export interface MetricsPort {
  port: number;
  host: string;
  token: string | null;
  source: { scrape(): Promise<string>; readonly contentType: string };
  warn: (message: string) => void;
}

/**
 * Listens on the metrics port: GET /metrics (with the token when one is set) and GET /health/live;
 * nothing else answers. Used by each process's MetricsServer and by the API processes' primary.
 */
export async function serveMetrics({ port, host, token, source, warn }: MetricsPort): Promise<Server> {
  const server = createServer((request, response) => void answer(request, response));
  server.requestTimeout = 10_000;
  server.headersTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;

  async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = (request.url ?? '').split('?')[0];
    response.setHeader('cache-control', 'no-store');
    if (request.method !== 'GET' || (path !== '/metrics' && path !== '/health/live'))
      return end(response, 404, 'Not found');
    if (path === '/health/live') return end(response, 200, 'live');
    if (token && !bearerTokenMatches(request.headers.authorization, token)) {
      response.setHeader('www-authenticate', 'Bearer');
      return end(response, 401, 'Unauthorized');
    }
    try {
      const body = await source.scrape();
      response.setHeader('content-type', source.contentType);
      response.end(body);
    } catch (error) {
      warn(`Metrics not collected: ${error instanceof Error ? error.message : String(error)}`);
      end(response, 500, 'Metrics not collected');
    }
  }
}

function end(response: ServerResponse, status: number, text: string): void {
  response.statusCode = status;
  response.setHeader('content-type', 'text/plain; charset=utf-8');
  response.end(text);
}
