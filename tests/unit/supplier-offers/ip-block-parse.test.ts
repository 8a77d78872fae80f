import { parseIpBlock } from "@/lib/supplier-offers/ip-block-parse";

describe("IP blocks of computing offers", () => {
  it("accepts public IPv4 and IPv6 ranges, normalised, with their size", () => {
    expect(parseIpBlock(" 185.12.64.0/22 ")).toEqual({ ok: true, cidr: "185.12.64.0/22", family: 4, prefix: 22, addresses: "1024" });
    expect(parseIpBlock("185.12.64.7/32")).toMatchObject({ ok: true, cidr: "185.12.64.7/32", addresses: "1" });
    expect(parseIpBlock("2A01:04F8:0100:0000::/48")).toMatchObject({ ok: true, cidr: "2a01:4f8:100::/48", family: 6, addresses: String(2n ** 80n) });
  });

  it("refuses what is not CIDR notation", () => {
    for (const bad of ["", "185.12.64.0", "185.12.64.0/", "/24", "185.12.64/24", "01.2.3.0/24", "185.12.64.0/024x", "256.1.1.0/24", "1.2.3.4/24/1", "2a01::4f8::/48", "185.12.64.0 /22", "example.com/24"]) {
      expect(parseIpBlock(bad)).toMatchObject({ ok: false, problem: "format" });
    }
  });

  it("refuses prefixes outside /16–/32 (IPv4) and /32–/128 (IPv6): no claim on a registry's share of the space", () => {
    expect(parseIpBlock("91.0.0.0/8")).toEqual({ ok: false, problem: "prefix4", values: { min: "16" } });
    expect(parseIpBlock("185.12.0.0/15")).toMatchObject({ ok: false, problem: "prefix4" });
    expect(parseIpBlock("185.12.0.0/16")).toMatchObject({ ok: true, addresses: "65536" });
    expect(parseIpBlock("185.12.64.0/33")).toMatchObject({ ok: false, problem: "prefix4" });
    expect(parseIpBlock("2a00::/31")).toEqual({ ok: false, problem: "prefix6", values: { min: "32" } });
    expect(parseIpBlock("2a01:4f8::/32")).toMatchObject({ ok: true });
    expect(parseIpBlock("2a01:4f8::/129")).toMatchObject({ ok: false, problem: "prefix6" });
  });

  it("refuses bits after the prefix and says which network was meant", () => {
    expect(parseIpBlock("185.12.65.3/22")).toEqual({ ok: false, problem: "hostBits", values: { network: "185.12.64.0/22" } });
    expect(parseIpBlock("2a01:4f8:100::1/48")).toEqual({ ok: false, problem: "hostBits", values: { network: "2a01:4f8:100::/48" } });
  });

  it("refuses blocks that touch special ranges, even when only part of the block does", () => {
    expect(parseIpBlock("10.1.0.0/16")).toMatchObject({ ok: false, problem: "special", values: { range: "private" } });
    expect(parseIpBlock("127.0.0.0/16")).toMatchObject({ ok: false, problem: "special", values: { range: "loopback" } });
    expect(parseIpBlock("192.0.2.0/24")).toMatchObject({ ok: false, problem: "special" });
    // 203.0.0.0/16 starts and ends in public space but contains 203.0.113.0/24 (documentation).
    expect(parseIpBlock("203.0.0.0/16")).toMatchObject({ ok: false, problem: "special" });
    expect(parseIpBlock("100.64.0.0/16")).toMatchObject({ ok: false, problem: "special", values: { range: "carrierGradeNat" } });
    expect(parseIpBlock("224.0.0.0/16")).toMatchObject({ ok: false, problem: "special" });
    expect(parseIpBlock("fd00::/32")).toMatchObject({ ok: false, problem: "special", values: { range: "uniqueLocal" } });
    expect(parseIpBlock("2001:db8::/32")).toMatchObject({ ok: false, problem: "special" });
    expect(parseIpBlock("::ffff:185.12.64.0/120")).toMatchObject({ ok: false, problem: "special" });
  });
});
