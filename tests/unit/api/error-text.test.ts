import { errorTextFromBody, successTextFromBody } from "@/lib/api/error-text";

const generic = "Internal server error";

describe("negative toast text (spec section 8)", () => {
  it("shows a string detail as is", () => {
    expect(errorTextFromBody({ detail: "Offer not found" }, generic)).toBe("Offer not found");
  });
  it("shows the last entry of a list", () => {
    expect(errorTextFromBody({ detail: ["first", "second"] }, generic)).toBe("second");
  });
  it("shows the msg of the last entry of a validation list", () => {
    expect(
      errorTextFromBody({ detail: [{ loc: ["query", "page"], msg: "bad page", type: "x" }, { loc: ["query", "size"], msg: "bad size", type: "x" }] }, generic),
    ).toBe("bad size");
  });
  it("shows the msg of an object", () => {
    expect(errorTextFromBody({ detail: { msg: "Payments is unavailable at this moment" } }, generic)).toBe("Payments is unavailable at this moment");
  });
  it.each([undefined, null, "text", {}, { detail: [] }, { detail: { code: 1 } }, { detail: "  " }])("falls back to the generic text for %p", (body) => {
    expect(errorTextFromBody(body, generic)).toBe(generic);
  });
});

describe("positive toast text", () => {
  it("uses response_message when present", () => {
    expect(successTextFromBody({ response_message: "Action was successful" })).toBe("Action was successful");
    expect(successTextFromBody({ items: [] })).toBeNull();
  });
});
