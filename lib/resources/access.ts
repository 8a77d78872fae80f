import { z } from "zod";

/**
 * The access data a supplier delivers for a resource (spec section 3, User resource: username,
 * domain, password, user password, IP, IPv4, IPv6, host, login, panel link; QR code and VPN file
 * configuration), the fields each kind of product needs, and their checks. The API's schema and the
 * access-creation dialog use the same rules. Messages are English; ./texts.ts gives Russian ones.
 */
export const ACCESS_FIELDS = ["username", "login", "password", "user_password", "domain", "host", "ip", "ipv4", "ipv6", "panel_link", "vpn_config"] as const;
export type AccessField = (typeof ACCESS_FIELDS)[number];
export type AccessData = Partial<Record<AccessField, string>>;

export const VPN_CONFIG_MAX = 64 * 1024;

export const ACCESS_MSG = {
  required: "This field is required",
  url: "Url address is invalid",
  text: "Enter 1–200 characters on one line",
  name: "Enter 1–100 characters on one line",
  hostname: "Enter a host name like server1.example.com",
  ip: "Enter an IPv4 or IPv6 address",
  ipv4: "Enter an IPv4 address like 185.12.64.10",
  ipv6: "Enter an IPv6 address like 2a01:4f8::1",
  vpnConfig: "Paste the VPN configuration file (at most 64 KB of text)",
  notForProduct: "This product's access has no such field",
  unknownField: "Unknown field",
  reason: "Give a reason of 3–500 characters",
  uids: "Select from 1 to 200 resources",
} as const;

/**
 * What each category's resources need: the fields the dialog shows, and groups of which at least
 * one field must be given (a server needs an address, a user name and a password; a VPN its file).
 */
type Profile = { fields: readonly AccessField[]; required: readonly (readonly AccessField[])[] };
const SERVER: Profile = {
  fields: ["ipv4", "ipv6", "ip", "host", "domain", "username", "login", "password", "user_password", "panel_link"],
  required: [["ipv4", "ipv6", "ip"], ["username", "login"], ["password"]],
};
export const ACCESS_PROFILES: Readonly<Record<string, Profile>> = {
  "dedicated-servers": SERVER,
  "virtual-servers": SERVER,
  "gpu-servers": SERVER,
  computing: SERVER,
  vpn: { fields: ["vpn_config", "host", "username", "password", "panel_link"], required: [["vpn_config"]] },
  proxies: { fields: ["host", "ip", "ipv4", "ipv6", "login", "username", "password", "panel_link"], required: [["host", "ip", "ipv4", "ipv6"], ["login", "username"], ["password"]] },
};
const ANY: Profile = { fields: ACCESS_FIELDS.filter((f) => f !== "vpn_config"), required: [] };

export const accessProfile = (categorySlug: string): Profile => ACCESS_PROFILES[categorySlug] ?? ANY;

const V4 = z.ipv4();
const V6 = z.ipv6();
const isIPv4 = (v: string) => V4.safeParse(v).success;
const isIPv6 = (v: string) => V6.safeParse(v).success;
const isIP = (v: string) => isIPv4(v) || isIPv6(v);
/** UTF-8 length without TextEncoder (absent in some test environments). */
function utf8Bytes(v: string): number {
  let n = 0;
  for (const ch of v) {
    const cp = ch.codePointAt(0)!;
    n += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
  }
  return n;
}

const ONE_LINE = /^[^\r\n\t\u0000-\u001F\u007F]*$/;
const HOSTNAME = /^(?=.{1,253}$)(?!-)[A-Za-z0-9-]{1,63}(?<!-)(\.(?!-)[A-Za-z0-9-]{1,63}(?<!-))*\.?$/;

function httpUrl(v: string): boolean {
  try {
    const u = new URL(v);
    return (u.protocol === "https:" || u.protocol === "http:") && !!u.hostname && !u.username && !u.password;
  } catch {
    return false;
  }
}

const line = (max: number, msg: string) => z.string({ error: msg }).trim().min(1, { error: ACCESS_MSG.required }).max(max, { error: msg }).regex(ONE_LINE, { error: msg });

/** One check per field (empty strings count as not given and are dropped before). */
export const ACCESS_CHECKS: Readonly<Record<AccessField, z.ZodType<string>>> = {
  username: line(100, ACCESS_MSG.name),
  login: line(100, ACCESS_MSG.name),
  password: line(200, ACCESS_MSG.text),
  user_password: line(200, ACCESS_MSG.text),
  domain: z.string({ error: ACCESS_MSG.hostname }).trim().regex(HOSTNAME, { error: ACCESS_MSG.hostname }),
  host: z.string({ error: ACCESS_MSG.hostname }).trim().refine((v) => HOSTNAME.test(v) || isIP(v), { error: ACCESS_MSG.hostname }),
  ip: z.string({ error: ACCESS_MSG.ip }).trim().refine((v) => isIP(v), { error: ACCESS_MSG.ip }),
  ipv4: z.string({ error: ACCESS_MSG.ipv4 }).trim().refine(isIPv4, { error: ACCESS_MSG.ipv4 }),
  ipv6: z.string({ error: ACCESS_MSG.ipv6 }).trim().refine(isIPv6, { error: ACCESS_MSG.ipv6 }),
  panel_link: z.string({ error: ACCESS_MSG.url }).trim().max(2000, { error: ACCESS_MSG.url }).refine(httpUrl, { error: ACCESS_MSG.url }),
  vpn_config: z
    .string({ error: ACCESS_MSG.vpnConfig })
    .refine((v) => v.trim().length > 0, { error: ACCESS_MSG.required })
    .refine((v) => utf8Bytes(v) <= VPN_CONFIG_MAX && !/\u0000/.test(v), { error: ACCESS_MSG.vpnConfig }),
};

export type AccessIssue = { path: string[]; message: string };

/**
 * Checks access data for a product of `categorySlug`: every given field by its rule, no field the
 * product's access does not have, every required group given. Values trimmed (a VPN file keeps its
 * lines). Pure; the dialog runs it too.
 */
export function checkAccess(categorySlug: string, input: unknown): { ok: true; data: AccessData } | { ok: false; issues: AccessIssue[] } {
  const issues: AccessIssue[] = [];
  if (!input || typeof input !== "object" || Array.isArray(input)) return { ok: false, issues: [{ path: [], message: ACCESS_MSG.required }] };
  const profile = accessProfile(categorySlug);
  const data: AccessData = {};
  for (const [key, raw] of Object.entries(input as Record<string, unknown>)) {
    if (raw === undefined || raw === null || (typeof raw === "string" && raw.trim() === "")) continue;
    if (!(ACCESS_FIELDS as readonly string[]).includes(key)) {
      issues.push({ path: [key], message: ACCESS_MSG.unknownField });
      continue;
    }
    const field = key as AccessField;
    if (!profile.fields.includes(field)) {
      issues.push({ path: [key], message: ACCESS_MSG.notForProduct });
      continue;
    }
    const parsed = ACCESS_CHECKS[field].safeParse(raw);
    if (!parsed.success) issues.push({ path: [key], message: parsed.error.issues[0]?.message ?? ACCESS_MSG.required });
    else data[field] = field === "vpn_config" ? parsed.data.replace(/\r\n/g, "\n") : parsed.data;
  }
  for (const group of profile.required) {
    if (!group.some((f) => data[f] !== undefined) && !issues.some((i) => group.includes(i.path[0] as AccessField))) issues.push({ path: [group[0]], message: ACCESS_MSG.required });
  }
  return issues.length ? { ok: false, issues } : { ok: true, data };
}
