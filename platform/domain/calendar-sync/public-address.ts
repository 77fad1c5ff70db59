// Whether an IP address is a public unicast one, the only kind a calendar read may connect to (SSRF,
// docs/decisions/1431). The ranges come from ipaddr.js, which follows the IANA special-purpose registries,
// rather than a list of our own that misses a form (an IPv4-compatible ::7f00:1 reached localhost).
// An IPv6 address that carries an IPv4 one (mapped, SIIT-translated, NAT64, 6to4, Teredo) is judged by
// the IPv4 address it leads to; any other IPv6 address must be global unicast (2000::/3) and in no
// special range.
import ipaddr from "ipaddr.js";

const GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR("2000::/3");
const WELL_KNOWN_NAT64 = ipaddr.IPv6.parseCIDR("64:ff9b::/96");

const ipv4 = (high: number, low: number) => ipaddr.IPv4.parse(`${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`);

/** The IPv4 addresses an IPv6 address leads to, [] when it carries none, null when it cannot be told. */
function carriedIPv4(address: ipaddr.IPv6): ipaddr.IPv4[] | null {
  const parts = address.parts;
  switch (address.range()) {
    case "ipv4Mapped":
    case "rfc6145":
      return [ipv4(parts[6]!, parts[7]!)];
    case "rfc6052":
      // The local-use NAT64 prefix (64:ff9b:1::/48) places the IPv4 address where its operator chose.
      return address.match(WELL_KNOWN_NAT64) ? [ipv4(parts[6]!, parts[7]!)] : null;
    case "6to4":
      return [ipv4(parts[1]!, parts[2]!)];
    case "teredo":
      // The Teredo server, and the client's address stored inverted in the last 32 bits.
      return [ipv4(parts[2]!, parts[3]!), ipv4(~parts[6]! & 0xffff, ~parts[7]! & 0xffff)];
    default:
      return [];
  }
}

function isPublicIPv4(address: ipaddr.IPv4): boolean {
  return address.range() === "unicast";
}

function isPublicIPv6(address: ipaddr.IPv6): boolean {
  const carried = carriedIPv4(address);
  if (carried === null) return false;
  if (carried.length > 0) return carried.every(isPublicIPv4);
  return address.match(GLOBAL_UNICAST) && address.range() === "unicast";
}

/** True for loopback, private, link-local, CGNAT, multicast, unspecified, reserved and every IPv6 form of them. */
export function isPrivateAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return true;
  const parsed = ipaddr.parse(address);
  return parsed.kind() === "ipv4" ? !isPublicIPv4(parsed as ipaddr.IPv4) : !isPublicIPv6(parsed as ipaddr.IPv6);
}
