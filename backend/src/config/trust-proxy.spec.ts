import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { ConfigError, loadConfig } from './app-config.js';

const load = (TRUST_PROXY?: string) =>
  loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'cf-config-')),
    ...(TRUST_PROXY === undefined ? {} : { TRUST_PROXY }),
  });

/**
 * The client address Fastify derives with this TRUST_PROXY for a request over a real socket from
 * `peer` (an address of the loopback network 127.0.0.0/8) carrying X-Forwarded-For.
 */
async function clientAddress(trustProxy: string | undefined, peer: string, forwardedFor: string): Promise<string> {
  const app = Fastify({ trustProxy: load(trustProxy).trustProxy });
  app.get('/', (request) => ({ ip: request.ip }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const { port } = app.server.address() as AddressInfo;
    return await new Promise<string>((resolve, reject) => {
      const request = http.get(
        { host: '127.0.0.1', port, path: '/', localAddress: peer, headers: { 'x-forwarded-for': forwardedFor } },
        (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve((JSON.parse(body) as { ip: string }).ip));
        },
      );
      request.on('error', reject);
    });
  } finally {
    await app.close();
  }
}

describe('TRUST_PROXY', () => {
  it.each(['true', 'TRUE', 'yes', '*', '0.0.0.0/0', '::/0', 'loopback, 0.0.0.0/0'])(
    'refuses %j at start, naming the variable and what to set',
    (value) => {
      expect(() => load(value)).toThrow(ConfigError);
      expect(() => load(value)).toThrow(
        /TRUST_PROXY: .*set the number of proxies in front of the API \(e\.g\. 1\) or their addresses/,
      );
    },
  );

  it.each(['kein-proxy', '10.0.0.0/33', '300.1.1.1', '11'])(
    'refuses %j, which is neither a proxy address nor a plausible hop count',
    (value) => {
      expect(() => load(value)).toThrow(/TRUST_PROXY: /);
    },
  );

  it('trusts nobody by default: X-Forwarded-For changes nothing', async () => {
    expect(load().trustProxy).toBe(false);
    expect(load('false').trustProxy).toBe(false);
    expect(await clientAddress(undefined, '127.0.0.1', '203.0.113.7')).toBe('127.0.0.1');
  });

  it('with a list trusts exactly those proxies', async () => {
    expect(load('loopback, 10.0.0.0/8,192.168.1.5').trustProxy).toEqual(['loopback', '10.0.0.0/8', '192.168.1.5']);
    expect(await clientAddress('loopback', '127.0.0.1', '203.0.113.7')).toBe('203.0.113.7');
    expect(await clientAddress('127.0.0.2', '127.0.0.2', '198.51.100.1, 203.0.113.7')).toBe('203.0.113.7');
    // A client that is not one of the proxies cannot choose its address.
    expect(await clientAddress('127.0.0.2', '127.0.0.3', '203.0.113.7')).toBe('127.0.0.3');
  });

  it('with a hop count trusts that many proxies and takes the address the last of them reported', async () => {
    expect(typeof load('1').trustProxy).toBe('function');
    expect(await clientAddress('1', '127.0.0.2', '203.0.113.7')).toBe('203.0.113.7');
    // What the client wrote itself in front of the proxy's entry is ignored.
    expect(await clientAddress('1', '127.0.0.2', '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    expect(await clientAddress('2', '127.0.0.2', '6.6.6.6, 203.0.113.7, 10.0.0.1')).toBe('203.0.113.7');
  });
});
