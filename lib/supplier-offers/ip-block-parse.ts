import ipaddr from "ipaddr.js";

/**
 * An IP block as a supplier types it (IP-blocks of computing offers): CIDR notation, the address
 * with no bits set after the prefix, a prefix from MIN_PREFIX to the address length, and wholly
 * public unicast space: a block touching any of ipaddr.js's special ranges (private, loopback,
 * CGNAT, documentation, multicast, IPv4-mapped, ...) is refused. No server code: the form uses it too.
 */
export const IP_BLOCK_CATEGORY = "computing";
export const MAX_IP_BLOCKS_PER_OFFER = 64;

/**
 * The widest range one block may be. IPv4 /16 (65,536 addresses): more than one offer sells, and
 * regional registries now hand out /22–/24, so a wider block is almost never one supplier's to
 * sell; a /8 would claim a sixteenth of a registry's space. IPv6 /32: the usual minimum allocation
 * to a provider (a LIR's first allocation at RIPE NCC, ARIN's minimum to an ISP), so nothing wider
 * is a single provider's. A wider range answers `prefix4` / `prefix6` with these limits.
 */
export const MIN_PREFIX = { 4: 16, 6: 32 } as const;

export type IpBlockProblem = "format" | "prefix4" | "prefix6" | "hostBits" | "special";
export type ParsedIpBlock = { ok: true; cidr: string; family: 4 | 6; prefix: number; addresses: string };
export type IpBlockFailure = { ok: false; problem: IpBlockProblem; values: Record<string, string> };

/** Dotted quad without leading zeros (ipaddr.js also reads octal and shortened forms, which we do not accept). */
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/** True when the CIDRs a/p and b/q share an address: one contains the other's network address. */
function overlaps(a: Address, p: number, b: Address, q: number): boolean {
  if (a.kind() !== b.kind()) return false;
  return p >= q ? (a as ipaddr.IPv4).match(b as ipaddr.IPv4, q) : (b as ipaddr.IPv4).match(a as ipaddr.IPv4, p);
}

/** The first special range the block touches, by ipaddr.js's name; null for public unicast space. */
function specialRange(address: Address, prefix: number): string | null {
  // ipaddr.js keeps its named ranges on the prototypes (not in its type declarations).
  type Ranges = { SpecialRanges: Record<string, [Address, number] | [Address, number][]> };
  const ranges = ((address.kind() === "ipv4" ? ipaddr.IPv4.prototype : ipaddr.IPv6.prototype) as unknown as Ranges).SpecialRanges;
  for (const [name, entry] of Object.entries(ranges)) {
    const list = (Array.isArray(entry[0]) ? entry : [entry]) as [Address, number][];
    if (list.some(([net, bits]) => overlaps(address, prefix, net, bits))) return name;
  }
  return null;
}

export function parseIpBlock(raw: string): ParsedIpBlock | IpBlockFailure {
  const fail = (problem: IpBlockProblem, values: Record<string, string> = {}): IpBlockFailure => ({ ok: false, problem, values });
  const input = raw.trim();
  const match = /^([0-9a-fA-F:.]+)\/(\d{1,3})$/.exec(input);
  if (!match) return fail("format");
  const [, host, bits] = match;
  const prefix = Number(bits);
  const family = IPV4.test(host) ? 4 : host.includes(":") && ipaddr.IPv6.isValid(host) ? 6 : null;
  if (!family) return fail("format");
  if (family === 4 && (prefix < MIN_PREFIX[4] || prefix > 32)) return fail("prefix4", { min: String(MIN_PREFIX[4]) });
  if (family === 6 && (prefix < MIN_PREFIX[6] || prefix > 128)) return fail("prefix6", { min: String(MIN_PREFIX[6]) });
  const address = ipaddr.parse(host);
  const network = family === 4 ? ipaddr.IPv4.networkAddressFromCIDR(`${host}/${prefix}`) : ipaddr.IPv6.networkAddressFromCIDR(`${host}/${prefix}`);
  const networkText = network.toString();
  if (networkText !== address.toString()) return fail("hostBits", { network: `${networkText}/${prefix}` });
  const special = specialRange(network, prefix);
  if (special) return fail("special", { range: special });
  const addresses = (BigInt(1) << BigInt((family === 4 ? 32 : 128) - prefix)).toString();
  return { ok: true, cidr: `${networkText}/${prefix}`, family, prefix, addresses };
}
