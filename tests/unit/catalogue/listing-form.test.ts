import { cleanListingQuery, hasEmptyValue } from "@/lib/catalogue/listing-form";

const clean = (qs: string) => cleanListingQuery(new URLSearchParams(qs));

describe("cleanListingQuery", () => {
  it("drops the empty fields a GET form submits", () => {
    expect(clean("sort=&price_min=&price_max=")).toBe("");
    expect(clean("sort=&price_min=100&price_max=")).toBe("price_min=100");
    expect(clean("q")).toBe("");
  });

  it("folds repeated keys into one sorted, de-duplicated list and sorts the keys", () => {
    expect(clean("sort=price_desc&gpu_model=H100&gpu_model=A100&gpu_model=H100&country=DE")).toBe("country=DE&gpu_model=A100,H100&sort=price_desc");
    expect(clean("protocols=WireGuard,OpenVPN&protocols=,IKEv2")).toBe("protocols=IKEv2,OpenVPN,WireGuard");
  });

  it("encodes values but keeps the list commas readable", () => {
    expect(clean("cpu_model=Xeon E-2388G&cpu_model=EPYC 7443P")).toBe("cpu_model=EPYC%207443P,Xeon%20E-2388G");
    expect(clean("rotation=%D0%B0")).toBe("rotation=%D0%B0");
  });

  it("leaves keys it does not know (the listing state decides what it reads)", () => {
    expect(clean("utm_source=x&page=2")).toBe("page=2&utm_source=x");
  });

  it("is a fixed point: its output has no empty field and cleans to itself (no redirect loop)", () => {
    for (const qs of ["sort=&price_min=", "a=,&b=%20", "gpu_model=b&gpu_model=a&sort=&page=2", "x=1&x=&y", "k=%2C%2C"]) {
      const once = clean(qs);
      expect(hasEmptyValue(new URLSearchParams(once))).toBe(false);
      expect(clean(once)).toBe(once);
    }
  });
});

describe("hasEmptyValue", () => {
  it("spots a parameter without a value", () => {
    expect(hasEmptyValue(new URLSearchParams("sort=&page=2"))).toBe(true);
    expect(hasEmptyValue(new URLSearchParams("page"))).toBe(true);
    expect(hasEmptyValue(new URLSearchParams("page=2&sort=price_desc"))).toBe(false);
    expect(hasEmptyValue(new URLSearchParams(""))).toBe(false);
  });
});
