import examples from "libphonenumber-js/examples.mobile.json";
import { getExampleNumber } from "libphonenumber-js/max";
import { PHONE_REGIONS, callingCodeOf, formatAsYouType, nationalFormat, parsePhone, toE164 } from "@/lib/profiles/phone";

describe("profile phone numbers", () => {
  it.each([
    ["DE", "030 12345678", "+493012345678"],
    ["DE", "+49 30 12345678", "+493012345678"],
    ["FR", "06 12 34 56 78", "+33612345678"],
    ["GB", "020 7946 0958", "+442079460958"],
    ["US", "(201) 555-0123", "+12015550123"],
    ["RU", "8 (912) 345-67-89", "+79123456789"],
    ["NL", "06 12345678", "+31612345678"],
  ])("%s: %s is stored as %s", (region, typed, e164) => {
    expect(toE164(typed, region)).toBe(e164);
  });

  it.each([
    ["DE", "123"],
    ["US", "555-0123"],
    ["US", "(201) 555-01234567"],
    ["FR", "00 00 00 00 00"],
    // A number of another calling code does not follow this region's mask.
    ["US", "+49 30 12345678"],
    ["RU", "+33 6 12 34 56 78"],
    ["DE", "phone"],
    ["ZZ", "030 12345678"],
  ])("%s: %s is refused", (region, typed) => {
    expect(parsePhone(typed, region)).toBeNull();
  });

  it("accepts a number of a region sharing the calling code (+1: Canada with the US mask)", () => {
    expect(toE164("+1 604 555 0123", "US")).toBe("+16045550123");
  });

  it("accepts every region's example number written nationally, and only for its own calling code", () => {
    for (const region of PHONE_REGIONS) {
      const example = getExampleNumber(region, examples);
      if (!example) continue;
      expect({ region, ok: toE164(example.formatNational(), region) }).toEqual({ region, ok: example.number });
    }
  });

  it("masks as the user types and writes stored numbers back nationally", () => {
    expect(formatAsYouType("2015550123", "US")).toBe("(201) 555-0123");
    expect(formatAsYouType("9123456789", "RU")).toBe("912 345-67-89");
    expect(nationalFormat("+493012345678", "DE")).toBe("030 12345678");
    expect(callingCodeOf("DE")).toBe("+49");
  });
});
