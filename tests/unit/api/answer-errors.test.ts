import { answerIssues, answerMessage, answerText, ApiFailure, failureText, issueMessages } from "@/components/api/answer-errors";

const issues = { detail: [{ loc: ["body", "cidr"], msg: "first" }, { loc: ["body", "offer", "name"], msg: "second" }, { loc: ["body", "cidr"], msg: "last" }] };

describe("the one reader of error answers (spec sections 6 and 8)", () => {
  it("gives a list's last entry, an object's msg, a string as is", () => {
    expect(answerMessage(issues)).toBe("last");
    expect(answerMessage({ detail: { msg: "Not allowed", code: "forbidden" } })).toBe("Not allowed");
    expect(answerMessage({ detail: "Invoice not found" })).toBe("Invoice not found");
    expect(answerMessage({ detail: [] })).toBeUndefined();
    expect(answerMessage(undefined)).toBeUndefined();
    expect(answerText(null, "Action failed")).toBe("Action failed");
  });

  it("puts each issue beside its field, the last one when a field has several", () => {
    expect(answerIssues(issues).map((i) => i.path)).toEqual(["cidr", "offer.name", "cidr"]);
    expect(issueMessages(issues)).toEqual({ cidr: "last", "offer.name": "second" });
  });

  it("reads a failed call's answer, else a browser-side error's own message", () => {
    expect(failureText(new ApiFailure(422, issues, "/api/x"), "Failed")).toBe("last");
    expect(failureText(new ApiFailure(0, undefined, "/api/x"), "Failed")).toBe("Failed");
    expect(failureText(new Error("Too large"), "Failed")).toBe("Too large");
  });
});
