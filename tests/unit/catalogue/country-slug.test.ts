import { parseProductSegment, productSegment } from "@/lib/catalogue/country-slug";
import { decodeListingState, encodeListingState } from "@/lib/catalogue/listing-query";

describe("country suffix of listing routes", () => {
  it("reads exactly two uppercase letters as a country", () => {
    expect(parseProductSegment("linux-vps-DE")).toEqual({ productSlug: "linux-vps", country: "DE" });
  });
  it.each(["linux-vps-de", "linux-vps-DEU", "linux-vps-D", "linux-vps-D1", "linux-vps"])("%s is a plain product slug", (seg) => {
    expect(parseProductSegment(seg).country).toBeNull();
    expect(parseProductSegment(seg).productSlug).toBe(seg);
  });
  it("builds the segment back", () => {
    expect(productSegment("linux-vps", "NL")).toBe("linux-vps-NL");
    expect(productSegment("linux-vps")).toBe("linux-vps");
  });
});

describe("listing state folded into a path segment", () => {
  it("normalises order and drops tracking parameters", () => {
    const a = encodeListingState(new URLSearchParams("sort=price_desc&page=2&utm_source=x"), "vpn", "personal-vpn");
    const b = encodeListingState(new URLSearchParams("page=2&sort=price_desc"), "vpn", "personal-vpn");
    expect(a).toBe(b);
    expect(decodeListingState(a!).toString()).toBe("page=2&sort=price_desc");
  });
  it("gives no state for an empty query", () => {
    expect(encodeListingState(new URLSearchParams("utm_medium=a&x="), "vpn", "personal-vpn")).toBeNull();
  });
  it("survives a malformed segment", () => {
    expect(decodeListingState("%E0%A4%A").toString()).toBe("");
  });
});
