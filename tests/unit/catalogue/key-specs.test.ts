import { keySpecs } from "@/lib/catalogue/key-specs";

describe("keySpecs", () => {
  it("leaves out attributes whose value the title already says", () => {
    const attributes = [
      { name: "GPU model", value: "NVIDIA H100 SXM5 80GB" },
      { name: "GPU count", value: "8" },
      { name: "CPU cores", value: "112" },
      { name: "RAM", value: "1 TB" },
      { name: "Disk", value: "8 × 3.84 TB NVMe" },
      { name: "Bandwidth", value: "10 Gbit/s" },
    ];
    expect(keySpecs("8× H100 SXM · 112 cores · 1 TB RAM", attributes, 3).map((a) => a.name)).toEqual(["GPU model", "Disk", "Bandwidth"]);
  });

  it("matches whole words only and ignores case and spacing", () => {
    const attributes = [
      { name: "vCPU", value: "16" },
      { name: "RAM", value: "64  gb" },
      { name: "Clock", value: "2.5 GHz" },
    ];
    // "16" is not the "16" inside "160 GB"; "64 gb" is "64 GB"; "2.5 GHz" is not inside "12.5 GHz".
    expect(keySpecs("Cloud 160 GB NVMe · 64 GB · 12.5 GHz", attributes, 3).map((a) => a.name)).toEqual(["vCPU", "Clock"]);
    expect(keySpecs("Cloud 16 vCPU", attributes, 1)).toEqual([{ name: "RAM", value: "64  gb" }]);
  });

  it("keeps everything when the title says none of it, up to the count", () => {
    const attributes = [1, 2, 3, 4].map((n) => ({ name: `A${n}`, value: `value ${n}` }));
    expect(keySpecs("Plain name", attributes, 3)).toHaveLength(3);
    expect(keySpecs("Plain name", [], 3)).toEqual([]);
  });
});
