import { z } from "zod";
import { issuesFromZod } from "@/lib/api/errors";
import { translateProfileIssues } from "@/lib/profiles/messages";
import { PROFILE_FIELD_MAX, profileCreateSchema, profileUpdateSchema } from "@/lib/profiles/schema";

const valid = {
  first_name: "Anna",
  last_name: "Schmidt",
  email: "Anna.Schmidt@Example.com",
  phone_number: "030 12345678",
  phone_region: "DE",
  city: "Berlin",
  zip_code: "10115",
  address: "Invalidenstraße 1",
  state: "",
  country: "DE",
  vat_id: "DE123456789",
  company_name: "Schmidt GmbH",
};

/** field → message key of every issue. */
function problems(input: unknown): Record<string, string[]> {
  const parsed = profileCreateSchema.safeParse(input);
  if (parsed.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (out[issue.path.join(".")] ??= []).push(issue.message);
  return out;
}

/** The API's 422 texts for `input` in `locale`, by field. */
function apiTexts(input: Record<string, unknown>, locale: "en" | "ru"): Record<string, string> {
  const parsed = profileCreateSchema.safeParse(input);
  if (parsed.success) return {};
  const issues = translateProfileIssues(issuesFromZod(parsed.error, "body"), locale, input.country);
  return Object.fromEntries(issues.map((i) => [String(i.loc[1]), i.msg]));
}

describe("profile schema", () => {
  it("accepts a complete profile, trimming, lower-casing the e-mail and upper-casing the codes", () => {
    const parsed = profileCreateSchema.parse({ ...valid, first_name: "  Anna ", country: "de", phone_region: "de" });
    expect(parsed).toMatchObject({ first_name: "Anna", email: "anna.schmidt@example.com", country: "DE", phone_region: "DE" });
  });

  it("needs the required fields, each with one 'This field is required' (spec section 5)", () => {
    const required = ["first_name", "last_name", "email", "phone_number", "phone_region", "city", "zip_code", "address", "country"];
    expect(problems({})).toEqual(Object.fromEntries(required.map((f) => [f, ["errors.required"]])));
    const blank = Object.fromEntries(Object.keys(valid).map((k) => [k, "  "]));
    expect(problems(blank)).toEqual(Object.fromEntries(required.map((f) => [f, ["errors.required"]])));
    expect(apiTexts({}, "en").first_name).toBe("This field is required");
    expect(apiTexts({}, "ru").first_name).toBe("Это поле обязательно");
  });

  it("leaves state, VAT ID and company name optional", () => {
    const { state: _s, vat_id: _v, company_name: _c, ...rest } = valid;
    expect(profileCreateSchema.safeParse(rest).success).toBe(true);
  });

  it("answers 'Please enter correct email' for a malformed e-mail", () => {
    for (const email of ["anna", "anna@", "anna@example", "@example.com", "an na@example.com"]) {
      expect(problems({ ...valid, email })).toEqual({ email: ["errors.email"] });
    }
    expect(apiTexts({ ...valid, email: "anna@" }, "en")).toEqual({ email: "Please enter correct email" });
    expect(apiTexts({ ...valid, email: "anna@" }, "ru")).toEqual({ email: "Введите корректный e-mail" });
  });

  it("checks the phone number against the chosen region's mask", () => {
    expect(problems({ ...valid, phone_number: "030 1", phone_region: "DE" })).toEqual({ phone_number: ["errors.phone"] });
    expect(problems({ ...valid, phone_number: "030 12345678", phone_region: "US" })).toEqual({ phone_number: ["errors.phone"] });
    expect(problems({ ...valid, phone_number: "(201) 555-0123", phone_region: "US" })).toEqual({});
    expect(problems({ ...valid, phone_region: "XX" })).toEqual({ phone_region: ["errors.phoneRegion"] });
  });

  it("needs an ISO 3166-1 alpha-2 country", () => {
    expect(problems({ ...valid, country: "XX", vat_id: "" })).toEqual({ country: ["errors.country"] });
    expect(problems({ ...valid, country: "Germany", vat_id: "" })).toEqual({ country: ["errors.tooLong", "errors.country"] });
  });

  it("checks a VAT ID against the country's EU format, with the format in the message", () => {
    expect(problems({ ...valid, vat_id: "DE12345" })).toEqual({ vat_id: ["errors.vatFormat"] });
    expect(problems({ ...valid, country: "FR", vat_id: "DE123456789" })).toEqual({ vat_id: ["errors.vatFormat"] });
    expect(problems({ ...valid, country: "CH", vat_id: "CHE-123.456.789" })).toEqual({});
    expect(apiTexts({ ...valid, vat_id: "DE12345" }, "en")).toEqual({ vat_id: "This VAT ID does not match the format of Germany, e.g. DE123456789" });
    expect(apiTexts({ ...valid, country: "NL", vat_id: "NL123" }, "ru")).toEqual({ vat_id: "VAT ID не соответствует формату страны Нидерланды, например NL123456789B01" });
  });

  it("reports every problem at once, cross-field ones included", () => {
    expect(problems({ ...valid, first_name: "", email: "x", phone_number: "1", vat_id: "DE1" })).toEqual({
      first_name: ["errors.required"],
      email: ["errors.email"],
      phone_number: ["errors.phone"],
      vat_id: ["errors.vatFormat"],
    });
  });

  it("limits lengths to the stored column sizes, with the limit in the message", () => {
    expect(problems({ ...valid, city: "x".repeat(PROFILE_FIELD_MAX.city + 1) })).toEqual({ city: ["errors.tooLong"] });
    expect(apiTexts({ ...valid, city: "x".repeat(101) }, "en")).toEqual({ city: "Must be at most 100 characters" });
  });

  it("answers 'invalid' for a value of the wrong type", () => {
    expect(problems({ ...valid, zip_code: 10115 })).toEqual({ zip_code: ["errors.invalid"] });
  });

  it("takes any subset of the fields for an update, each checked on its own", () => {
    expect(profileUpdateSchema.parse({})).toEqual({});
    expect(profileUpdateSchema.parse({ city: " Hamburg " })).toEqual({ city: "Hamburg" });
    expect(profileUpdateSchema.safeParse({ email: "nope" }).success).toBe(false);
    expect(profileUpdateSchema.safeParse({ first_name: "" }).success).toBe(false);
  });

  it("documents the request body as JSON Schema (the OpenAPI document is built from it)", () => {
    const json = z.toJSONSchema(profileCreateSchema, { target: "draft-2020-12", io: "input" }) as { required: string[]; properties: Record<string, unknown> };
    expect(json.required.sort()).toEqual(["address", "city", "country", "email", "first_name", "last_name", "phone_number", "phone_region", "zip_code"]);
    expect(Object.keys(json.properties)).toHaveLength(12);
    expect(() => z.toJSONSchema(profileUpdateSchema, { target: "draft-2020-12", io: "input" })).not.toThrow();
  });
});
