import { rankSimilar, specDistance, type SimilarCandidate } from "@/lib/catalogue/compare";

const gpu = (uid: string, model: string, count: number, cores: number, ram: number, monthlyEur: number): SimilarCandidate => ({
  uid,
  facets: { gpu_model: model, gpu_count: String(count), vram_gb: "80", cpu_cores: String(cores), ram_gb: String(ram) },
  monthlyPriceCents: monthlyEur * 100,
});
const vps = (uid: string, cores: number, ram: number, monthlyEur: number, disk = "NVMe"): SimilarCandidate => ({
  uid,
  facets: { cpu_cores: String(cores), ram_gb: String(ram), disk_type: disk, disk_size_gb: "100" },
  monthlyPriceCents: monthlyEur * 100,
});

describe("similar offers", () => {
  it("keep the GPU model before anything else, then the nearest GPU count, not the cheapest", () => {
    const target = gpu("target0000", "H100", 8, 112, 2048, 20_000);
    const ranked = rankSimilar(
      target,
      [
        gpu("cheapa1000", "A100", 8, 112, 2048, 9_000), // cheaper, same size, other model
        gpu("h100x10000", "H100", 1, 16, 256, 2_500), // same model, far smaller
        gpu("h100x80001", "H100", 8, 96, 1536, 21_000), // same model and count
        gpu("h100x40000", "H100", 4, 64, 1024, 10_000),
        target,
      ],
      3,
    );
    expect(ranked.map((c) => c.uid)).toEqual(["h100x80001", "h100x40000", "h100x10000"]);
  });

  it("fall back to other GPU models only when the same model runs out", () => {
    const target = gpu("target0000", "H100", 8, 112, 2048, 20_000);
    const ranked = rankSimilar(target, [gpu("a100x80000", "A100", 8, 112, 2048, 9_000), gpu("h100x10000", "H100", 1, 16, 256, 2_500)], 3);
    expect(ranked.map((c) => c.uid)).toEqual(["h100x10000", "a100x80000"]);
  });

  it("pick the nearest CPU cores and RAM elsewhere, then the nearest price", () => {
    const target = vps("target0000", 8, 32, 40);
    const ranked = rankSimilar(
      target,
      [
        vps("tiny000000", 1, 1, 3), // cheapest, far smaller
        vps("huge000000", 64, 256, 400),
        vps("near000000", 8, 32, 90), // same spec, price far
        vps("near000001", 8, 32, 42), // same spec, price near
        vps("close00000", 8, 16, 35),
      ],
      3,
    );
    expect(ranked.map((c) => c.uid)).toEqual(["near000001", "near000000", "close00000"]);
  });

  it("measure sizes by ratio and count other differences a little", () => {
    const a = { cpu_cores: "8", ram_gb: "32", disk_type: "NVMe" };
    expect(specDistance(a, a)).toBe(0);
    expect(specDistance(a, { ...a, disk_type: "HDD" })).toBeCloseTo(0.25);
    expect(specDistance({ cpu_cores: "7" }, { cpu_cores: "15" })).toBeCloseTo(specDistance({ cpu_cores: "63" }, { cpu_cores: "127" }));
    expect(specDistance(a, { ...a, cpu_cores: "16" })).toBeGreaterThan(specDistance(a, { ...a, disk_type: "HDD" }));
    expect(specDistance({ gpu_model: "H100" }, { gpu_model: "A100" })).toBe(0); // the model is rankSimilar's hard rule
  });
});
