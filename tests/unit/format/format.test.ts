import { countryName, formatApproxMoney, formatBytes, formatMoney, formatRange } from "@/lib/format";

describe("formatBytes (B to PB, steps of 1024, one decimal)", () => {
  it.each([
    [0, "0.0 B"],
    [1023, "1023.0 B"],
    [1024, "1.0 KB"],
    [1536, "1.5 KB"],
    [1024 ** 2, "1.0 MB"],
    [5.25 * 1024 ** 3, "5.3 GB"],
    [1024 ** 4, "1.0 TB"],
    [1024 ** 5, "1.0 PB"],
    [3 * 1024 ** 6, "3072.0 PB"],
  ])("%p bytes → %s", (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
  it("treats negative and non-finite input as zero", () => {
    expect(formatBytes(-5)).toBe("0.0 B");
    expect(formatBytes(Number.NaN)).toBe("0.0 B");
  });
});

describe("formatRange (first–last of total)", () => {
  it("shows the rows of the current page with an en dash", () => {
    expect(formatRange(1, 50, 1234)).toBe("1–50 of 1234");
    expect(formatRange(2, 50, 1234)).toBe("51–100 of 1234");
  });
  it("clips the last page to the total", () => {
    expect(formatRange(25, 50, 1234)).toBe("1201–1234 of 1234");
  });
  it("uses the translated word", () => {
    expect(formatRange(1, 10, 3, "из")).toBe("1–3 из 3");
  });
  it("shows an empty table as 0–0 of 0", () => {
    expect(formatRange(1, 50, 0)).toBe("0–0 of 0");
  });
});

describe("formatMoney and countryName", () => {
  it("formats EUR cents per locale", () => {
    expect(formatMoney(4999, "EUR", "en")).toBe("€49.99");
    expect(formatMoney(4999, "EUR", "ru").replace(/\s/g, " ")).toBe("49,99 €");
  });
  it("names countries in the page language", () => {
    expect(countryName("DE", "en")).toBe("Germany");
    expect(countryName("DE", "ru")).toBe("Германия");
  });
});

describe("formatters are built once per locale and options (ADR 0015: a cold listing formats hundreds of prices)", () => {
  it("formats many prices with one Intl.NumberFormat per distinct setting, with the same results", () => {
    const expected = [formatMoney(12345, "EUR", "en"), formatApproxMoney(0.41, "EUR", "ru"), formatMoney(99, "USD", "ru")];
    const spy = jest.spyOn(Intl, "NumberFormat");
    try {
      for (let i = 0; i < 200; i += 1) {
        expect([formatMoney(12345, "EUR", "en"), formatApproxMoney(0.41, "EUR", "ru"), formatMoney(99, "USD", "ru")]).toEqual(expected);
      }
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });
});
