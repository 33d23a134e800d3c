import { connect, type Socket } from 'node:net';
import { createTestApp, type TestApp } from '../test-app.js';

const BODY_TIMEOUT_MS = 500;

interface RawAnswer {
  statusLine: string;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends the headers of a JSON request announcing `contentLength` bytes, then trickles one byte every
 * 100 ms and never finishes. Resolves with what the server sent once it has closed the connection;
 * fails when it has not within 20 s.
 */
function trickle(baseUrl: string, path: string, contentLength: number): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(Number(port), hostname);
    let received = '';
    let sent = 0;
    let ticker: NodeJS.Timeout | undefined;
    const giveUp = setTimeout(() => finish(new Error(`no answer within 20 s; received: ${received}`)), 20_000);
    function finish(error?: Error) {
      clearInterval(ticker);
      clearTimeout(giveUp);
      socket.destroy();
      if (error) return reject(error);
      const [head, ...rest] = received.split('\r\n\r\n');
      const [statusLine, ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ statusLine, headers, body: rest.join('\r\n\r\n') });
    }
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (received += chunk));
    socket.on('close', () => finish());
    socket.on('error', () => undefined); // a reset after the answer changes nothing here
    socket.on('connect', () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\nContent-Length: ${contentLength}\r\n\r\n{"email":"`,
      );
      sent = 10;
      ticker = setInterval(() => {
        if (sent < contentLength - 1 && !socket.destroyed) {
          socket.write('a');
          sent += 1;
        }
      }, 100);
    });
  });
}

describe('a slowly sent body', () => {
  let app: TestApp;

  beforeAll(async () => {
    ({ app } = await createTestApp({ BODY_TIMEOUT_MS: String(BODY_TIMEOUT_MS) }));
  });
  afterAll(() => app.close());

  it('is cut with 408 and a German message, and the connection is closed', async () => {
    const answer = await trickle(app.baseUrl, '/api/auth/sign-in', 10_000);
    expect(answer.statusLine).toBe('HTTP/1.1 408 Request Timeout');
    expect(JSON.parse(answer.body)).toEqual({
      statusCode: 408,
      code: 'REQUEST_TIMEOUT',
      message: 'Die Anfrage wurde zu langsam gesendet',
    });
    expect(answer.headers.connection).toBe('close');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('leaves a body that arrives at once alone, on the same server', async () => {
    const response = await app.request('POST', '/api/auth/sign-in', {
      payload: { email: 'niemand@example.ch', password: 'falsch123' },
    });
    expect(response.statusCode).toBe(401);
  });
});
