import { captureMismatch, sessionWindow } from "@/lib/payments/rules";

const at = new Date("2026-11-28T10:00:00Z");
const min = (n: number) => new Date(at.getTime() + n * 60_000);

describe("sessionWindow: a payment session never outlives its order's hold", () => {
  it("keeps the hold when the session ends inside it", () => {
    expect(sessionWindow({ placedAt: at, reservedUntil: min(60) }, at)).toEqual({ expiresAt: min(30), reservedUntil: min(60) });
  });

  it("stretches the hold to a retry's session end", () => {
    const placedAt = min(-40);
    expect(sessionWindow({ placedAt, reservedUntil: min(20) }, at)).toEqual({ expiresAt: min(30), reservedUntil: min(30) });
  });

  it("refuses a session that would hold the stock past two hours after placement", () => {
    expect(sessionWindow({ placedAt: min(-100), reservedUntil: min(5) }, at)).toBeNull();
    expect(sessionWindow({ placedAt: min(-90), reservedUntil: min(5) }, at)).toEqual({ expiresAt: min(30), reservedUntil: min(30) });
  });
});

describe("captureMismatch: a capture is this payment's only with its amount, currency and session", () => {
  const payment = { amountCents: 2312, currency: "EUR", sessionId: "cs_1" };

  it("accepts the payment's own capture (currency in any case)", () => {
    expect(captureMismatch(payment, { amountCents: 2312, currency: "eur" }, { sessionId: "cs_1" })).toBeNull();
    expect(captureMismatch({ ...payment, sessionId: null }, { amountCents: 2312, currency: "EUR" }, { sessionId: "cs_9" })).toBeNull();
  });

  it("names every difference", () => {
    expect(captureMismatch(payment, { amountCents: 2212, currency: "USD" }, { sessionId: "cs_2" })).toBe("amount 2212 instead of 2312; currency USD instead of EUR; session cs_2 instead of cs_1");
  });
});
