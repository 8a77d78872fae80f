/**
 * A device in words from its User-Agent string: the sessions table of settings/access and the
 * new-device notice. Order matters: Edge, Opera, Yandex and Samsung Internet also say "Chrome",
 * Chrome also says "Safari", Android also says "Linux".
 */
export type DeviceParts = { browser: string | null; os: string | null };

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOpera\b/, "Opera"],
  [/\bYaBrowser\//, "Yandex Browser"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bVivaldi\//, "Vivaldi"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/\bHeadlessChrome\/|\bChrome\/|\bCriOS\/|\bChromium\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
  [/\bcurl\//, "curl"],
  [/\bPostmanRuntime\//, "Postman"],
  [/^node\b|\bundici\b|\bnode-fetch\b/i, "Node.js"],
  [/^python-requests\//, "Python"],
];

const SYSTEMS: [RegExp, string][] = [
  [/\bWindows\b/, "Windows"],
  [/\bAndroid\b/, "Android"],
  [/\biPhone\b|\biPad\b|\biPod\b/, "iOS"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b|\bX11\b/, "Linux"],
];

function firstMatch(ua: string, table: [RegExp, string][]): string | null {
  for (const [pattern, name] of table) if (pattern.test(ua)) return name;
  return null;
}

export function describeDevice(userAgent: string | null | undefined): DeviceParts {
  const ua = (userAgent ?? "").trim();
  if (!ua) return { browser: null, os: null };
  return { browser: firstMatch(ua, BROWSERS), os: firstMatch(ua, SYSTEMS) };
}

/** "Chrome on Linux" in English (stored in notifications, e-mails). */
export function deviceLabel(userAgent: string | null | undefined): string {
  const { browser, os } = describeDevice(userAgent);
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? "Unknown device";
}
