/**
 * A session's device in words ("Chrome on Linux", translated) for the sessions table of
 * settings/access; the parsing lives in lib/auth/device.ts with the server's own labels.
 */
import { describeDevice, type DeviceParts } from "@/lib/auth/device";

export { describeDevice, type DeviceParts };

/** Translated words around the names: `both` gets "{browser} on {os}". */
export type DeviceLabelWords = {
  both: (parts: { browser: string; os: string }) => string;
  unknown: string;
};

export function deviceLabel(userAgent: string | null | undefined, words: DeviceLabelWords): string {
  const { browser, os } = describeDevice(userAgent);
  if (browser && os) return words.both({ browser, os });
  return browser ?? os ?? words.unknown;
}
