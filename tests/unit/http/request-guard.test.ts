import type { IncomingMessage } from "node:http";
import { badPathAnswer, losesQueryKeys, pathDecodes } from "@/lib/http/request-guard";

const req = (url: string, headers: Record<string, string> = {}) => ({ url, headers }) as unknown as IncomingMessage;

describe("paths Next.js cannot percent-decode", () => {
  it("are told from good ones by the path only", () => {
    for (const good of ["/", "/ru/search?q=%ff", "/api/offers/%E2%98%83", "/a%2Fb", "/?%zz=1"]) expect(pathDecodes(good)).toBe(true);
    for (const bad of ["/%ff", "/api/media/%zz", "/%E0%A4%A", "/ru/%", "/x%ED%A0%80"]) expect(pathDecodes(bad)).toBe(false);
  });

  it("answer a JSON 400 with detail on API paths", () => {
    const answer = badPathAnswer(req("/api/media/%zz", { "accept-language": "ru-RU" }));
    expect(answer?.status).toBe(400);
    expect(answer?.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(answer!.body)).toEqual({ detail: "Неверный запрос: адрес закодирован неправильно" });
  });

  it("answer an HTML 400 on pages, in Russian under /ru", () => {
    const en = badPathAnswer(req("/%ff"));
    expect(en?.status).toBe(400);
    expect(en?.headers["content-type"]).toMatch(/text\/html/);
    expect(en?.body).toContain("400 · Bad request");
    expect(badPathAnswer(req("/ru/%E0%A4%A"))?.body).toContain("Неверный запрос");
    expect(badPathAnswer(req("/catalog/x"))).toBeNull();
  });
});

describe("query keys Next.js drops", () => {
  it("are __proto__, however encoded; nothing else needs the original target", () => {
    expect(losesQueryKeys("/api/offers?__proto__=1")).toBe(true);
    expect(losesQueryKeys("/api/offers?a=1&%5F%5Fproto%5F%5F=1")).toBe(true);
    expect(losesQueryKeys("/api/offers?constructor=1&proto=2")).toBe(false);
    expect(losesQueryKeys("/api/offers")).toBe(false);
  });
});
