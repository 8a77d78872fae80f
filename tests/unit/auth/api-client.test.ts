/**
 * @jest-environment jsdom
 */
import { apiFetch, apiRequest } from "@/components/api/client";
import { AUTH_EVENT, PROFILE_KEY, setApiTexts } from "@/components/auth/browser-state";
import { notifyFailure, notifySuccess } from "@/components/ui/notify";

jest.mock("@/components/ui/notify", () => ({ notifyFailure: jest.fn(async () => {}), notifySuccess: jest.fn(async () => {}) }));

type Call = { url: string; method: string; headers: Record<string, string>; body?: string };
type Reply = { status: number; body?: unknown; headers?: Record<string, string>; setCookie?: string } | Error;

const calls: Call[] = [];
let replies: Reply[] = [];

function fakeResponse(r: Exclude<Reply, Error>) {
  const text = r.body === undefined ? "" : typeof r.body === "string" ? r.body : JSON.stringify(r.body);
  const headers = new Map(Object.entries(r.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  return { ok: r.status >= 200 && r.status < 300, status: r.status, headers: { get: (k: string) => headers.get(k.toLowerCase()) ?? null }, text: async () => text, blob: async () => new Blob([text]) };
}

function clearCookies() {
  for (const part of document.cookie.split(";")) {
    const name = part.split("=")[0].trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

beforeEach(() => {
  calls.length = 0;
  replies = [];
  clearCookies();
  localStorage.clear();
  document.documentElement.lang = "en";
  jest.mocked(notifyFailure).mockClear();
  jest.mocked(notifySuccess).mockClear();
  setApiTexts({ internal: "Internal server error", actionFailed: "Action failed", failRefresh: "Session expired" });
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), method: init?.method ?? "GET", headers: { ...(init?.headers as Record<string, string>) }, body: init?.body as string | undefined });
    const reply = replies.shift();
    if (!reply) throw new Error(`unexpected call ${String(url)}`);
    if (reply instanceof Error) throw reply;
    if (reply.setCookie) document.cookie = reply.setCookie;
    return fakeResponse(reply) as unknown as Response;
  }) as typeof fetch;
});

