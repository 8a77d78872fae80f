import { randomBytes } from "node:crypto";
import type { OfferAttribute } from "@/lib/db/schema";
import { hasDefaultLabel, type ProductAttribute } from "@/lib/catalogue/attribute-schema";

/**
 * The catalogue's vocabulary key of a facet's attribute line (docs/catalogue-vocabulary.md), where
 * the vocabulary has one: the offer page then names the line in the reader's language. Facets
 * without one show their English label as typed.
 */
function vocabularyKey(categorySlug: string, facetKey: string): string | undefined {
  if (facetKey === "cpu_cores") return categorySlug === "virtual-servers" || categorySlug === "computing" ? "vcpu" : "cpuCores";
  const keys: Record<string, string> = {
    cpu_model: "cpu",
    ram_gb: "ram",
    bandwidth_gbps: "bandwidth",
    gpu_model: "gpuModel",
    gpu_count: "gpuCount",
    vram_gb: "vram",
    protocols: "protocols",
    devices: "devices",
    proxy_type: "proxyType",
    ip_count: "ipCount",
    rotation: "rotation",
  };
  return keys[facetKey];
}

/**
 * The offer page's specification lines of a supplier's offer, in the product's schema order, built
 * from its normalised facet values (the seed's shape: `{ name, value }` in English, plus the
 * vocabulary `key`, and `valueKey`/`params` for sizes and speeds so both languages render them).
 * An attribute staff named themselves carries its `label` in both languages instead of the key.
 */
export function attributeLines(categorySlug: string, schema: readonly ProductAttribute[], facets: Record<string, string | string[]>): OfferAttribute[] {
  const lines: OfferAttribute[] = [];
  for (const def of schema) {
    const raw = facets[def.key];
    if (raw === undefined) continue;
    const key = hasDefaultLabel(categorySlug, def) ? vocabularyKey(categorySlug, def.key) : undefined;
    const line: OfferAttribute = { name: def.label.en, value: Array.isArray(raw) ? raw.join(", ") : raw, ...(key ? { key } : { label: { ...def.label } }) };
    if (def.type === "number" && typeof raw === "string" && def.unit) {
      const n = Number(raw);
      line.value = `${raw} ${def.unit}`;
      if (def.unit === "GB") Object.assign(line, { valueKey: "size", params: { n, unit: "gb" } });
      else if (def.unit === "Gbit/s") Object.assign(line, { valueKey: "gbps", params: { n } });
    }
    lines.push(line);
  }
  return lines;
}

/** The API's view of an offer's attributes: numeric facets as numbers, lists as lists, words as text. */
export function attributeValues(schema: readonly ProductAttribute[], facets: Record<string, string | string[]>): Record<string, string | number | string[]> {
  const out: Record<string, string | number | string[]> = {};
  for (const def of schema) {
    const raw = facets[def.key];
    if (raw === undefined) continue;
    out[def.key] = def.type === "number" && typeof raw === "string" ? Number(raw) : raw;
  }
  return out;
}

const UID_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/** A new offer uid in the catalogue's shape (10 lowercase letters or digits, lib/catalogue/schema.ts uidSchema). */
export function newOfferUid(): string {
  const out: string[] = [];
  while (out.length < 10) {
    for (const byte of randomBytes(16)) {
      // 252 = 7 × 36: bytes above it are skipped, so every character is equally likely.
      if (byte < 252 && out.length < 10) out.push(UID_ALPHABET[byte % 36]);
    }
  }
  return out.join("");
}
