import { applyValues, configurationFields, defaultConfiguration, describeConfiguration, instanceErrors, resizeConfigurations } from "@/lib/cart/configuration";
import { periodEnd, priceInstance } from "@/lib/cart/pricing";

const os = { key: "os", name: { en: "Operating system", ru: "ОС" }, required: true, values: [
  { value: "ubuntu", label: { en: "Ubuntu", ru: "Ubuntu" }, price_cents: 0 },
  { value: "windows", label: { en: "Windows", ru: "Windows" }, price_cents: 2900 },
] };

describe("instance configuration", () => {
  const gpu = configurationFields("gpu-servers", "hour", [os]);
  const vpn = configurationFields("vpn", "month", [os]);

  it("has the product's options, a host name and SSH key for machines, hours for hourly offers", () => {
    expect(gpu.map((f) => f.key)).toEqual(["os", "hostname", "ssh_key", "hours"]);
    expect(vpn.map((f) => f.key)).toEqual(["os"]);
  });

  it("defaults to each option's first value, no host name and 24 hours; that is incomplete until named", () => {
    const d = defaultConfiguration(gpu);
    expect(d).toEqual({ os: "ubuntu", hostname: "", ssh_key: "", hours: 24 });
    expect(instanceErrors(gpu, d, "en")).toEqual([{ field: "hostname", msg: "This field is required" }]);
    expect(instanceErrors(vpn, defaultConfiguration(vpn), "en")).toEqual([]);
  });

  it("refuses unknown keys and values out of their set, and keeps good ones", () => {
    const bad = applyValues(gpu, defaultConfiguration(gpu), { os: "plan9", hostname: "-bad-", hours: 731, ssh_key: "nope", extra: 1 }, "en");
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors.map((e) => e.field).sort()).toEqual(["extra", "hostname", "hours", "os", "ssh_key"]);
    const good = applyValues(gpu, defaultConfiguration(gpu), { os: "windows", hostname: " gpu-1.example.com ", hours: 730, ssh_key: "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl me@host" }, "ru");
    expect(good.ok).toBe(true);
    if (good.ok) {
      expect(good.config.hostname).toBe("gpu-1.example.com");
      expect(instanceErrors(gpu, good.config, "en")).toEqual([]);
      expect(describeConfiguration(gpu, good.config, "en")[0]).toEqual({ label: "Operating system", value: "Windows" });
    }
    expect(applyValues(gpu, {}, { hours: 0 }, "ru").ok).toBe(false);
    expect(applyValues(gpu, {}, { hours: 2.5 }, "en").ok).toBe(false);
  });

  it("resizes with defaults and keeps the first instances", () => {
    const two = resizeConfigurations([{ os: "windows", hostname: "a", ssh_key: "", hours: 5 }], 2, gpu);
    expect(two).toHaveLength(2);
    expect(two[0].os).toBe("windows");
    expect(two[1]).toEqual(defaultConfiguration(gpu));
    expect(resizeConfigurations(two, 1, gpu)).toHaveLength(1);
  });
});

describe("instance prices", () => {
  const gpu = configurationFields("gpu-servers", "hour", [os]);
  const srv = configurationFields("dedicated-servers", "month", [os]);
  it("a monthly offer costs one month plus its monthly surcharges", () => {
    expect(priceInstance({ priceCents: 67700, billingPeriod: "month" }, srv, { os: "windows" })).toEqual({ units: 1, netCents: 70600 });
  });
  it("a yearly offer one year plus 12 months of surcharges", () => {
    expect(priceInstance({ priceCents: 100000, billingPeriod: "year" }, srv, { os: "windows" })).toEqual({ units: 1, netCents: 134800 });
  });
  it("an hourly offer its block of hours, surcharges prorated by 730 hours, rounded half up once", () => {
    expect(priceInstance({ priceCents: 397, billingPeriod: "hour" }, gpu, { os: "ubuntu", hours: 48 })).toEqual({ units: 48, netCents: 19056 });
    // 2900 × 48 / 730 = 190.68… → 191
    expect(priceInstance({ priceCents: 397, billingPeriod: "hour" }, gpu, { os: "windows", hours: 48 })).toEqual({ units: 48, netCents: 19247 });
    expect(priceInstance({ priceCents: 397, billingPeriod: "hour" }, gpu, { os: "windows", hours: 730 }).netCents).toBe(397 * 730 + 2900);
  });
  it("periods end after their hours, calendar months or years", () => {
    const start = new Date("2026-01-31T10:00:00Z");
    expect(periodEnd(start, "hour", 24).toISOString()).toBe("2026-02-01T10:00:00.000Z");
    expect(periodEnd(new Date("2026-03-15T00:00:00Z"), "month", 1).toISOString()).toBe("2026-04-15T00:00:00.000Z");
    expect(periodEnd(start, "year", 1).toISOString()).toBe("2027-01-31T10:00:00.000Z");
    expect(periodEnd(start, "month", 1).toISOString()).toBe("2026-02-28T10:00:00.000Z");
    expect(periodEnd(new Date("2028-02-29T00:00:00Z"), "year", 1).toISOString()).toBe("2029-02-28T00:00:00.000Z");
  });
});
