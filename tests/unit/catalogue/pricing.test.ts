import { createTranslator } from "next-intl";
import en from "@/messages/en.json";
import ru from "@/messages/ru.json";
import { HOURS_PER_MONTH, hourlyCents, monthlyCents, shownMonthlyCents, unitPriceCents, unitsForFacetKeys } from "@/lib/catalogue/pricing";
import { formatApproxMoney } from "@/lib/format";
import { sortApplies, sortValues } from "@/lib/catalogue/schema";
import { parseListingInput } from "@/lib/catalogue/listing-input";
import { listingInputFromState } from "@/lib/catalogue/listing-state";
import { facetsForCategory } from "@/lib/catalogue/facets";
import { offerPriceText, unitPriceText, type Translate } from "@/components/catalogue/labels";

const t = (messages: typeof en, locale: "en" | "ru") =>
  createTranslator({ locale, messages, namespace: "catalogue" }) as unknown as Translate;

describe("converted amounts as shown", () => {
  it("keep what a cheap offer's hourly equivalent is worth (never €0.00 for a price)", () => {
    expect(formatApproxMoney(hourlyCents(299, "month"), "EUR", "en")).toBe("€0.0041");
    expect(formatApproxMoney(12.5, "EUR", "en")).toBe("€0.13");
    expect(formatApproxMoney(93, "EUR", "en")).toBe("€0.93");
    expect(formatApproxMoney(289_810, "EUR", "en")).toBe("€2,898");
    expect(formatApproxMoney(0, "EUR", "en")).toBe("€0.00");
  });
});

describe("the monthly amount as shown (what the price filter compares)", () => {
  it("is the page's own figure: monthly prices exact, converted ones in whole euros from €100", () => {
    expect(shownMonthlyCents(397, "hour")).toBe(289_800); // 2,898.10 shows as €2,898
    expect(shownMonthlyCents(67_740, "month")).toBe(67_740);
    expect(shownMonthlyCents(1_200_050, "year")).toBe(100_000); // 1,000.04 shows as €1,000
    expect(shownMonthlyCents(5, "hour")).toBe(3_650); // under €100: cents shown
    for (const [cents, period] of [[397, "hour"], [1_200_050, "year"], [5, "hour"], [1_999, "hour"]] as const) {
      const shown = shownMonthlyCents(cents, period);
      expect(formatApproxMoney(monthlyCents(cents, period), "EUR", "en")).toBe(formatApproxMoney(shown, "EUR", "en"));
    }
  });
});

describe("the normalised (monthly) price", () => {
  it("counts a month as 730 hours and a year as 12 months", () => {
    expect(HOURS_PER_MONTH).toBe(730);
    expect(monthlyCents(397, "hour")).toBe(289_810);
    expect(monthlyCents(67_700, "month")).toBe(67_700);
    expect(monthlyCents(120_000, "year")).toBe(10_000);
    expect(monthlyCents(100, "year")).toBe(8); // 8.33 cents, whole cents
    expect(hourlyCents(67_700, "month")).toBeCloseTo(92.74, 2);
    expect(hourlyCents(397, "hour")).toBe(397);
  });

  it("orders a reported mix-up truly: €3.97/hour (4×H100) is dearer than €677/month", () => {
    const offers = [
      { id: "hourly", cents: 397, period: "hour" as const },
      { id: "monthly", cents: 67_700, period: "month" as const },
    ];
    const byRaw = [...offers].sort((a, b) => a.cents - b.cents).map((o) => o.id);
    const byMonth = [...offers].sort((a, b) => monthlyCents(a.cents, a.period) - monthlyCents(b.cents, b.period)).map((o) => o.id);
    expect(byRaw).toEqual(["hourly", "monthly"]);
    expect(byMonth).toEqual(["monthly", "hourly"]);
  });

  it("prices a unit: per GPU-hour, per vCPU-month, per GB-RAM-month; none without the size", () => {
    expect(unitPriceCents("gpu_hour", 397, "hour", { gpu_count: "4" })).toBeCloseTo(99.25, 5);
    expect(unitPriceCents("gpu_hour", 73_000, "month", { gpu_count: "2" })).toBeCloseTo(50, 5);
    expect(unitPriceCents("vcpu_month", 4_000, "month", { cpu_cores: "8" })).toBe(500);
    expect(unitPriceCents("ram_gb_month", 100, "hour", { ram_gb: "73" })).toBe(1000);
    expect(unitPriceCents("gpu_hour", 397, "hour", {})).toBeNull();
    expect(unitPriceCents("gpu_hour", 397, "hour", { gpu_count: "0" })).toBeNull();
    expect(unitPriceCents("vcpu_month", 397, "hour", { cpu_cores: "many" })).toBeNull();
  });

  it("gives GPU listings the GPU-hour, compute and servers the vCPU and GB-RAM months, others nothing", () => {
    const units = (category: string) => unitsForFacetKeys(facetsForCategory(category).map((f) => f.key));
    expect(units("gpu-servers")).toEqual(["gpu_hour"]);
    expect(units("computing")).toEqual(["vcpu_month", "ram_gb_month"]);
    expect(units("dedicated-servers")).toEqual(["vcpu_month", "ram_gb_month"]);
    expect(units("virtual-servers")).toEqual(["vcpu_month", "ram_gb_month"]);
    expect(units("vpn")).toEqual([]);
    expect(units("proxies")).toEqual([]);
  });
});

