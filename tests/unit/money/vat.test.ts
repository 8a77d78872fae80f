import {
  EU_VAT_RATES,
  VAT_RATES_DATE,
  VAT_RATES_SOURCE,
  formatVatRate,
  lineVat,
  outsideEuMention,
  reverseChargeMention,
  sumLines,
  vatTreatment,
  type VatBuyer,
} from "@/lib/money/vat";
import { EU_VAT_FORMATS, isEuCountry } from "@/lib/profiles/vat";

const consumer = (country: string): VatBuyer => ({ country, vatId: "", companyName: "" });
const business = (country: string, vatId: string, companyName = "Acme"): VatBuyer => ({ country, vatId, companyName });

describe("EU VAT rates", () => {
  it("cover exactly the EU member states of lib/profiles/vat.ts", () => {
    expect(Object.keys(EU_VAT_RATES).sort()).toEqual(Object.keys(EU_VAT_FORMATS).sort());
    expect(Object.keys(EU_VAT_RATES)).toHaveLength(27);
    for (const country of Object.keys(EU_VAT_RATES)) expect(isEuCountry(country)).toBe(true);
  });

  it("are integer basis points within the Directive's bounds (15 % minimum standard rate)", () => {
    for (const [country, rate] of Object.entries(EU_VAT_RATES)) {
      expect({ country, integer: Number.isInteger(rate), plausible: rate >= 1500 && rate <= 3000 }).toEqual({
        country,
        integer: true,
        plausible: true,
      });
    }
  });

  it("keep the 2026 standard rates", () => {
    expect(EU_VAT_RATES).toMatchObject({ DE: 1900, FR: 2000, FI: 2550, HU: 2700, LU: 1700, GR: 2400, SK: 2300, RO: 2100, EE: 2400 });
  });

  it("name their source and date", () => {
    expect(VAT_RATES_SOURCE).toContain("situation at 1 January 2026");
    expect(VAT_RATES_DATE).toBe("2026-01-01");
  });
});

describe("vatTreatment (marketplace established in DE)", () => {
  it.each<[string, VatBuyer, string, number, string]>([
    ["DE consumer", consumer("DE"), "domestic", 1900, "DE"],
    ["DE business with a DE VAT ID", business("DE", "DE123456789"), "domestic", 1900, "DE"],
    ["FR consumer", consumer("FR"), "eu_consumer", 2000, "FR"],
    ["FR business with a valid FR VAT ID", business("FR", "FRXX123456789"), "reverse_charge", 0, "FR"],
    ["FR business with a VAT ID typed with spaces", business("FR", "fr xx 123 456 789"), "reverse_charge", 0, "FR"],
    ["FR 'business' with a malformed VAT ID", business("FR", "FR123"), "eu_consumer", 2000, "FR"],
    ["FR company without a VAT ID", business("FR", ""), "eu_consumer", 2000, "FR"],
    ["FR buyer with a (valid) DE VAT ID", business("FR", "DE123456789"), "eu_consumer", 2000, "FR"],
    ["FI consumer", consumer("FI"), "eu_consumer", 2550, "FI"],
    ["GR business with an EL VAT ID", business("GR", "EL123456789"), "reverse_charge", 0, "GR"],
    ["GR business with a GR-prefixed VAT ID", business("GR", "GR123456789"), "eu_consumer", 2400, "GR"],
    ["US consumer", consumer("US"), "outside_eu", 0, "US"],
    ["US business", business("US", "12-3456789"), "outside_eu", 0, "US"],
    ["GB business", business("GB", "GB123456789"), "outside_eu", 0, "GB"],
    ["GB consumer", consumer("GB"), "outside_eu", 0, "GB"],
    ["lower-case, space-padded FR", consumer(" fr "), "eu_consumer", 2000, "FR"],
    ["lower-case DE", consumer("de"), "domestic", 1900, "DE"],
    ["lower-case FR business", business("fr", "FRXX123456789"), "reverse_charge", 0, "FR"],
  ])("%s", (_name, buyer, kind, rateBp, buyerCountry) => {
    expect(vatTreatment(buyer, "DE")).toEqual({ kind, rateBp, buyerCountry });
  });

  it("accepts a lower-case, space-padded marketplace country", () => {
    expect(vatTreatment(consumer("DE"), " de ")).toEqual({ kind: "domestic", rateBp: 1900, buyerCountry: "DE" });
  });

  it("charges the marketplace's own rate at home (FI marketplace)", () => {
    expect(vatTreatment(business("FI", "FI12345678"), "FI")).toEqual({ kind: "domestic", rateBp: 2550, buyerCountry: "FI" });
    expect(vatTreatment(consumer("DE"), "FI")).toEqual({ kind: "eu_consumer", rateBp: 1900, buyerCountry: "DE" });
  });

  it.each(["US", "GB", "", "XX", "EL"])("throws when the marketplace country is %j", (country) => {
    expect(() => vatTreatment(consumer("DE"), country)).toThrow(/not an EU member state/);
  });
});