describe("apiFetch headers", () => {
  it("creates the device id cookie once and sends it with Accept-Language from <html lang>", async () => {
    document.documentElement.lang = "ru";
    replies = [{ status: 200, body: { a: 1 } }, { status: 200, body: { a: 2 } }];
    expect(await apiFetch("/api/x")).toEqual({ a: 1 });
    await apiFetch("/api/y");
    const id = calls[0].headers["x-device-id"];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls[1].headers["x-device-id"]).toBe(id);
    expect(document.cookie).toContain(`application-device-id=${id}`);
    expect(calls[0].headers["Accept-Language"]).toBe("ru-RU");
    expect(calls[0].headers["x-csrf-token"]).toBeUndefined();
    expect(calls[0].method).toBe("GET");
  });

  it("defaults to en-US", async () => {
    document.documentElement.lang = "";
    replies = [{ status: 200, body: {} }];
    await apiFetch("/api/x");
    expect(calls[0].headers["Accept-Language"]).toBe("en-US");
  });

  it("sends a JSON body and the CSRF cookie as X-CSRF-Token on unsafe methods", async () => {
    document.cookie = "application-csrf=tok.sig; Path=/";
    replies = [{ status: 200, body: { ok: true } }];
    await apiFetch("/api/users/profile", { method: "PATCH", body: { first_name: "Ann" } });
    expect(calls).toHaveLength(1);
    expect(calls[0].method).toBe("PATCH");
    expect(calls[0].headers["x-csrf-token"]).toBe("tok.sig");
    expect(calls[0].headers["Content-Type"]).toBe("application/json");
    expect(JSON.parse(calls[0].body!)).toEqual({ first_name: "Ann" });
  });

  it("sends the caller's extra headers (Idempotency-Key) on the call and on its repeat after a CSRF renewal", async () => {
    document.cookie = "application-csrf=old.sig; Path=/";
    replies = [
      { status: 403, body: { detail: { msg: "refused", code: "csrf_failed" } } },
      { status: 200, body: { csrf_token: "new.sig" }, setCookie: "application-csrf=new.sig; Path=/" },
      { status: 201, body: { order: { uid: "o1" } } },
    ];
    const headers = { "Idempotency-Key": "key-123456", "Accept-Language": "xx" };
    expect(await apiFetch("/api/orders/place", { method: "POST", body: { profile: "p1" }, headers })).toEqual({ order: { uid: "o1" } });
    for (const call of [calls[0], calls[2]]) expect(call.headers["Idempotency-Key"]).toBe("key-123456");
    // The CSRF fetch in between is the helper's own call: no caller headers there.
    expect(calls[1].headers["Idempotency-Key"]).toBeUndefined();
    // The helper's own headers win.
    expect(calls[2].headers["Accept-Language"]).toBe("en-US");
    expect(calls[2].headers["x-csrf-token"]).toBe("new.sig");
  });

  it("sends a raw body with its own Content-Type, the same bytes again after a CSRF renewal", async () => {
    document.cookie = "application-csrf=old.sig; Path=/";
    replies = [
      { status: 403, body: { detail: { msg: "refused", code: "csrf_failed" } } },
      { status: 200, body: { csrf_token: "new.sig" }, setCookie: "application-csrf=new.sig; Path=/" },
      { status: 200, body: { rows: 1 } },
    ];
    const file = new Blob(["uid,name\n,A\n"], { type: "text/plain" });
    const answer = await apiRequest("/api/supplier/offers/import/preview?product_slug=p", { method: "POST", raw: { data: file, type: "text/csv" } });
    expect(answer).toMatchObject({ ok: true, data: { rows: 1 } });
    for (const call of [calls[0], calls[2]]) {
      expect(call.headers["Content-Type"]).toBe("text/csv");
      expect(call.body).toBe(file);
    }
    expect(calls[2].headers["x-csrf-token"]).toBe("new.sig");
  });

  it("fetches the CSRF token first when the cookie is missing, once for concurrent calls", async () => {
    replies = [
      { status: 200, body: { csrf_token: "fresh.sig" }, setCookie: "application-csrf=fresh.sig; Path=/" },
      { status: 200, body: {} },
      { status: 200, body: {} },
    ];
    await Promise.all([apiFetch("/api/a", { method: "POST" }), apiFetch("/api/b", { method: "DELETE" })]);
    expect(calls[0].url).toBe("/api/users/access/csrf");
    expect(calls.slice(1).map((c) => [c.url, c.headers["x-csrf-token"]]).sort()).toEqual([
      ["/api/a", "fresh.sig"],
      ["/api/b", "fresh.sig"],
    ]);
  });

  it("renews a refused CSRF token once and repeats the call", async () => {
    document.cookie = "application-csrf=old.sig; Path=/";
    replies = [
      { status: 403, body: { detail: { msg: "refused", code: "csrf_failed" } } },
      { status: 200, body: { csrf_token: "new.sig" }, setCookie: "application-csrf=new.sig; Path=/" },
      { status: 200, body: { done: true } },
    ];
    expect(await apiFetch("/api/a", { method: "POST" })).toEqual({ done: true });
    expect(calls[2].headers["x-csrf-token"]).toBe("new.sig");
  });
});

describe("apiFetch answers and toasts (spec section 8)", () => {
  beforeEach(() => {
    document.cookie = "application-csrf=tok.sig; Path=/";
  });

  it("shows response_message of a success answer as a positive toast", async () => {
    replies = [{ status: 200, body: { response_message: "Saved" } }];
    await apiFetch("/api/x");
    expect(notifySuccess).toHaveBeenCalledWith({ response_message: "Saved" });
  });

  it("returns false and shows the detail of a failed answer", async () => {
    const body = { detail: [{ loc: ["body", "email"], msg: "Please enter correct email", type: "x" }] };
    replies = [{ status: 422, body }];
    expect(await apiFetch("/api/x", { method: "POST", body: {} })).toBe(false);
    expect(notifyFailure).toHaveBeenCalledWith(body, "Action failed");
  });

  it("returns false with the translated internal error on a network failure", async () => {
    replies = [new TypeError("Failed to fetch")];
    expect(await apiFetch("/api/x")).toBe(false);
    expect(notifyFailure).toHaveBeenCalledWith(undefined, "Internal server error");
  });

  it("stays quiet when silent or aborted", async () => {
    replies = [{ status: 500, body: { detail: "boom" } }, Object.assign(new Error("aborted"), { name: "AbortError" })];
    expect(await apiFetch("/api/x", { silent: true })).toBe(false);
    expect(await apiFetch("/api/y")).toBe(false);
    expect(notifyFailure).not.toHaveBeenCalled();
  });

  it("apiRequest keeps the status, body and Retry-After of a failure", async () => {
    replies = [{ status: 429, body: { detail: "Too many" }, headers: { "Retry-After": "120" } }];
    const result = await apiRequest("/api/users/access/confirmation_action", { method: "POST", body: { email: "a@b.c" }, silent: true });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.status).toBe(429);
      expect(result.body).toEqual({ detail: "Too many" });
      expect(result.headers?.get("Retry-After")).toBe("120");
    }
  });
});

