import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether an Authorization header is `Bearer <token>`. Compared in constant time over digests of
 * equal length, so neither the token's characters nor its length leak through the answer's timing.
 */
export function bearerTokenMatches(authorization: string | undefined, token: string): boolean {
  if (!authorization || authorization.length > 1024) return false;
  const [scheme, given] = authorization.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !given) return false;
  return timingSafeEqual(digest(given), digest(token));
}
