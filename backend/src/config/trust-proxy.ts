import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * What Fastify's `trustProxy` gets: trust nothing (the socket's address is the client's), a list of
 * proxy addresses/CIDRs (proxy-addr also knows `loopback`, `linklocal`, `uniquelocal`), or a hop
 * count as a function. Never `true`.
 */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];
const HOW_TO =
  'set the number of proxies in front of the API (e.g. 1) or their addresses (e.g. 10.0.0.5, 10.0.0.0/8 or loopback)';

function isRange(entry: string): boolean {
  if (NAMED_RANGES.includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  // A /0 trusts every address: "trust everything" under another name.
  return /^\d+$/.test(prefix) && bits >= 1 && bits <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset/false trusts nobody; a number trusts that many proxies in front of the API;
 * a comma-separated list trusts exactly those proxies. `true` is refused: it would let every client
 * choose its own address with X-Forwarded-For, and that address is what the request limits count.
 */
function parseTrustProxy(raw: string | undefined): TrustProxy | { error: string } {
  const value = raw?.trim().toLowerCase() ?? '';
  if (['', 'false', 'no', '0'].includes(value)) return false;
  if (['true', 'yes', '*'].includes(value)) {
    return {
      error: `must not be "${raw}": that would let every client choose its address with X-Forwarded-For; ${HOW_TO}`,
    };
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10) return { error: `${hops} proxies is not a plausible chain; ${HOW_TO}` };
    // Fastify 5 ignores a bare number (hop counts cannot check the peer), so the count becomes a
    // trust function: only safe where the API is reachable through the proxies alone (docs/security.md).
    return (_address, hop) => hop < hops;
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = entries.filter((entry) => !isRange(entry));
  if (invalid.length)
    return {
      error: `"${invalid.join('", "')}" is not an IP address, CIDR range (prefix 1 or more) or loopback/linklocal/uniquelocal; ${HOW_TO}`,
    };
  return entries;
}

/** The zod field for TRUST_PROXY, with the message naming what to set instead. */
export const trustProxyVariable = z
  .string()
  .optional()
  .transform((raw, ctx): TrustProxy => {
    const parsed = parseTrustProxy(raw);
    if (typeof parsed === 'object' && 'error' in parsed) {
      ctx.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }
    return parsed;
  });
