import { generateCatalogue, type SeedOffer } from "@/lib/db/seed/generate";
import { attributeText, dataCenterName, facetWordText, offerTitle, placeName } from "@/lib/catalogue/vocabulary";
import { facetWords } from "@/lib/catalogue/vocabulary-words";
import { countryName } from "@/lib/format";
import { allMessages } from "@/lib/i18n/messages";

/**
 * Every attribute key and enumerated value of the demo
 * catalogue has an English and a Russian text, the English messages reproduce the stored text (so the
 * API's English and the pages' agree), and no Russian rendering of a demo offer's title or attribute
 * keeps the catalogue's English vocabulary.
 */

const catalogue = generateCatalogue({ offers: 3000 });
const offers: SeedOffer[] = [...catalogue.offers()];
const vocabulary = { en: allMessages.en.vocabulary, ru: allMessages.ru.vocabulary };

/** Latin words a Russian page may keep: technical names and units Russian writes in Latin letters. */
const latinAllowed = new Set(["vCPU", "VPN", "K8s", "IP", "NVMe", "SSD", "HDD", "GPU", "SSO", "KVM", "IPMI", "DDR4", "DDR5", "ECC", "HBM3", "HBM2e", "HBM2", "GDDR6", "GDDR6X", "Windows", "Server", "Standard", "NVLink", "PCIe"]);
/** The catalogue's English vocabulary: none of it may show on a Russian page. */
const english = /\b(cores?|RAM|GB|TB|Gbit|GHz|Unlimited|No logs|Shared|Sticky|Static|Rotating|residential|datacenter|dedicated|mobile|proxy|ports?|IPs|users?|devices?|Business|gateway|node|per|addresses|included|boost|carrier|request|Every|min|demand)\b/i;

/** A text's Latin words once the values a supplier typed (model names and the like) are taken out. */
function latinWords(text: string, typed: (string | number)[]): string[] {
  let rest = text;
  for (const v of typed) if (typeof v === "string" && v) rest = rest.split(v).join(" ");
  return rest.match(/[A-Za-z][A-Za-z0-9+./-]*/g) ?? [];
}

describe("catalogue vocabulary", () => {
  it("covers every attribute key and enumerated value of the demo catalogue in English and Russian", () => {
    const keys = new Set<string>();
    const valueKeys = new Set<string>();
    for (const o of offers) {
      for (const a of o.attributes) {
        expect({ name: a.name, key: a.key }).toEqual({ name: a.name, key: expect.any(String) });
        keys.add(a.key!);
        if (a.valueKey) valueKeys.add(a.valueKey);
      }
    }
    for (const key of Array.from(keys)) {
      for (const locale of ["en", "ru"] as const) expect({ key, locale, text: typeof (vocabulary[locale].attributes as Record<string, unknown>)[key] }).toEqual({ key, locale, text: "string" });
    }
    for (const key of Array.from(valueKeys)) {
      for (const locale of ["en", "ru"] as const) expect({ key, locale, text: typeof (vocabulary[locale].values as Record<string, unknown>)[key] }).toEqual({ key, locale, text: "string" });
    }
    expect(keys.size).toBeGreaterThan(30);
    expect(valueKeys.has("unlimited") && valueKeys.has("noLogs") && valueKeys.has("sticky30")).toBe(true);
  });

  it("renders the stored English text exactly from the English messages", () => {
    for (const o of offers) {
      expect({ uid: o.uid, title: offerTitle(o, "en") }).toEqual({ uid: o.uid, title: o.name });
      for (const a of o.attributes) expect(attributeText(a, "en")).toEqual({ name: a.name, value: a.value });
    }
  });

  it("keeps no English vocabulary in a Russian title or attribute", () => {
    const seen = new Set<string>();
    for (const o of offers) {
      const title = offerTitle(o, "ru");
      expect({ title, english: english.test(latinWords(title, Object.values(o.nameTemplate.params)).join(" ")) }).toEqual({ title, english: false });
      expect(title).not.toBe(o.name);
      for (const word of latinWords(title, Object.values(o.nameTemplate.params))) expect({ title, word, allowed: latinAllowed.has(word) }).toEqual({ title, word, allowed: true });
      for (const a of o.attributes) {
        const { name, value } = attributeText(a, "ru");
        if (a.key !== "vcpu") expect({ key: a.key, name }).not.toEqual({ key: a.key, name: a.name });
        if (a.valueKey) {
          const typed = Object.values(a.params ?? {});
          const words = latinWords(value, typed).join(" ");
          expect({ value, english: english.test(words) }).toEqual({ value, english: false });
          seen.add(a.valueKey);
        }
      }
    }
    // The issue's own examples.
    const gpu = offers.find((o) => o.nameTemplate.id === "gpu" && o.nameTemplate.params.cores === 112)!;
    expect(offerTitle(gpu, "ru")).toContain("112 ядер");
    expect(attributeText({ key: "traffic", name: "Traffic", value: "Unlimited", valueKey: "unlimited" }, "ru")).toEqual({ name: "Трафик", value: "Без ограничений" });
    expect(attributeText({ key: "rotation", name: "Rotation", value: "Sticky 30 min", valueKey: "sticky30" }, "ru").value).toBe("Удержание IP 30 мин");
    expect(seen.size).toBeGreaterThan(20);
  });

  it("shows a supplier's own attribute and name as typed, and survives unknown keys", () => {
    expect(attributeText({ name: "Uplink", value: "Unlimited" }, "ru")).toEqual({ name: "Uplink", value: "Unlimited" });
    expect(attributeText({ name: "Odd", value: "x", key: "noSuchKey", valueKey: "noSuchValue" }, "ru")).toEqual({ name: "Odd", value: "x" });
    expect(offerTitle({ name: "My server", nameTemplate: null }, "ru")).toBe("My server");
    expect(offerTitle({ name: "My server", nameTemplate: { id: "nope", params: {} } }, "ru")).toBe("My server");
    expect(offerTitle({ name: "My server", nameTemplate: { id: "gpu", params: {} } }, "ru")).toEqual(expect.any(String));
  });

  it("translates every facet word, place and country of the demo data", () => {
    for (const word of Object.keys(facetWords)) expect(facetWordText(word, "ru")).not.toBe(word);
    for (const dc of catalogue.dataCenters) {
      expect(placeName(dc.city, "ru")).toMatch(/^[А-ЯЁ][А-Яа-яё -]+(, [А-ЯЁ][а-яё]+)?$/);
      expect(dataCenterName(dc.name, "ru")).toMatch(/^[A-Z]{3}-\d [А-ЯЁ]/);
      expect(placeName(dc.city, "en")).toBe(dc.city);
      expect(countryName(dc.country, "ru")).toMatch(/^[А-ЯЁ]/);
    }
    expect(countryName("US", "ru")).toBe("Соединённые Штаты");
    expect(countryName("US", "en")).toBe("United States");
    expect(countryName("DE", "ru")).toBe("Германия");
  });

  it("bakes no words into the product and article covers", () => {
    const covers = new Set([...Object.values(catalogue.productMedia).flatMap((m) => Object.values(m)), ...catalogue.articles.map((a) => a.image)]);
    const media = catalogue.media.filter((m) => covers.has(m.id));
    expect(media.length).toBeGreaterThan(20);
    for (const m of media) {
      const svg = new TextDecoder().decode(m.bytes);
      expect(svg).not.toMatch(/<text|<title|aria-label/);
    }
  });
});
