import type { InstanceConfiguration, Localized, ProductOptionValue } from "@/lib/db/schema";
import type { Locale } from "@/lib/i18n/routing";
import { DEFAULT_HOURS, MACHINE_CATEGORIES, MAX_HOURS, MIN_HOURS } from "./constants";
import { cartLabel, cartText } from "./texts";

/**
 * What a buyer configures on each instance of a cart item: the product's options (spec section 3,
 * product_options: one of their values each) and, where they apply, a host name and an SSH key
 * (machines) and the prepaid hours (hourly offers). Pure: shared by the cart, placement and tests.
 */
export type ConfigField =
  | { key: string; label: Localized; kind: "select"; required: boolean; values: ProductOptionValue[] }
  | { key: "hostname"; label: Localized; kind: "hostname"; required: true }
  | { key: "ssh_key"; label: Localized; kind: "ssh_key"; required: false }
  | { key: "hours"; label: Localized; kind: "hours"; required: true; min: number; max: number };

export type OptionInput = { key: string; name: Localized; required: boolean; values: ProductOptionValue[] };

const HOSTNAME = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;
const SSH_KEY = /^(ssh-ed25519|ssh-rsa|ecdsa-sha2-nistp(256|384|521)|sk-ssh-ed25519@openssh\.com) [A-Za-z0-9+/]{20,}={0,3}( [^\r\n]{0,200})?$/;

/** The fields of one instance of an offer of `categorySlug` billed per `period`. */
export function configurationFields(categorySlug: string, period: "hour" | "month" | "year", options: readonly OptionInput[]): ConfigField[] {
  const fields: ConfigField[] = options
    .filter((o) => o.values.length > 0)
    .map((o) => ({ key: o.key, label: o.name, kind: "select" as const, required: o.required, values: o.values }));
  if (MACHINE_CATEGORIES.has(categorySlug)) {
    fields.push({ key: "hostname", label: cartLabel("fieldHostname"), kind: "hostname", required: true });
    fields.push({ key: "ssh_key", label: cartLabel("fieldSshKey"), kind: "ssh_key", required: false });
  }
  if (period === "hour") {
    fields.push({ key: "hours", label: cartLabel("fieldHours"), kind: "hours", required: true, min: MIN_HOURS, max: MAX_HOURS });
  }
  return fields;
}

/** A new instance's configuration: each option's first value, no host name yet, the default hours. */
export function defaultConfiguration(fields: readonly ConfigField[]): InstanceConfiguration {
  const config: InstanceConfiguration = {};
  for (const f of fields) {
    if (f.kind === "select") config[f.key] = f.values[0].value;
    else if (f.kind === "hours") config.hours = DEFAULT_HOURS;
    else config[f.key] = "";
  }
  return config;
}

/** `configurations` resized to `count` instances: kept in order, new ones with defaults. */
export function resizeConfigurations(current: readonly InstanceConfiguration[], count: number, fields: readonly ConfigField[]): InstanceConfiguration[] {
  const out = current.slice(0, count).map((c) => ({ ...c }));
  while (out.length < count) out.push(defaultConfiguration(fields));
  return out;
}

export type FieldError = { field: string; msg: string };

/** Problems of a value as typed (wrong kind or not allowed); an empty value is not one. */
function valueError(field: ConfigField, value: unknown, locale: Locale): string | null {
  switch (field.kind) {
    case "select":
      return typeof value === "string" && field.values.some((v) => v.value === value) ? null : cartText(locale, "notAllowedValue");
    case "hostname":
      if (typeof value !== "string") return cartText(locale, "hostnameInvalid");
      return value === "" || HOSTNAME.test(value) ? null : cartText(locale, "hostnameInvalid");
    case "ssh_key":
      if (typeof value !== "string") return cartText(locale, "sshKeyInvalid");
      return value === "" || SSH_KEY.test(value.trim()) ? null : cartText(locale, "sshKeyInvalid");
    case "hours":
      return Number.isInteger(value) && (value as number) >= field.min && (value as number) <= field.max
        ? null
        : cartText(locale, "hoursRange", { min: String(field.min), max: String(field.max) });
  }
}

/**
 * Applies `values` to an instance's configuration. Unknown keys and values of the wrong kind are
 * refused (the caller answers 422); an empty host name is kept (the instance is then reported as
 * incomplete by {@link instanceErrors}, so a buyer can save as they go).
 */
export function applyValues(
  fields: readonly ConfigField[],
  current: InstanceConfiguration,
  values: Record<string, unknown>,
  locale: Locale,
): { ok: true; config: InstanceConfiguration } | { ok: false; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const next: InstanceConfiguration = { ...current };
  for (const [key, raw] of Object.entries(values)) {
    const field = fields.find((f) => f.key === key);
    if (!field) {
      errors.push({ field: key, msg: cartText(locale, "unknownField") });
      continue;
    }
    const value = typeof raw === "string" && field.kind !== "ssh_key" ? raw.trim() : raw;
    const problem = valueError(field, value, locale);
    if (problem) errors.push({ field: key, msg: problem });
    else next[key] = typeof value === "string" ? value.trim() : (value as number);
  }
  return errors.length ? { ok: false, errors } : { ok: true, config: next };
}

/** What keeps an instance from being ordered: a required field empty, or a value no longer allowed. */
export function instanceErrors(fields: readonly ConfigField[], config: InstanceConfiguration, locale: Locale): FieldError[] {
  const errors: FieldError[] = [];
  for (const f of fields) {
    const value = config[f.key];
    const empty = value === undefined || value === "";
    if (empty) {
      if (f.required) errors.push({ field: f.key, msg: cartText(locale, "required") });
      continue;
    }
    const problem = valueError(f, value, locale);
    if (problem) errors.push({ field: f.key, msg: problem });
  }
  return errors;
}

/** The configuration as a buyer reads it: "Operating system: Ubuntu 24.04 · Host name: gpu-1". */
export function describeConfiguration(fields: readonly ConfigField[], config: InstanceConfiguration, locale: Locale): { label: string; value: string }[] {
  return fields.flatMap((f) => {
    const value = config[f.key];
    if (value === undefined || value === "") return [];
    if (f.kind === "select") {
      const v = f.values.find((x) => x.value === value);
      return [{ label: f.label[locale], value: v ? v.label[locale] : String(value) }];
    }
    if (f.kind === "ssh_key") return [{ label: f.label[locale], value: String(value).split(" ").slice(0, 1).join(" ") + " …" + String(value).slice(-12) }];
    return [{ label: f.label[locale], value: String(value) }];
  });
}