describe("lineVat", () => {
  it.each([
    [999, 1900, 190], // 189.81
    [5, 2100, 1], // 1.05
    [0, 1900, 0],
    [1, 2550, 0], // 0.255
    [2, 2500, 1], // 0.5 rounds up
    [10, 2550, 3], // 2.55
    [50, 1900, 10], // 9.5 rounds up
    [1000, 0, 0],
    [10_000_000, 1900, 1_900_000],
    [10_000_001, 2550, 2_550_000], // 2550000.255
    [12_345_678, 2700, 3_333_333], // 3333333.06
    [Number.MAX_SAFE_INTEGER, 2500, 2_251_799_813_685_248], // exact: 2251799813685247.75
  ])("%d cents at %d bp → %d", (net, rate, vat) => {
    expect(lineVat(net, rate)).toBe(vat);
  });

  it("has no float drift where naive rounding would", () => {
    // 42.50 € at 19 %: in float euros 42.5 * 0.19 * 100 = 807.4999999999999 would round to 807; exactly 807.5 → 808.
    expect(lineVat(4250, 1900)).toBe(808);
    expect(lineVat(4950, 1900)).toBe(941); // 940.5
    expect(lineVat(115, 1000)).toBe(12);
    expect(lineVat(1005, 1000)).toBe(101);
    expect(lineVat(1_234_567, 2100)).toBe(259_259); // 259259.07
  });

  it.each([
    [-1, 1900],
    [1.5, 1900],
    [Number.NaN, 1900],
    [Number.POSITIVE_INFINITY, 1900],
    [100, -1],
    [100, 19.5],
    [100, 10001],
  ])("rejects %p cents at %p bp", (net, rate) => {
    expect(() => lineVat(net, rate)).toThrow(Error);
  });
});

describe("sumLines", () => {
  it("sums net and VAT per line, not VAT on the total", () => {
    const lines = [999, 999, 999].map((netCents) => ({ netCents, vatCents: lineVat(netCents, 1900) }));
    expect(sumLines(lines)).toEqual({ netCents: 2997, vatCents: 570, grossCents: 3567 });
    // VAT recomputed on the total would be 569.43 → 569: the invoice keeps the lines' sum.
    expect(lineVat(2997, 1900)).toBe(569);
  });

  it("is zero for no lines", () => {
    expect(sumLines([])).toEqual({ netCents: 0, vatCents: 0, grossCents: 0 });
  });

  it("rejects non-integer amounts", () => {
    expect(() => sumLines([{ netCents: 1.5, vatCents: 0 }])).toThrow(Error);
  });
});

describe("invoice mentions", () => {
  it("cite Article 196 for the reverse charge", () => {
    expect(reverseChargeMention("en")).toBe(
      "Reverse charge: VAT to be accounted for by the recipient under Article 196 of Council Directive 2006/112/EC.",
    );
    expect(reverseChargeMention("ru")).toBe(
      "Обратное начисление: НДС уплачивается получателем согласно статье 196 Директивы Совета 2006/112/ЕС.",
    );
  });

  it("cite Article 44 outside the EU", () => {
    expect(outsideEuMention("en")).toBe(
      "VAT not applicable: services supplied to a recipient outside the EU (Article 44 of Council Directive 2006/112/EC).",
    );
    expect(outsideEuMention("ru")).toBe(
      "НДС не применяется: услуги оказаны получателю за пределами ЕС (статья 44 Директивы Совета 2006/112/ЕС).",
    );
  });
});

describe("formatVatRate", () => {
  it.each([
    [1900, "en", "19 %"],
    [1900, "ru", "19 %"],
    [2550, "en", "25.5 %"],
    [2550, "ru", "25,5 %"],
    [0, "en", "0 %"],
    [1725, "en", "17.25 %"],
    [1705, "ru", "17,05 %"],
  ] as const)("%d bp in %s → %s", (rate, locale, text) => {
    expect(formatVatRate(rate, locale)).toBe(text);
  });
});
