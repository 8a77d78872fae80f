import { defaultAttributeSchema, productFacets, vocabularyProblems, type ProductAttribute } from "@/lib/catalogue/attribute-schema";
import { attributeLines, attributeValues } from "@/lib/supplier-offers/attributes";
import {
  applyPriceChange,
  availabilityForStock,
  checkAttributes,
  supplierOfferBulkSchema,
  supplierOfferCreateSchema,
  supplierOfferUpdateSchema,
} from "@/lib/supplier-offers/schema";
import { supplierOfferErrorText } from "@/lib/supplier-offers/texts";

const valid = {
  product_slug: "vps",
  name: "4 vCPU · 8 GB",
  price_cents: 1299,
  billing_period: "month",
  country: "de",
  stock: 10,
  delivery_minutes: 30,
  attributes: {},
};

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("supplier offer input", () => {
  it("accepts a valid offer and upper-cases the country", () => {
    const parsed = supplierOfferCreateSchema.parse(valid);
    expect(parsed.country).toBe("DE");
    expect(parsed.status).toBeUndefined();
  });

  it("says 'This field is required' for every missing field (spec section 5)", () => {
    const result = supplierOfferCreateSchema.safeParse({});
    const byField = messages(result);
    for (const field of ["product_slug", "name", "price_cents", "billing_period", "country", "stock", "delivery_minutes"]) {
      expect(supplierOfferErrorText("en", byField[field])).toBe("This field is required");
      expect(supplierOfferErrorText("ru", byField[field])).toBe("Это поле обязательно");
    }
    expect(supplierOfferErrorText("en", messages(supplierOfferCreateSchema.safeParse({ ...valid, name: "  " })).name)).toBe("This field is required");
  });

  it("refuses out-of-range numbers, other currencies and unknown countries with clear texts", () => {
    const byField = messages(
      supplierOfferCreateSchema.safeParse({ ...valid, price_cents: 0.5, currency: "USD", country: "XX", stock: 100_001, delivery_minutes: 43_201, name: "x".repeat(201), status: "suspended" }),
    );
    expect(supplierOfferErrorText("en", byField.price_cents)).toMatch(/whole euro cents/);
    expect(supplierOfferErrorText("en", byField.currency)).toMatch(/EUR only/);
    expect(supplierOfferErrorText("en", byField.country)).toMatch(/ISO country code/);
    expect(supplierOfferErrorText("en", byField.stock)).toMatch(/0 to 100,000/);
    expect(supplierOfferErrorText("en", byField.delivery_minutes)).toMatch(/43,200/);
    expect(supplierOfferErrorText("en", byField.name)).toMatch(/1 to 200/);
    expect(supplierOfferErrorText("ru", byField.status)).toMatch(/публичное/);
    expect(supplierOfferCreateSchema.safeParse({ ...valid, price_cents: 100_000_001 }).success).toBe(false);
    expect(supplierOfferCreateSchema.safeParse({ ...valid, price_cents: 100_000_000 }).success).toBe(true);
  });

  it("a PATCH may carry any subset, but not the product", () => {
    expect(supplierOfferUpdateSchema.parse({ price_cents: 1500 })).toEqual({ price_cents: 1500 });
    expect(supplierOfferUpdateSchema.parse({ product_slug: "x" })).toEqual({});
  });
});