describe("token refresh on 401", () => {
  beforeEach(() => {
    document.cookie = "application-csrf=tok.sig; Path=/";
  });

  it("refreshes once for concurrent 401s while signed in, then repeats each call", async () => {
    document.cookie = "application-signed-in=1; Path=/";
    replies = [
      { status: 401, body: { detail: "expired" } },
      { status: 401, body: { detail: "expired" } },
      { status: 200, body: { access_token: "a", refresh_token: "r" } },
      { status: 200, body: { n: 1 } },
      { status: 200, body: { n: 2 } },
    ];
    const [a, b] = await Promise.all([apiFetch("/api/orders"), apiFetch("/api/cart")]);
    expect([a, b]).toEqual([{ n: 1 }, { n: 2 }]);
    const refreshes = calls.filter((c) => c.url === "/api/users/access/refresh");
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0].method).toBe("POST");
    expect(refreshes[0].headers["x-csrf-token"]).toBe("tok.sig");
    expect(notifyFailure).not.toHaveBeenCalled();
  });

  it("on a failed refresh shows the translated message, forgets the user and announces the guest", async () => {
    document.cookie = "application-signed-in=1; Path=/";
    localStorage.setItem(PROFILE_KEY, JSON.stringify({ uid: "u", email: "a@b.c" }));
    const changed = jest.fn();
    window.addEventListener(AUTH_EVENT, changed);
    replies = [{ status: 401, body: { detail: "expired" } }, { status: 401, body: { detail: "revoked" } }];
    expect(await apiFetch("/api/orders")).toBe(false);
    window.removeEventListener(AUTH_EVENT, changed);
    expect(notifyFailure).toHaveBeenCalledTimes(1);
    expect(notifyFailure).toHaveBeenCalledWith(undefined, "Session expired");
    expect(localStorage.getItem(PROFILE_KEY)).toBeNull();
    expect(document.cookie).not.toContain("application-signed-in=1");
    expect(changed).toHaveBeenCalled();
  });

  it("answers a file as a Blob with its own Accept header, repeated after one refresh", async () => {
    document.cookie = "application-signed-in=1; Path=/";
    replies = [{ status: 401, body: { detail: "expired" } }, { status: 200, body: {} }, { status: 200, body: "%PDF-1.7" }];
    const answer = await apiRequest<Blob>("/api/invoices/i1/pdf", { file: { accept: "application/pdf" }, silent: true });
    expect(answer.ok).toBe(true);
    expect(answer.ok && answer.data instanceof Blob && answer.data.size).toBe("%PDF-1.7".length);
    expect(calls.map((c) => c.url)).toEqual(["/api/invoices/i1/pdf", "/api/users/access/refresh", "/api/invoices/i1/pdf"]);
    expect(calls[2].headers.Accept).toBe("application/pdf");
    expect(calls[2].headers["Accept-Language"]).toBe("en-US");
  });

  it("does not refresh for a guest or for the sign-in calls themselves", async () => {
    replies = [{ status: 401, body: { detail: "no" } }];
    expect(await apiFetch("/api/orders")).toBe(false);
    document.cookie = "application-signed-in=1; Path=/";
    replies = [{ status: 401, body: { detail: "no" } }];
    expect(await apiFetch("/api/users/access/sessions")).toBe(false);
    expect(calls.map((c) => c.url)).toEqual(["/api/orders", "/api/users/access/sessions"]);
  });
});
