import { ACCESS_MSG, accessProfile, checkAccess } from "@/lib/resources/access";

const issues = (category: string, input: unknown) => {
  const r = checkAccess(category, input);
  return r.ok ? null : Object.fromEntries(r.issues.map((i) => [i.path.join("."), i.message]));
};

describe("access data a supplier delivers", () => {
  it("a server needs an address, a user name and a password; each field is checked", () => {
    expect(issues("dedicated-servers", {})).toEqual({ ipv4: ACCESS_MSG.required, username: ACCESS_MSG.required, password: ACCESS_MSG.required });
    expect(checkAccess("dedicated-servers", { ipv6: " 2a01:4f8::1 ", login: "admin", password: "pw", panel_link: "https://panel.example.com/x" })).toEqual({
      ok: true,
      data: { ipv6: "2a01:4f8::1", login: "admin", password: "pw", panel_link: "https://panel.example.com/x" },
    });
    expect(issues("virtual-servers", { ipv4: "300.1.1.1", ipv6: "fe80::zz", ip: "host", host: "-bad-.example", domain: "a b", username: "x\ny", password: "p".repeat(201), user_password: "ok" })).toEqual({
      ipv4: ACCESS_MSG.ipv4,
      ipv6: ACCESS_MSG.ipv6,
      ip: ACCESS_MSG.ip,
      host: ACCESS_MSG.hostname,
      domain: ACCESS_MSG.hostname,
      username: ACCESS_MSG.name,
      password: ACCESS_MSG.text,
    });
  });

  it("panel links are http(s) URLs without credentials: 'Url address is invalid' otherwise", () => {
    for (const bad of ["javascript:alert(1)", "ftp://x.example.com", "panel", "https://user:pw@panel.example.com", "data:text/html,x"]) {
      expect(issues("gpu-servers", { ip: "10.0.0.1", username: "root", password: "pw", panel_link: bad })).toEqual({ panel_link: "Url address is invalid" });
    }
  });

  it("a VPN needs its configuration file; server fields are not part of its access; unknown fields are refused", () => {
    expect(issues("vpn", { username: "u" })).toEqual({ vpn_config: ACCESS_MSG.required });
    expect(issues("vpn", { vpn_config: "[Interface]\r\nPrivateKey = x\r\n", ipv4: "1.2.3.4", colour: "red" })).toEqual({ ipv4: ACCESS_MSG.notForProduct, colour: ACCESS_MSG.unknownField });
    expect(checkAccess("vpn", { vpn_config: "[Interface]\r\nPrivateKey = x\r\n" })).toEqual({ ok: true, data: { vpn_config: "[Interface]\nPrivateKey = x\n" } });
    expect(issues("vpn", { vpn_config: "x".repeat(64 * 1024 + 1) })).toEqual({ vpn_config: ACCESS_MSG.vpnConfig });
    expect(issues("vpn", { vpn_config: "a\u0000b" })).toEqual({ vpn_config: ACCESS_MSG.vpnConfig });
  });

  it("empty values count as not given; a non-object body is refused", () => {
    expect(issues("proxies", { host: "  ", ip: "", login: "u", password: "p" })).toEqual({ host: ACCESS_MSG.required });
    expect(checkAccess("proxies", { host: "gw.example.com", login: "u", password: "p", ip: null })).toEqual({ ok: true, data: { host: "gw.example.com", login: "u", password: "p" } });
    expect(checkAccess("vpn", [1]).ok).toBe(false);
    expect(checkAccess("vpn", "x").ok).toBe(false);
  });

  it("an unknown category takes any field but the VPN file, none required", () => {
    expect(accessProfile("new-things").required).toEqual([]);
    expect(checkAccess("new-things", { host: "a.example.com" })).toEqual({ ok: true, data: { host: "a.example.com" } });
  });
});
