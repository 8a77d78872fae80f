import { demoMailboxOpenTo, demoMailboxStartProblem, isLoopbackIp, isLoopbackOrigin } from "@/lib/mail/demo-mailbox";

describe("demo mailbox access (lib/mail/demo-mailbox.ts)", () => {
  it("knows loopback client IPs: 127.0.0.0/8, ::1 and IPv4-mapped forms", () => {
    for (const ip of ["127.0.0.1", "127.1.2.3", "127.255.255.255", "::1", "0:0:0:0:0:0:0:1", "::ffff:127.0.0.1", "[::1]"]) expect([ip, isLoopbackIp(ip)]).toEqual([ip, true]);
    for (const ip of ["", "unknown", "10.0.0.1", "192.168.1.2", "203.0.113.5", "128.0.0.1", "1127.0.0.1", "127.0.0.1.evil", "127.0.0.256", "::2", "::ffff:10.0.0.1", "2001:db8::1", "localhost"]) expect([ip, isLoopbackIp(ip)]).toEqual([ip, false]);
  });

  it("opens to loopback only by default, to everyone with DEMO_MAILBOX=public, to nobody with SMTP_URL", () => {
    expect(demoMailboxOpenTo("127.0.0.1", { DEMO_MAILBOX: "loopback" })).toBe(true);
    expect(demoMailboxOpenTo("::1", { DEMO_MAILBOX: "loopback" })).toBe(true);
    expect(demoMailboxOpenTo("203.0.113.5", { DEMO_MAILBOX: "loopback" })).toBe(false);
    expect(demoMailboxOpenTo("unknown", { DEMO_MAILBOX: "loopback" })).toBe(false);
    expect(demoMailboxOpenTo("203.0.113.5", { DEMO_MAILBOX: "public" })).toBe(true);
    expect(demoMailboxOpenTo("127.0.0.1", { DEMO_MAILBOX: "public", SMTP_URL: "smtp://127.0.0.1:2525" })).toBe(false);
    expect(demoMailboxOpenTo("127.0.0.1", { DEMO_MAILBOX: "loopback", SMTP_URL: "smtp://127.0.0.1:2525" })).toBe(false);
  });

  it("tells loopback origins from public ones", () => {
    for (const o of ["http://localhost:3000", "http://app.localhost", "http://127.0.0.1:8080", "http://[::1]:3000"]) expect([o, isLoopbackOrigin(o)]).toEqual([o, true]);
    for (const o of ["https://shop.example.com", "http://10.0.0.5:3000", "http://localhost.example.com", "not a url"]) expect([o, isLoopbackOrigin(o)]).toEqual([o, false]);
  });

  it("refuses to start a public SITE_URL without SMTP_URL or DEMO_MAILBOX=public, naming the fix", () => {
    const problem = demoMailboxStartProblem({ SITE_URL: "https://shop.example.com", DEMO_MAILBOX: "loopback" });
    expect(problem).toMatch(/SMTP_URL/);
    expect(problem).toMatch(/DEMO_MAILBOX=public/);
    expect(demoMailboxStartProblem({ SITE_URL: "https://shop.example.com", DEMO_MAILBOX: "loopback", SMTP_URL: "smtps://u:p@mail.example.com:465" })).toBeNull();
    expect(demoMailboxStartProblem({ SITE_URL: "https://shop.example.com", DEMO_MAILBOX: "public" })).toBeNull();
    expect(demoMailboxStartProblem({ SITE_URL: "http://localhost:3000", DEMO_MAILBOX: "loopback" })).toBeNull();
    expect(demoMailboxStartProblem({ DEMO_MAILBOX: "loopback" })).toBeNull();
  });
});
