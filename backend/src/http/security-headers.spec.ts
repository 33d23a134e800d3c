import Fastify from 'fastify';
import { cspHeader, CSP_DIRECTIVES, registerSecurityHeaders } from './security-headers.js';

async function server(cookieSecure: boolean) {
  const fastify = Fastify();
  await registerSecurityHeaders(fastify, { cookieSecure });
  fastify.get('/plain', async () => ({ ok: true }));
  fastify.get('/own-csp', async (_request, reply) =>
    reply.header('content-security-policy', "default-src 'none'; sandbox").send('file'),
  );
  fastify.get('/raw-csp', async (_request, reply) => {
    reply.raw.setHeader('content-security-policy', "default-src 'none'");
    return 'file';
  });
  fastify.get('/own-frame-options', async (_request, reply) => reply.header('x-frame-options', 'SAMEORIGIN').send('x'));
  // Written past the reply (hijacked), as the notification stream does: no onSend hook runs.
  fastify.get('/hijacked', (_request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
    reply.raw.end('event: ready\n\n');
  });
  await fastify.listen({ port: 0, host: '127.0.0.1' });
  const address = fastify.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  /** The answer's headers as a plain object (light-my-request's inject cannot load under Jest's ESM). */
  const headersOf = async (path: string) => Object.fromEntries((await fetch(base + path)).headers);
  return { fastify, headersOf };
}

describe('registerSecurityHeaders', () => {
  it('puts the policy and the helmet headers on an answer, and no HSTS without COOKIE_SECURE', async () => {
    const { fastify, headersOf } = await server(false);
    const headers = await headersOf('/plain');
    expect(headers['content-security-policy']).toBe(cspHeader(CSP_DIRECTIVES));
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'same-origin',
    });
    expect(headers['strict-transport-security']).toBeUndefined();
    // Also on an unknown path (Fastify's own 404), and on an answer written past the reply.
    expect((await headersOf('/nope'))['content-security-policy']).toBe(cspHeader(CSP_DIRECTIVES));
    expect(await headersOf('/hijacked')).toMatchObject({
      'content-security-policy': cspHeader(CSP_DIRECTIVES),
      'x-frame-options': 'DENY',
    });
    await fastify.close();
  });

  it("keeps a route's own policy, set on the reply or on the raw response, and its own header values", async () => {
    const { fastify, headersOf } = await server(false);
    expect((await headersOf('/own-csp'))['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect((await headersOf('/raw-csp'))['content-security-policy']).toBe("default-src 'none'");
    expect((await headersOf('/own-frame-options'))['x-frame-options']).toBe('SAMEORIGIN');
    await fastify.close();
  });

  it('sends HSTS with COOKIE_SECURE', async () => {
    const { fastify, headersOf } = await server(true);
    expect((await headersOf('/plain'))['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    await fastify.close();
  });
});
