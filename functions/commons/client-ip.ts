import ipaddr from 'ipaddr.js';

/**
 * A viewer address as rate limits should count it. IPv4 as is; `::ffff:a.b.c.d` (IPv4 seen
 * through an IPv6 socket) as the IPv4 it is; any other IPv6 by its /64, the block one subscriber
 * gets: otherwise one user rotating addresses inside it would get unlimited counters.
 * Undefined when the text is not an address.
 */
export function rateLimitKey(address: string): string | undefined {
  const ip = normalizeIp(address);
  if (!ip) return undefined;
  if (ip.kind() === 'ipv4') return ip.toString();
  const prefix = (ip as ipaddr.IPv6).parts.slice(0, 4);
  return `${prefix.map((part) => part.toString(16)).join(':')}::/64`;
}

/** The address in its plain form (IPv4-mapped IPv6 as IPv4), or undefined when it is none. */
export function viewerAddress(address: string | undefined): string | undefined {
  return address === undefined ? undefined : normalizeIp(address)?.toString();
}

function normalizeIp(address: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  const text = address.trim();
  if (!ipaddr.isValid(text)) return undefined;
  // ipaddr.isValid also accepts shorthand IPv4 ("127.1", "0x7f.1"): only full forms are addresses.
  if (!ipaddr.IPv6.isValid(text) && !ipaddr.IPv4.isValidFourPartDecimal(text)) return undefined;
  const ip = ipaddr.parse(text);
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress()) {
    return (ip as ipaddr.IPv6).toIPv4Address();
  }
  return ip;
}
