/**
 * @jest-environment jsdom
 */
import { formatCountdown, holdResend, RESEND_KEY, resendAvailableAt, retryAfterSeconds } from "@/components/auth/resend-timer";

beforeEach(() => localStorage.clear());

describe("resend timers per e-mail (spec section 3)", () => {
  it("keeps one deadline per address, case-insensitively, and drops expired ones", () => {
    const now = 1_000_000;
    holdResend("old@example.com", 10, now);
    holdResend("Ann@Example.com", 60, now);
    expect(resendAvailableAt("ann@example.com", now)).toBe(now + 60_000);
    expect(resendAvailableAt("bob@example.com", now)).toBe(0);
    expect(resendAvailableAt("ann@example.com", now + 60_000)).toBe(0);
    holdResend("bob@example.com", 60, now + 20_000);
    expect(Object.keys(JSON.parse(localStorage.getItem(RESEND_KEY)!)).sort()).toEqual(["ann@example.com", "bob@example.com"]);
  });

  it("reads Retry-After as seconds or as an HTTP date", () => {
    const now = Date.parse("2026-01-01T00:00:00Z");
    expect(retryAfterSeconds("120", 60, now)).toBe(120);
    expect(retryAfterSeconds("Thu, 01 Jan 2026 00:05:00 GMT", 60, now)).toBe(300);
    expect(retryAfterSeconds(null, 60, now)).toBe(60);
    expect(retryAfterSeconds("soon", 60, now)).toBe(60);
  });

  it("formats the countdown as m:ss", () => {
    expect(formatCountdown(60)).toBe("1:00");
    expect(formatCountdown(5)).toBe("0:05");
    expect(formatCountdown(2400)).toBe("40:00");
  });
});
