import { offerSearchText, searchTokens, searchTsQuery, searchWords } from "@/lib/catalogue/search-text";

describe("searchTokens (how people type)", () => {
  it.each([
    ["8x h100", ["8x", "h100"]],
    ["8X H100", ["8x", "h100"]],
    ["8×H100", ["8x", "h100"]],
    ["8 x H100", ["8x", "h100"]],
    ["8 × h100", ["8x", "h100"]],
    ["8х h100", ["8x", "h100"]],
    ["8xH100", ["8x", "h100"]],
    ["rtx 4090 germany", ["rtx", "4090", "germany"]],
    ["Германия RTX-4090", ["германия", "rtx", "4090"]],
    ["Соединённые Штаты", ["соединенные", "штаты"]],
    ["16 xeon", ["16", "xeon"]],
    ["  %_\\'\" ", []],
  ])("%p → %p", (query, tokens) => {
    expect(searchTokens(query)).toEqual(tokens);
  });
  it("drops repeated tokens and keeps at most 8", () => {
    expect(searchTokens("a a b")).toEqual(["a", "b"]);
    expect(searchTokens("a b c d e f g h i j")).toHaveLength(8);
  });
  it("builds an AND of prefix tokens", () => {
    expect(searchTsQuery(["8x", "h100"])).toBe("8x:* & h100:*");
  });
});

describe("offerSearchText", () => {
  const text = offerSearchText({
    name: "8× GeForce RTX 4090 · 96 cores · 2 TB RAM",
    nameTemplate: { id: "gpu", params: { count: 8, gpu: "GeForce RTX 4090", cores: 96, ram: 2, ramUnit: "tb" } },
    attributes: [
      { name: "GPU model", value: "NVIDIA GeForce RTX 4090" },
      { name: "CPU", value: "2 × AMD EPYC 9454" },
    ],
    facets: { gpu_model: "NVIDIA GeForce RTX 4090", gpu_count: "8" },
    productName: { en: "NVIDIA RTX 4090", ru: "NVIDIA RTX 4090" },
    categoryName: { en: "GPU servers", ru: "GPU-серверы" },
    providerName: "Northbeam Hosting",
    country: "DE",
    city: "Frankfurt am Main",
  });
  const words = text.split(" ");
  it("holds the words of every part, in both languages", () => {
    for (const w of ["8x", "rtx", "4090", "rtx4090", "epyc", "2x", "gpu", "серверы", "northbeam", "germany", "германия", "frankfurt", "франкфурт", "майне"]) {
      expect(words).toContain(w);
    }
  });
  it("is normalised like a query, so every query token is one of its words", () => {
    for (const q of ["8x rtx 4090", "германия rtx 4090", "rtx 4090 germany", "8 × RTX4090"]) {
      for (const t of searchTokens(q)) expect(words).toContain(t);
    }
    expect(new Set(words).size).toBe(words.length);
    expect(searchWords(text)).toEqual(words);
  });
  it("holds the composed title in Russian, so a Russian query finds it", () => {
    for (const q of ["96 ядер", "2 тб озу"]) for (const t of searchTokens(q)) expect(words).toContain(t);
  });
  it("does not invent a country match", () => {
    expect(words).not.toContain("франция");
  });
});
