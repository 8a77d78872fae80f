/** @jest-environment jsdom */
import { isTableRows, savedTableRows, storeInterfacePreferences, tablesCookieOptions, TABLE_ROW_OPTIONS } from "@/components/settings/preferences";

/** What the last write to document.cookie said, attributes included (document.cookie reads back only names and values). */
function written(): string[] & { restore: () => void } {
  const lines: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, "cookie")!;
  const spy = jest.spyOn(document, "cookie", "set").mockImplementation(function (this: Document, value: string) {
    lines.push(value);
    descriptor.set!.call(this, value);
  });
  return Object.assign(lines, { restore: () => spy.mockRestore() });
}

describe("the tables cookie (spec section 9)", () => {
  afterEach(() => {
    document.cookie = "application-tables=; Path=/; Max-Age=0";
  });

  it("holds {\"rows\":N} for about 30 days, SameSite=Strict, on the whole site", () => {
    const lines = written();
    storeInterfacePreferences({ tableRows: 25, supplierInterface: false });
    lines.restore();
    const cookie = lines.at(-1)!;
    expect(cookie.split("; ").sort()).toEqual(["Max-Age=2592000", "Path=/", "SameSite=Strict", "application-tables=%7B%22rows%22%3A25%7D"]);
    expect(decodeURIComponent(cookie.split(";")[0].split("=")[1])).toBe('{"rows":25}');
    expect(window.localStorage.getItem("is_supplier_interface")).toBe("false");
  });

  it("is Secure over https", () => {
    expect(tablesCookieOptions(true)).toMatchObject({ secure: true, sameSite: "strict", path: "/", maxAge: 2_592_000 });
    expect(tablesCookieOptions(false).secure).toBe(false);
  });

  it("reads back from document.cookie", () => {
    document.cookie = "a=1; Path=/";
    storeInterfacePreferences({ tableRows: 50, supplierInterface: true });
    document.cookie = "b=2; Path=/";
    expect(savedTableRows()).toBe(50);
    document.cookie = "application-tables=%7B%22rows%22%3A7%7D; Path=/";
    expect(savedTableRows()).toBeNull();
    document.cookie = "application-tables=garbage%; Path=/";
    expect(savedTableRows()).toBeNull();
    document.cookie = "application-tables=; Path=/; Max-Age=0";
    expect(savedTableRows()).toBeNull();
  });

  it("offers 10, 25, 50 and 100 rows", () => {
    expect(TABLE_ROW_OPTIONS).toEqual([10, 25, 50, 100]);
    expect(isTableRows(25)).toBe(true);
    expect(isTableRows(30)).toBe(false);
    expect(isTableRows("25")).toBe(false);
  });
});
