import { formatClock, isUnlocked, unlockRemainingMs } from "@/components/settings/unlock";
import { validationKey } from "@/components/settings/validation";
import { relativeTime } from "@/components/notifications/relative-time";

describe("the identity confirmation deadline", () => {
  const now = Date.parse("2026-11-22T10:00:00Z");

  it("is unlocked until the time the server gave", () => {
    expect(unlockRemainingMs("2026-11-22T10:10:00Z", now)).toBe(600_000);
    expect(isUnlocked("2026-11-22T10:10:00Z", now)).toBe(true);
  });

  it("is locked without a time, with a past or unparsable one", () => {
    expect(isUnlocked(null, now)).toBe(false);
    expect(isUnlocked("2026-11-22T09:59:59Z", now)).toBe(false);
    expect(isUnlocked("2026-11-22T10:00:00Z", now)).toBe(false);
    expect(isUnlocked("soon", now)).toBe(false);
  });

  it("shows the time as HH:MM, 24-hour, in both languages", () => {
    expect(formatClock("2026-11-22T14:05:00Z", "en-US", "UTC")).toBe("14:05");
    expect(formatClock("2026-11-22T09:07:00Z", "ru-RU", "UTC")).toBe("09:07");
    expect(formatClock("2026-11-22T09:07:00Z", "en-US", "Europe/Moscow")).toBe("12:07");
  });
});

describe("schema messages in the page language", () => {
  it("maps the spec section 5 texts to message keys", () => {
    expect(validationKey("Please enter correct email")).toBe("email");
    expect(validationKey("This field is required")).toBe("required");
    expect(validationKey("The code is 6 digits")).toBe("code");
    expect(validationKey("Too big: expected string to have <=100 characters")).toBe("invalid");
    expect(validationKey(undefined)).toBeNull();
  });
});

describe("notification times", () => {
  const now = Date.parse("2026-11-22T10:00:00Z");
  it("reads as a relative time", () => {
    expect(relativeTime("2026-11-22T09:59:30Z", now, "en-US")).toBe("now");
    expect(relativeTime("2026-11-22T09:55:00Z", now, "en-US")).toBe("5 minutes ago");
    expect(relativeTime("2026-11-22T07:00:00Z", now, "en-US")).toBe("3 hours ago");
    expect(relativeTime("2026-11-21T10:00:00Z", now, "en-US")).toBe("yesterday");
    expect(relativeTime("2026-11-22T09:55:00Z", now, "ru-RU")).toBe("5 минут назад");
  });
});
