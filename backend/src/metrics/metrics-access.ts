import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether an Authorization header is exactly `Bearer <token>`: one space, nothing before or after
 * (`Bearer <token> extra` is refused). Compared in constant time over digests of equal length, so
 * neither the token's characters nor its length leak through the answer's timing.
 */
export function bearerTokenMatches(authorization: string | undefined, token: string): boolean {
  if (!authorization || authorization.length > 1024) return false;
  const given = /^Bearer ([\x21-\x7e]+)$/i.exec(authorization)?.[1];
  if (!given) return false;
  return timingSafeEqual(digest(given), digest(token));
}
