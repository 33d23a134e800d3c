/**
 * A session cookie's name. Behind HTTPS (COOKIE_SECURE) it carries the prefix that makes the
 * browser guard it: `__Host-` for a cookie on `/` (Secure, no Domain: only this host sets or reads
 * it), `__Secure-` for one on a narrower path (Secure: no plain-HTTP page, and no other site on a
 * sibling subdomain over HTTP, can plant one under this name). Only that name is read then, so an
 * unprefixed cookie planted beside it counts for nothing. Without COOKIE_SECURE the name stays plain:
 * a browser refuses a prefixed cookie that is not Secure.
 */
export function cookieName(base: string, { secure, path }: { secure: boolean; path: string }): string {
  if (!secure) return base;
  return path === '/' ? `__Host-${base}` : `__Secure-${base}`;
}
