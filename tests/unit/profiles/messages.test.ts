import { profileText } from "@/lib/profiles/messages";
import { PROFILE_FIELDS } from "@/lib/profiles/constants";
import { PROFILE_ERROR_KEYS } from "@/lib/profiles/schema";
import en from "@/messages/en/profiles.json";
import ru from "@/messages/ru/profiles.json";

describe("profile texts", () => {
  it.each([["en", en], ["ru", ru]] as const)("%s: every schema message key and every field has a text", (_locale, messages) => {
    const errors: Record<string, string> = messages.profiles.errors;
    const fields: Record<string, string> = messages.profiles.fields;
    for (const key of PROFILE_ERROR_KEYS) expect({ key, text: Boolean(errors[key]?.trim()) }).toEqual({ key, text: true });
    for (const field of PROFILE_FIELDS) expect({ field, text: Boolean(fields[field]?.trim()) }).toEqual({ field, text: true });
  });

  it("keeps the spec's texts (section 5 and 8)", () => {
    expect(en.profiles.errors.required).toBe("This field is required");
    expect(en.profiles.errors.email).toBe("Please enter correct email");
    expect(en.profiles.fetchError).toBe("Error fetching profiles");
  });

  it("answers the API's own texts in both languages", () => {
    expect(profileText("en", "notFound", { uid: "abc" })).toBe("Profile 'abc' not found");
    expect(profileText("ru", "deleted")).toBe("Профиль удалён");
    expect(profileText("en", "limitReached", { max: "50" })).toContain("50");
  });
});