describe("attributes against the product's schema (a new product's default: its category's filters)", () => {
  const vps = { cpu_cores: 4, ram_gb: "8", disk_type: "NVMe", disk_size_gb: 160, bandwidth_gbps: 1 };

  it("normalises values like the seed's facets", () => {
    const result = checkAttributes(defaultAttributeSchema("virtual-servers"), vps);
    expect(result).toEqual({ ok: true, data: { facets: { cpu_cores: "4", ram_gb: "8", disk_type: "NVMe", disk_size_gb: "160", bandwidth_gbps: "1" } } });
  });

  it("refuses unknown keys and requires numeric and word facets", () => {
    const result = checkAttributes(defaultAttributeSchema("virtual-servers"), { cpu_cores: 4, colour: "red" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const byKey = Object.fromEntries(result.issues.map((i) => [i.path[1], i.key]));
    expect(byKey).toEqual({ colour: "unknownAttribute", ram_gb: "required", disk_type: "required", disk_size_gb: "required", bandwidth_gbps: "required" });
  });

  it("numeric facets need positive numbers; words are short single-line texts", () => {
    for (const bad of [0, -1, "abc", "1e3", 1_000_001, 1.2345, [], true]) {
      const r = checkAttributes(defaultAttributeSchema("virtual-servers"), { ...vps, cpu_cores: bad });
      expect(r.ok ? null : r.issues.map((i) => i.key)).toEqual(["number"]);
    }
    for (const bad of ["x".repeat(61), "a\nb", "tab\there", ["NVMe"], 5]) {
      const r = checkAttributes(defaultAttributeSchema("virtual-servers"), { ...vps, disk_type: bad });
      expect(r.ok ? null : r.issues.map((i) => i.key)).toEqual(["word"]);
    }
    expect(checkAttributes(defaultAttributeSchema("virtual-servers"), { ...vps, bandwidth_gbps: 2.5 })).toMatchObject({ ok: true, data: { facets: { bandwidth_gbps: "2.5" } } });
  });

  it("multi facets are optional lists of up to 10 short texts, de-duplicated and sorted", () => {
    const base = { devices: 5, bandwidth_gbps: 1 };
    expect(checkAttributes(defaultAttributeSchema("vpn"), base).ok).toBe(true);
    expect(checkAttributes(defaultAttributeSchema("vpn"), { ...base, protocols: ["WireGuard", "OpenVPN", "WireGuard"] })).toMatchObject({ ok: true, data: { facets: { protocols: ["OpenVPN", "WireGuard"] } } });
    for (const bad of ["WireGuard", Array.from({ length: 11 }, (_, i) => `p${i}`), ["x".repeat(61)], [""]]) {
      const r = checkAttributes(defaultAttributeSchema("vpn"), { ...base, protocols: bad });
      expect(r.ok ? null : r.issues.map((i) => i.key)).toEqual(["list"]);
    }
  });

  it("builds offer page lines with the vocabulary's keys, and answers values as typed", () => {
    const checked = checkAttributes(defaultAttributeSchema("virtual-servers"), vps);
    if (!checked.ok) throw new Error("valid");
    const lines = attributeLines("virtual-servers", defaultAttributeSchema("virtual-servers"), checked.data.facets);
    expect(lines.map((l) => l.name)).toEqual(["vCPU", "RAM", "Disk type", "Disk size", "Bandwidth"]);
    expect(lines[1]).toEqual({ name: "RAM", value: "8 GB", key: "ram", valueKey: "size", params: { n: 8, unit: "gb" } });
    expect(lines[4]).toMatchObject({ value: "1 Gbit/s", valueKey: "gbps", params: { n: 1 } });
    expect(attributeValues(defaultAttributeSchema("virtual-servers"), checked.data.facets)).toEqual({ cpu_cores: 4, ram_gb: 8, disk_type: "NVMe", disk_size_gb: 160, bandwidth_gbps: 1 });
  });
});

describe("bulk price arithmetic", () => {
  it("applies a percentage in whole cents, rounding half up", () => {
    expect(applyPriceChange(1000, { mode: "percent", value: 10 })).toBe(1100);
    expect(applyPriceChange(999, { mode: "percent", value: 10 })).toBe(1099); // 1098.9
    expect(applyPriceChange(5, { mode: "percent", value: 10 })).toBe(6); // 5.5 rounds up
    expect(applyPriceChange(1999, { mode: "percent", value: -12.5 })).toBe(1749); // 1749.125
    expect(applyPriceChange(3, { mode: "percent", value: 0.1 })).toBe(3);
  });

  it("never goes below one cent, nor above the maximum", () => {
    expect(applyPriceChange(1, { mode: "percent", value: -90 })).toBe(1);
    expect(applyPriceChange(4, { mode: "percent", value: -90 })).toBe(1); // 0.4
    expect(applyPriceChange(50_000_000, { mode: "percent", value: 100 })).toBe(100_000_000);
    expect(applyPriceChange(50_000_001, { mode: "percent", value: 100 })).toBeNull();
  });

  it("an absolute change sets the price", () => {
    expect(applyPriceChange(1234, { mode: "absolute", value: 999 })).toBe(999);
  });

  it("the bulk schema bounds percentages, prices, selection size and needs a change for update", () => {
    const uids = ["a1"];
    expect(supplierOfferBulkSchema.safeParse({ uids, action: "update", price: { mode: "percent", value: -91 } }).success).toBe(false);
    expect(supplierOfferBulkSchema.safeParse({ uids, action: "update", price: { mode: "percent", value: 1000.5 } }).success).toBe(false);
    expect(supplierOfferBulkSchema.safeParse({ uids, action: "update", price: { mode: "percent", value: 10.123 } }).success).toBe(false);
    expect(supplierOfferBulkSchema.safeParse({ uids, action: "update", price: { mode: "percent", value: 1000 } }).success).toBe(true);
    expect(supplierOfferBulkSchema.safeParse({ uids, action: "update", price: { mode: "absolute", value: 0 } }).success).toBe(false);
    expect(supplierOfferBulkSchema.safeParse({ uids, action: "update" }).success).toBe(false);
    expect(supplierOfferBulkSchema.safeParse({ uids, action: "update", stock: 0 }).success).toBe(true);
    expect(supplierOfferBulkSchema.safeParse({ uids: [], action: "hide" }).success).toBe(false);
    expect(supplierOfferBulkSchema.safeParse({ uids: Array.from({ length: 501 }, (_, i) => `u${i}`), action: "hide" }).success).toBe(false);
    expect(supplierOfferBulkSchema.safeParse({ uids: ["bad id"], action: "hide" }).success).toBe(false);
  });

  it("availability follows the stock", () => {
    expect([0, 1, 3, 4].map(availabilityForStock)).toEqual(["out_of_stock", "limited", "limited", "in_stock"]);
  });
});

describe("a schema staff edited", () => {
  const vps = defaultAttributeSchema("virtual-servers");
  const values = { cpu_cores: 4, ram_gb: 8, disk_type: "NVMe", disk_size_gb: 160, bandwidth_gbps: 1 };
  const restricted: ProductAttribute[] = [
    ...vps.map((a) => (a.key === "disk_type" ? { ...a, values: ["NVMe", "SSD"] } : a.key === "ram_gb" ? { ...a, values: ["8", "16"] } : a)),
    { key: "port", label: { en: "Uplink port", ru: "Порт" }, type: "list", required: true, values: ["1G", "10G"] },
  ];

  it("takes only allowed values (a list per item), and a required list must hold one", () => {
    expect(checkAttributes(restricted, { ...values, port: ["10G", "1G"] })).toMatchObject({ ok: true, data: { facets: { disk_type: "NVMe", ram_gb: "8", port: ["10G", "1G"] } } });
    const keys = (attributes: Record<string, unknown>) => {
      const r = checkAttributes(restricted, attributes);
      return r.ok ? null : Object.fromEntries(r.issues.map((i) => [i.path[1], i.key]));
    };
    expect(keys({ ...values, disk_type: "HDD", port: ["1G"] })).toEqual({ disk_type: "allowedValue" });
    expect(keys({ ...values, ram_gb: 12, port: ["1G"] })).toEqual({ ram_gb: "allowedValue" });
    expect(keys({ ...values, ram_gb: "16.0", port: ["1G"] })).toBeNull();
    expect(keys({ ...values, port: ["1G", "40G"] })).toEqual({ port: "allowedValue" });
    expect(keys({ ...values, port: [] })).toEqual({ port: "required" });
    expect(keys(values)).toEqual({ port: "required" });
  });

  it("a filter key keeps its category's type and unit; other keys are free", () => {
    expect(vocabularyProblems("virtual-servers", restricted)).toEqual([]);
    const changed = vps.map((a) => (a.key === "ram_gb" ? { ...a, unit: "MB" } : a.key === "disk_type" ? { ...a, type: "list" as const } : a));
    expect(vocabularyProblems("virtual-servers", changed)).toEqual([
      { index: 1, field: "unit", key: "ram_gb", type: "number", unit: "GB" },
      { index: 2, field: "type", key: "disk_type", type: "word", unit: null },
    ]);
    // Moved to a category where ram_gb is no filter, the same attribute is only a specification line.
    expect(vocabularyProblems("proxies", changed)).toEqual([]);
  });

  it("the listing filters are the schema's filter keys in its order and labels, then country and provider", () => {
    const renamed = [restricted[5], { ...restricted[1], label: { en: "Memory", ru: "Память" } }];
    expect(productFacets("virtual-servers", renamed).map((f) => [f.key, f.label.en])).toEqual([
      ["ram_gb", "Memory"],
      ["country", "Country"],
      ["provider", "Provider"],
    ]);
  });

  it("offer page lines: the vocabulary's key under the default label, the staff's label in both languages otherwise", () => {
    const schema: ProductAttribute[] = [{ ...vps[1], label: { en: "Memory", ru: "Память" } }, restricted[5]];
    const lines = attributeLines("virtual-servers", schema, { ram_gb: "8", port: ["10G", "1G"] });
    expect(lines).toEqual([
      { name: "Memory", label: { en: "Memory", ru: "Память" }, value: "8 GB", valueKey: "size", params: { n: 8, unit: "gb" } },
      { name: "Uplink port", label: { en: "Uplink port", ru: "Порт" }, value: "10G, 1G" },
    ]);
    expect(attributeValues(schema, { ram_gb: "8", port: ["10G", "1G"], gone: "x" })).toEqual({ ram_gb: 8, port: ["10G", "1G"] });
  });
});
