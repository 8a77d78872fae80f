/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "https://market.example/settings"}
 */
/**
 * The browser call helper on an https page: the server names the cross-site request
 * cookie `__Host-application-csrf` there, and the helper echoes that one (a leftover plain-named
 * cookie is only a fallback); the token a sign-in hands out (bound to the new session) is used by
 * the very next write.
 */
import { apiFetch } from "@/components/api/client";

jest.mock("@/components/ui/notify", () => ({ notifyFailure: jest.fn(async () => {}), notifySuccess: jest.fn(async () => {}) }));

type Call = { url: string; headers: Record<string, string> };
type Reply = { status: number; body?: unknown; setCookie?: string };

const calls: Call[] = [];
let replies: Reply[] = [];

beforeEach(() => {
  calls.length = 0;
  for (const part of document.cookie.split(";")) {
    const name = part.split("=")[0].trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0${name.startsWith("__Host-") ? "; Secure" : ""}`;
  }
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), headers: { ...(init?.headers as Record<string, string>) } });
    const reply = replies.shift();
    if (!reply) throw new Error(`unexpected call ${String(url)}`);
    if (reply.setCookie) document.cookie = reply.setCookie;
    const text = reply.body === undefined ? "" : JSON.stringify(reply.body);
    return { ok: reply.status < 300, status: reply.status, headers: { get: () => null }, text: async () => text } as unknown as Response;
  }) as typeof fetch;
});

it("echoes the __Host- cookie over https, before a leftover plain one", async () => {
  document.cookie = "application-csrf=plain.sig; Path=/";
  document.cookie = "__Host-application-csrf=host.sig; Path=/; Secure";
  expect(document.cookie).toContain("__Host-application-csrf=host.sig");
  replies = [{ status: 200, body: { ok: 1 } }];
  await apiFetch("/api/a", { method: "POST" });
  expect(calls[0].headers["x-csrf-token"]).toBe("host.sig");
});

it("the next write after a sign-in carries the session's new token", async () => {
  document.cookie = "__Host-application-csrf=guest.sig; Path=/; Secure";
  replies = [
    { status: 200, body: { access_token: "a" }, setCookie: "__Host-application-csrf=session.sig; Path=/; Secure" },
    { status: 200, body: { ok: 1 } },
  ];
  await apiFetch("/api/users/access/token", { method: "POST", body: {} });
  await apiFetch("/api/users/profile", { method: "PATCH", body: {} });
  expect(calls.map((c) => c.headers["x-csrf-token"])).toEqual(["guest.sig", "session.sig"]);
});

it("a refused token is renewed from the answer of GET csrf", async () => {
  document.cookie = "__Host-application-csrf=stale.sig; Path=/; Secure";
  replies = [
    { status: 403, body: { detail: { msg: "refused", code: "csrf_failed" } } },
    { status: 200, body: { csrf_token: "fresh.sig" }, setCookie: "__Host-application-csrf=fresh.sig; Path=/; Secure" },
    { status: 200, body: { done: true } },
  ];
  expect(await apiFetch("/api/a", { method: "POST" })).toEqual({ done: true });
  expect(calls.map((c) => c.url)).toEqual(["/api/a", "/api/users/access/csrf", "/api/a"]);
  expect(calls[2].headers["x-csrf-token"]).toBe("fresh.sig");
});
