import ipaddr from 'ipaddr.js';

/**
 * What a per-address limit counts: an IPv4 address, or the /64 network of an IPv6 address. One
 * subscriber usually holds a whole /64 and can pick any address in it, so counting IPv6 addresses
 * one by one would let a single caller rotate past every per-address limit. An IPv4 address written
 * as IPv6 (::ffff:a.b.c.d) counts as the IPv4 address.
 */
export function addressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const network = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${network.join(':')}::/64`;
}
