/**
 * @jest-environment jsdom
 */
import { chooseStep, currentStep, readStoredStep, registrationKey, storeStep } from "@/components/business/steps";

beforeEach(() => localStorage.clear());

describe("the business account's step (spec sections 4 and 9)", () => {
  it("is 1 without a business account, whatever is stored", () => {
    expect(chooseStep(null, 3)).toBe(1);
    expect(chooseStep(null, null)).toBe(1);
  });

  it("follows the server's status over the stored step", () => {
    for (const stored of [null, 1, 2, 3, 5]) {
      expect({ stored, approving: chooseStep("approving", stored) }).toEqual({ stored, approving: 4 });
      expect({ stored, approved: chooseStep("approved", stored) }).toEqual({ stored, approved: 5 });
      expect({ stored, changed: chooseStep("changed", stored) }).toEqual({ stored, changed: 1 });
    }
  });

  it("takes the stored step of a new account, clamped to 1–3, default 1", () => {
    expect(chooseStep("new", null)).toBe(1);
    expect(chooseStep("new", 2)).toBe(2);
    expect(chooseStep("new", 3)).toBe(3);
    expect(chooseStep("new", 5)).toBe(3);
    expect(chooseStep("new", 0)).toBe(1);
    expect(chooseStep("new", -4)).toBe(1);
    expect(chooseStep("new", 2.5)).toBe(1);
  });

  it("keeps a step chosen in this visit only while the status it was chosen under lasts", () => {
    expect(currentStep("changed", null, { status: "changed", step: 3 })).toBe(3);
    expect(currentStep("approved", null, { status: "approved", step: 1 })).toBe(1);
    // Sent meanwhile: approving now, the status decides again.
    expect(currentStep("approving", 3, { status: "new", step: 3 })).toBe(4);
    expect(currentStep("new", 2, null)).toBe(2);
  });

  it("is stored under ORGANISATION_REGISTRATION followed by the organisation's uid", () => {
    expect(registrationKey("abc123")).toBe("ORGANISATION_REGISTRATIONabc123");
    expect(readStoredStep("abc123")).toBeNull();
    storeStep("abc123", 2);
    expect(localStorage.getItem("ORGANISATION_REGISTRATIONabc123")).toBe("2");
    expect(readStoredStep("abc123")).toBe(2);
    expect(readStoredStep("other")).toBeNull();
    localStorage.setItem("ORGANISATION_REGISTRATIONbroken", "{not json");
    expect(readStoredStep("broken")).toBeNull();
  });
});
