import { EU_VAT_FORMATS, isEuCountry, isValidVatId, normalizeVatId, vatFormatOf } from "@/lib/profiles/vat";

/** For each EU member state: well-formed VAT IDs, and ones that are not (wrong length, prefix or characters). */
const cases: Record<string, { valid: string[]; invalid: string[] }> = {
  AT: { valid: ["ATU12345678"], invalid: ["AT12345678", "ATU1234567", "ATU123456789"] },
  BE: { valid: ["BE0123456789", "BE1234567890"], invalid: ["BE2123456789", "BE012345678", "BE123456789"] },
  BG: { valid: ["BG123456789", "BG1234567890"], invalid: ["BG12345678", "BG12345678901"] },
  CY: { valid: ["CY12345678X"], invalid: ["CY123456789", "CY12345678"] },
  CZ: { valid: ["CZ12345678", "CZ123456789", "CZ1234567890"], invalid: ["CZ1234567", "CZ12345678901"] },
  DE: { valid: ["DE123456789"], invalid: ["DE12345678", "DE1234567890", "DEX23456789"] },
  DK: { valid: ["DK12345678"], invalid: ["DK1234567", "DK123456789"] },
  EE: { valid: ["EE123456789"], invalid: ["EE12345678", "EE1234567890"] },
  ES: { valid: ["ESX1234567X", "ES12345678Z", "ESA12345678"], invalid: ["ES123456789X", "ESX123456X", "ES1234567"] },
  FI: { valid: ["FI12345678"], invalid: ["FI1234567", "FI123456789"] },
  FR: { valid: ["FRXX123456789", "FR12345678901", "FR1A123456789"], invalid: ["FRIO123456789", "FR1234567890", "FRXX12345678"] },
  GR: { valid: ["EL123456789"], invalid: ["GR123456789", "EL12345678", "EL1234567890"] },
  HR: { valid: ["HR12345678901"], invalid: ["HR1234567890", "HR123456789012"] },
  HU: { valid: ["HU12345678"], invalid: ["HU1234567", "HU123456789"] },
  IE: { valid: ["IE1234567WA", "IE1234567T", "IE1S23456T", "IE1+23456T"], invalid: ["IE12345678", "IE1234567", "IE1234567TZ"] },
  IT: { valid: ["IT12345678901"], invalid: ["IT1234567890", "IT123456789012"] },
  LT: { valid: ["LT123456789", "LT123456789012"], invalid: ["LT1234567890", "LT12345678"] },
  LU: { valid: ["LU12345678"], invalid: ["LU1234567", "LU123456789"] },
  LV: { valid: ["LV12345678901"], invalid: ["LV1234567890", "LV123456789012"] },
  MT: { valid: ["MT12345678"], invalid: ["MT1234567", "MT123456789"] },
  NL: { valid: ["NL123456789B01"], invalid: ["NL123456789A01", "NL123456789B1", "NL12345678B01"] },
  PL: { valid: ["PL1234567890"], invalid: ["PL123456789", "PL12345678901"] },
  PT: { valid: ["PT123456789"], invalid: ["PT12345678", "PT1234567890"] },
  RO: { valid: ["RO12", "RO1234567890"], invalid: ["RO0123", "RO1", "RO12345678901"] },
  SE: { valid: ["SE123456789001"], invalid: ["SE123456789002", "SE12345678901"] },
  SI: { valid: ["SI12345678"], invalid: ["SI1234567", "SI123456789"] },
  SK: { valid: ["SK1234567890"], invalid: ["SK123456789", "SK12345678901"] },
};

describe("EU VAT ID formats", () => {
  it("cover the 27 member states and nothing else", () => {
    expect(Object.keys(EU_VAT_FORMATS).sort()).toEqual(Object.keys(cases).sort());
    expect(Object.keys(EU_VAT_FORMATS)).toHaveLength(27);
  });

  it.each(Object.entries(cases))("%s accepts its format and refuses others", (country, { valid, invalid }) => {
    for (const vat of valid) expect({ country, vat, ok: isValidVatId(country, vat) }).toEqual({ country, vat, ok: true });
    for (const vat of invalid) expect({ country, vat, ok: isValidVatId(country, vat) }).toEqual({ country, vat, ok: false });
  });

  it.each(Object.entries(EU_VAT_FORMATS))("%s: the example shown to the user is valid and carries the prefix", (country, format) => {
    expect(isValidVatId(country, format.example)).toBe(true);
    expect(format.example.startsWith(format.prefix)).toBe(true);
  });

  it("needs the country's own prefix (a German number is not a French one; Greece uses EL)", () => {
    expect(isValidVatId("FR", "DE123456789")).toBe(false);
    expect(isValidVatId("DE", "123456789")).toBe(false);
    expect(vatFormatOf("GR")?.prefix).toBe("EL");
  });

  it("ignores case, spaces, dots and dashes", () => {
    expect(normalizeVatId(" de 123.456-789 ")).toBe("DE123456789");
    expect(isValidVatId("de", "de 123 456 789")).toBe(true);
    expect(isValidVatId("NL", "nl 1234.56789.b01")).toBe(true);
  });

  it("is optional, and free outside the EU", () => {
    expect(isValidVatId("DE", "")).toBe(true);
    expect(isValidVatId("DE", "   ")).toBe(true);
    expect(isEuCountry("CH")).toBe(false);
    expect(isValidVatId("CH", "CHE-123.456.789 MWST")).toBe(true);
    expect(isValidVatId("US", "anything")).toBe(true);
    expect(isValidVatId("GB", "GB123456789")).toBe(true);
  });
});