describe("unit sorts", () => {
  const keys = (category: string) => facetsForCategory(category).map((f) => f.key);
  it("apply only where the unit exists", () => {
    expect(sortApplies("gpu_hour_asc", keys("gpu-servers"))).toBe(true);
    expect(sortApplies("vcpu_month_asc", keys("gpu-servers"))).toBe(false);
    expect(sortApplies("vcpu_month_asc", keys("virtual-servers"))).toBe(true);
    expect(sortApplies("gpu_hour_asc", keys("vpn"))).toBe(false);
    expect(sortApplies("gpu_hour_asc", null)).toBe(false);
    for (const s of ["price_asc", "price_desc", "delivery_asc", "newest"] as const) expect(sortApplies(s, null)).toBe(true);
    expect(sortValues).toContain("ram_gb_month_asc");
  });

  it("are refused by the API parser where they do not apply, and ignored by a page", () => {
    const vpn = facetsForCategory("vpn");
    const parsed = parseListingInput(new URLSearchParams("sort=gpu_hour_asc"), vpn);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.issues[0].loc).toEqual(["query", "sort"]);
    expect(parseListingInput(new URLSearchParams("sort=gpu_hour_asc"), facetsForCategory("gpu-servers")).ok).toBe(true);
    const page = listingInputFromState(new URLSearchParams("sort=gpu_hour_asc&page=2"), "personal-vpn", vpn, null);
    expect(page.sort).toBe("price_asc");
    expect(page.page).toBe(2);
  });
});

describe("price texts", () => {
  it("show the own unit and the other one, in English", () => {
    const c = t(en, "en");
    expect(offerPriceText(c, "en", 397, "EUR", "hour")).toBe("€3.97/hour ≈ €2,898/month");
    expect(offerPriceText(c, "en", 67_700, "EUR", "month")).toBe("€677.00/month ≈ €0.93/hour");
    expect(offerPriceText(c, "en", 120_000, "EUR", "year")).toBe("€1,200.00/year ≈ €100/month");
    expect(unitPriceText(c, "en", "gpu_hour", 99.25, "EUR")).toBe("€0.99/GPU-hour");
    expect(unitPriceText(c, "en", "ram_gb_month", 18.75, "EUR")).toBe("€0.19/GB RAM-month");
  });

  it("and in Russian", () => {
    const c = t(ru as typeof en, "ru");
    const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");
    expect(nbsp(offerPriceText(c, "ru", 397, "EUR", "hour"))).toBe("3,97 €/час ≈ 2 898 €/мес.");
    expect(nbsp(offerPriceText(c, "ru", 67_700, "EUR", "month"))).toBe("677,00 €/мес. ≈ 0,93 €/час");
    expect(nbsp(unitPriceText(c, "ru", "vcpu_month", 500, "EUR"))).toBe("5,00 € за vCPU в мес.");
  });
});
