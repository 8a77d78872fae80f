import { isTableRows, rowsFromCookies, tablesCookie, TABLE_ROW_OPTIONS } from "@/components/settings/preferences";

describe("the tables cookie (spec section 9)", () => {
  it("holds {\"rows\":N} for about 30 days, SameSite=Strict, on the whole site", () => {
    const cookie = tablesCookie(25, false);
    expect(cookie).toBe("application-tables=%7B%22rows%22%3A25%7D; Path=/; Max-Age=2592000; SameSite=Strict");
    expect(decodeURIComponent(cookie.split(";")[0].split("=")[1])).toBe('{"rows":25}');
  });

  it("is Secure over https", () => {
    expect(tablesCookie(100, true).endsWith("; Secure")).toBe(true);
  });

  it("reads back from a document.cookie string", () => {
    expect(rowsFromCookies(`a=1; ${tablesCookie(50, false).split(";")[0]}; b=2`)).toBe(50);
    expect(rowsFromCookies("application-tables=%7B%22rows%22%3A7%7D")).toBeNull();
    expect(rowsFromCookies("application-tables=garbage%")).toBeNull();
    expect(rowsFromCookies("")).toBeNull();
  });

  it("offers 10, 25, 50 and 100 rows", () => {
    expect(TABLE_ROW_OPTIONS).toEqual([10, 25, 50, 100]);
    expect(isTableRows(25)).toBe(true);
    expect(isTableRows(30)).toBe(false);
    expect(isTableRows("25")).toBe(false);
  });
});
