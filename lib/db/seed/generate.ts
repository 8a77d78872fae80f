import type { Localized, OfferAttribute, OfferNameTemplate, ProductOptionValue } from "@/lib/db/schema";
import {
  articleData,
  categoryData,
  dataCenterData,
  productData,
  providerData,
  type CategorySlug,
  type DataCenterData,
  type ProductData,
  type ProviderData,
} from "./catalogue-data";
import { facetWords } from "@/lib/catalogue/vocabulary-words";
import type { SettableOfferStatus } from "@/lib/catalogue/offer-status-names";

/**
 * Deterministic demo catalogue. Everything is derived from one seed through a small PRNG, so the
 * same input always yields byte-identical rows. There is no database access here: ./seed.ts maps the
 * references (product slug, provider slug, data center uid) to serial ids and inserts the rows.
 */

export const DEFAULT_SEED = 20_260_101;
export const DEFAULT_OFFERS = 1200;
/** Share of generated offers that are hidden (hidden offers come on top of the public ones). */
const HIDDEN_SHARE = 0.03;
/** Average hours in a month, to express a monthly price per hour. */
const HOURS_PER_MONTH = 730;

// ---------------------------------------------------------------------------------------------
// Row shapes

export type SeedCategory = { slug: CategorySlug; name: Localized; description: Localized; position: number };
export type SeedProduct = {
  slug: string;
  categorySlug: CategorySlug;
  name: Localized;
  description: Localized;
  isActive: boolean;
  position: number;
};
export type SeedProductOption = {
  productSlug: string;
  key: string;
  name: Localized;
  kind: string;
  required: boolean;
  values: ProductOptionValue[];
  position: number;
};
export type SeedProvider = {
  uid: string;
  slug: string;
  name: string;
  country: string;
  website: string;
  description: Localized;
  foundedYear: number;
  logo: string;
};
export type SeedDataCenter = { uid: string; code: string; name: string; country: string; city: string; tier: number };
export type SeedMedia = { id: string; contentType: string; bytes: Uint8Array; width: number; height: number };
export type SeedArticle = {
  slug: string;
  title: Localized;
  excerpt: Localized;
  body: Localized;
  image: string;
  publishedAt: Date;
};
export type ProductMedia = { image1x1: string; image4x3: string; image16x9: string; imageSocial: string };
export type SeedOffer = {
  uid: string;
  productSlug: string;
  providerSlug: string;
  dataCenterUid: string;
  country: string;
  name: string;
  nameTemplate: OfferNameTemplate;
  status: SettableOfferStatus;
  priceCents: number;
  currency: string;
  billingPeriod: "hour" | "month" | "year";
  attributes: OfferAttribute[];
  facets: Record<string, string | string[]>;
  availability: "in_stock" | "limited" | "out_of_stock";
  stock: number;
  deliveryMinutes: number;
} & ProductMedia;

export type GeneratedCatalogue = {
  seed: number;
  categories: SeedCategory[];
  products: SeedProduct[];
  productOptions: SeedProductOption[];
  providers: SeedProvider[];
  dataCenters: SeedDataCenter[];
  media: SeedMedia[];
  articles: SeedArticle[];
  /** Media ids of each product's image set, by product slug. */
  productMedia: Record<string, ProductMedia>;
  /** Number of public offers the offer stream yields; about 3 % hidden offers are mixed in on top. */
  publicOffers: number;
  /** The offers, one at a time. Each call restarts the stream and yields the same offers. */
  offers(): Generator<SeedOffer>;
  /** The same stream in arrays of at most `batchSize` offers, so large catalogues never sit in memory. */
  offerBatches(batchSize?: number): Generator<SeedOffer[]>;
};

// ---------------------------------------------------------------------------------------------
// Seeded randomness

/** mulberry32: tiny, fast 32-bit PRNG with good enough statistics for demo data. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Independent stream number `stream` of a seed (murmur3 finaliser over both). */
function streamSeed(seed: number, stream: number): number {
  let h = (seed ^ Math.imul(stream + 1, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

const UID_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

class Rng {
  private readonly next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }
  float(): number {
    return this.next();
  }
  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  between(min: number, max: number): number {
    return min + this.next() * (max - min);
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }
  /** Picks by relative weights given as [item, weight] pairs. */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, w] of items) total += w;
    let r = this.next() * total;
    for (const [item, w] of items) {
      r -= w;
      if (r < 0) return item;
    }
    return items[items.length - 1][0];
  }
  token(length: number): string {
    let out = "";
    for (let i = 0; i < length; i++) out += UID_ALPHABET[Math.floor(this.next() * UID_ALPHABET.length)];
    return out;
  }
}

/** Hands out 10-character ids from a stream, never the same one twice. */
class UidSource {
  private readonly used = new Set<string>();
  constructor(private readonly rng: Rng) {}
  next(): string {
    for (;;) {
      const uid = this.rng.token(10);
      if (!this.used.has(uid)) {
        this.used.add(uid);
        return uid;
      }
    }
  }
}

/** Prepared cumulative weights, so picking among many items stays O(log n) per offer. */
class WeightedTable<T> {
  private readonly cumulative: number[] = [];
  private readonly total: number;
  constructor(private readonly items: readonly T[], weight: (item: T) => number) {
    let sum = 0;
    for (const item of items) {
      sum += weight(item);
      this.cumulative.push(sum);
    }
    this.total = sum;
  }
  pick(rng: Rng): T {
    const r = rng.float() * this.total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.cumulative[mid] > r) hi = mid;
      else lo = mid + 1;
    }
    return this.items[lo];
  }
}

// ---------------------------------------------------------------------------------------------
// Formatting helpers

/** "960 GB", "1.92 TB", "16 TB" (storage is sold in decimal units). */
function size(gb: number): string {
  return gb >= 1000 ? `${+(gb / 1000).toFixed(2)} TB` : `${gb} GB`;
}

function ramSize(gb: number): string {
  return gb >= 1024 && gb % 1024 === 0 ? `${gb / 1024} TB` : `${gb} GB`;
}

function gbps(n: number): string {
  return `${n} Gbit/s`;
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

// The catalogue's vocabulary (docs/catalogue-vocabulary.md): every attribute carries a key, and a
// value the catalogue composes carries the message and parameters pages render it from in their
// language (messages/<locale>/vocabulary.json). The English text is stored too, as the API shows it;
// a unit test checks the English messages reproduce it exactly.

type Value = { value: string; valueKey?: string; params?: Record<string, string | number> };

function attr(key: string, name: string, value: string | Value): OfferAttribute {
  return typeof value === "string" ? { key, name, value } : { key, name, ...value };
}

/** A value that is also a facet value ("Sticky 30 min"): its key comes from the shared table. */
function facetWord(value: string): Value {
  const key = facetWords[value];
  if (!key) throw new Error(`No vocabulary key for ${value}`);
  return { value, valueKey: key };
}

/** An enumerated value: the English text and its key in `vocabulary.values`. */
function word(valueKey: string, value: string): Value {
  return { value, valueKey };
}

function sizeParams(gb: number): { n: number; unit: "gb" | "tb" } {
  return gb >= 1000 ? { n: +(gb / 1000).toFixed(2), unit: "tb" } : { n: gb, unit: "gb" };
}

function ramParams(gb: number): { n: number; unit: "gb" | "tb" } {
  return gb >= 1024 && gb % 1024 === 0 ? { n: gb / 1024, unit: "tb" } : { n: gb, unit: "gb" };
}

/** "960 GB", "1.92 TB", optionally followed by a technical suffix ("NVMe", "DDR5 ECC"). */
function sizeValue(gb: number, extra?: string): Value {
  const text = extra ? `${size(gb)} ${extra}` : size(gb);
  return extra ? { value: text, valueKey: "sizeWith", params: { ...sizeParams(gb), extra } } : { value: text, valueKey: "size", params: sizeParams(gb) };
}

function ramValue(gb: number, extra?: string): Value {
  const text = extra ? `${ramSize(gb)} ${extra}` : ramSize(gb);
  return extra ? { value: text, valueKey: "sizeWith", params: { ...ramParams(gb), extra } } : { value: text, valueKey: "size", params: ramParams(gb) };
}

function gbpsValue(n: number): Value {
  return { value: gbps(n), valueKey: "gbps", params: { n } };
}

function ghzValue(clock: string): Value {
  const boost = clock.endsWith(" GHz boost");
  const n = parseFloat(clock);
  return { value: clock, valueKey: boost ? "ghzBoost" : "ghz", params: { n } };
}

/** Drops the vendor so offer names stay short: "Intel Xeon E-2388G" -> "Xeon E-2388G". */
function shortCpu(model: string): string {
  return model.replace(/^(Intel|AMD|NVIDIA|NVIDIA GeForce|Ampere) /, "");
}

// ---------------------------------------------------------------------------------------------
// Hardware catalogues and per-category offer builders

type Spec = {
  name: string;
  nameTemplate: OfferNameTemplate;
  attributes: OfferAttribute[];
  facets: Record<string, string | string[]>;
  /** Monthly list price in euros before provider and location factors. */
  price: number;
  delivery: [number, number];
  /** Stock range when in stock. */
  stock: [number, number];
  hourly?: boolean;
};

type Builder = (rng: Rng) => Spec;

type ServerCpu = {
  model: string;
  sockets?: number;
  cores: number;
  clock: string;
  price: number;
  ram: number[];
  ddr5?: boolean;
  bandwidth: number[];
};

const intelCpus: ServerCpu[] = [
  { model: "Intel Xeon E-2386G", cores: 6, clock: "3.5 GHz", price: 42, ram: [32, 64, 128], bandwidth: [1] },
  { model: "Intel Xeon E-2388G", cores: 8, clock: "3.2 GHz", price: 52, ram: [32, 64, 128], bandwidth: [1, 10] },
  { model: "Intel Xeon E-2488", cores: 8, clock: "3.2 GHz", price: 62, ram: [32, 64, 128], ddr5: true, bandwidth: [1, 10] },
  { model: "Intel Xeon Silver 4310", cores: 12, clock: "2.1 GHz", price: 88, ram: [64, 128, 256], bandwidth: [1, 10] },
  { model: "Intel Xeon Silver 4314", cores: 16, clock: "2.4 GHz", price: 108, ram: [64, 128, 256], bandwidth: [1, 10] },
  { model: "Intel Xeon Gold 6338", cores: 32, clock: "2.0 GHz", price: 190, ram: [128, 256, 512], bandwidth: [1, 10, 25] },
  { model: "Intel Xeon Gold 6430", cores: 32, clock: "2.1 GHz", price: 220, ram: [128, 256, 512], ddr5: true, bandwidth: [10, 25] },
  { model: "Intel Xeon Gold 6338", sockets: 2, cores: 64, clock: "2.0 GHz", price: 310, ram: [256, 512], bandwidth: [10, 25] },
];

const amdCpus: ServerCpu[] = [
  { model: "AMD EPYC 4344P", cores: 8, clock: "3.8 GHz", price: 55, ram: [32, 64, 128], ddr5: true, bandwidth: [1, 10] },
  { model: "AMD EPYC 4464P", cores: 12, clock: "3.7 GHz", price: 72, ram: [64, 128], ddr5: true, bandwidth: [1, 10] },
  { model: "AMD EPYC 4584PX", cores: 16, clock: "4.2 GHz", price: 98, ram: [64, 128, 192], ddr5: true, bandwidth: [1, 10] },
  { model: "AMD EPYC 7313P", cores: 16, clock: "3.0 GHz", price: 102, ram: [64, 128, 256], bandwidth: [1, 10] },
  { model: "AMD EPYC 7443P", cores: 24, clock: "2.85 GHz", price: 138, ram: [128, 256, 512], bandwidth: [1, 10] },
  { model: "AMD EPYC 9254", cores: 24, clock: "2.9 GHz", price: 172, ram: [192, 384, 768], ddr5: true, bandwidth: [10, 25] },
  { model: "AMD EPYC 9354P", cores: 32, clock: "3.25 GHz", price: 210, ram: [192, 384, 768], ddr5: true, bandwidth: [10, 25] },
  { model: "AMD EPYC 9554P", cores: 64, clock: "3.1 GHz", price: 300, ram: [384, 768], ddr5: true, bandwidth: [10, 25] },
];

const storageCpus: ServerCpu[] = [
  { model: "Intel Xeon E-2388G", cores: 8, clock: "3.2 GHz", price: 46, ram: [32, 64, 128], bandwidth: [1, 10] },
  { model: "AMD EPYC 4344P", cores: 8, clock: "3.8 GHz", price: 50, ram: [64, 128], ddr5: true, bandwidth: [1, 10] },
  { model: "Intel Xeon Silver 4310", cores: 12, clock: "2.1 GHz", price: 78, ram: [64, 128, 256], bandwidth: [1, 10] },
  { model: "AMD EPYC 7313P", cores: 16, clock: "3.0 GHz", price: 94, ram: [128, 256], bandwidth: [10, 25] },
];

type DiskSet = { count: number; gb: number; type: "NVMe" | "SSD" | "HDD"; price: number };

const serverDisks: DiskSet[] = [
  { count: 2, gb: 480, type: "SSD", price: 6 },
  { count: 2, gb: 960, type: "NVMe", price: 10 },
  { count: 2, gb: 1920, type: "NVMe", price: 18 },
  { count: 2, gb: 4000, type: "HDD", price: 14 },
  { count: 2, gb: 3840, type: "NVMe", price: 32 },
  { count: 4, gb: 3840, type: "NVMe", price: 60 },
  { count: 2, gb: 7680, type: "NVMe", price: 62 },
];

const storageArrays: DiskSet[] = [
  { count: 4, gb: 8000, type: "HDD", price: 30 },
  { count: 4, gb: 16000, type: "HDD", price: 55 },
  { count: 8, gb: 16000, type: "HDD", price: 100 },
  { count: 12, gb: 16000, type: "HDD", price: 148 },
  { count: 12, gb: 20000, type: "HDD", price: 180 },
  { count: 24, gb: 20000, type: "HDD", price: 320 },
];

const bandwidthPrice: Record<number, number> = { 1: 0, 10: 25, 25: 85 };

function cpuLabel(cpu: ServerCpu): string {
  return cpu.sockets ? `${cpu.sockets} × ${cpu.model}` : cpu.model;
}

function diskLabel(d: DiskSet): string {
  return `${d.count} × ${size(d.gb)} ${d.type}`;
}

function diskValue(d: DiskSet): Value {
  return { value: diskLabel(d), valueKey: "disks", params: { count: d.count, ...sizeParams(d.gb), type: d.type } };
}

/** Title parameters of a size: `<prefix>N` and `<prefix>Unit`. */
function sizeTitle(prefix: string, p: { n: number; unit: string }): Record<string, string | number> {
  return { [prefix]: p.n, [`${prefix}Unit`]: p.unit };
}

/** "Unlimited" or a monthly allowance such as "100 TB". */
function trafficValue(text: string): Value {
  if (text === "Unlimited") return word("unlimited", text);
  const m = /^(\d+) (GB|TB)$/.exec(text);
  if (!m) throw new Error(`Unknown traffic ${text}`);
  return { value: text, valueKey: "size", params: { n: Number(m[1]), unit: m[2].toLowerCase() } };
}

function dedicatedBuilder(cpus: ServerCpu[]): Builder {
  return (rng) => {
    const cpu = rng.pick(cpus);
    const ram = rng.pick(cpu.ram);
    const disks = cpu.price < 100 ? serverDisks.slice(0, 5) : serverDisks.slice(1);
    const disk = rng.pick(disks);
    const bw = rng.pick(cpu.bandwidth);
    const ramType = cpu.ddr5 ? "DDR5 ECC" : "DDR4 ECC";
    const cpuName = cpu.sockets ? `${cpu.sockets}× ${shortCpu(cpu.model)}` : shortCpu(cpu.model);
    const diskGb = disk.count * disk.gb;
    return {
      name: `${cpuName} · ${ramSize(ram)} · ${disk.count}×${size(disk.gb)} ${disk.type}`,
      nameTemplate: {
        id: "server",
        params: { cpu: cpuName, ...sizeTitle("ram", ramParams(ram)), count: disk.count, ...sizeTitle("disk", sizeParams(disk.gb)), type: disk.type },
      },
      attributes: [
        attr("cpu", "CPU", cpuLabel(cpu)),
        attr("cpuCores", "CPU cores", String(cpu.cores)),
        attr("cpuThreads", "CPU threads", String(cpu.cores * 2)),
        attr("baseClock", "Base clock", ghzValue(cpu.clock)),
        attr("ram", "RAM", ramValue(ram, ramType)),
        attr("disk", "Disk", diskValue(disk)),
        attr("bandwidth", "Bandwidth", gbpsValue(bw)),
        attr("traffic", "Traffic", trafficValue(bw === 1 ? "Unlimited" : rng.pick(["Unlimited", "100 TB", "250 TB"]))),
        attr("remoteManagement", "Remote management", word("ipmiKvm", "IPMI / KVM over IP")),
      ],
      facets: {
        cpu_model: cpu.model,
        cpu_cores: String(cpu.cores),
        ram_gb: String(ram),
        disk_type: disk.type,
        disk_size_gb: String(diskGb),
        bandwidth_gbps: String(bw),
      },
      price: cpu.price + ram * (cpu.ddr5 ? 0.2 : 0.16) + disk.price + bandwidthPrice[bw],
      delivery: cpu.price < 100 ? [30, 120] : [60, 240],
      stock: [2, 30],
    };
  };
}

const storageBuilder: Builder = (rng) => {
  const cpu = rng.pick(storageCpus);
  const ram = rng.pick(cpu.ram);
  const array = rng.pick(storageArrays);
  const bw = rng.pick(cpu.bandwidth);
  const total = array.count * array.gb;
  return {
    name: `${shortCpu(cpu.model)} · ${ramSize(ram)} · ${array.count}×${size(array.gb)} HDD`,
    nameTemplate: {
      id: "server",
      params: { cpu: shortCpu(cpu.model), ...sizeTitle("ram", ramParams(ram)), count: array.count, ...sizeTitle("disk", sizeParams(array.gb)), type: "HDD" },
    },
    attributes: [
      attr("cpu", "CPU", cpu.model),
      attr("cpuCores", "CPU cores", String(cpu.cores)),
      attr("ram", "RAM", ramValue(ram, `${cpu.ddr5 ? "DDR5" : "DDR4"} ECC`)),
      attr("disk", "Disk", diskValue(array)),
      attr("rawCapacity", "Raw capacity", sizeValue(total)),
      attr("cache", "Cache", diskValue({ count: 2, gb: 960, type: "NVMe", price: 0 })),
      attr("bandwidth", "Bandwidth", gbpsValue(bw)),
      attr("traffic", "Traffic", trafficValue("Unlimited")),
    ],
    facets: {
      cpu_model: cpu.model,
      cpu_cores: String(cpu.cores),
      ram_gb: String(ram),
      disk_type: "HDD",
      disk_size_gb: String(total),
      bandwidth_gbps: String(bw),
    },
    price: cpu.price + ram * 0.15 + array.price + 8 + bandwidthPrice[bw],
    delivery: [90, 240],
    stock: [1, 12],
  };
};

type VpsPlan = [vcpu: number, ramGb: number, diskGb: number, priceEur: number];

const vpsPlans: VpsPlan[] = [
  [1, 1, 25, 3.5],
  [1, 2, 40, 4.9],
  [2, 2, 50, 6.5],
  [2, 4, 80, 9.9],
  [3, 4, 100, 12.5],
  [4, 8, 160, 18],
  [4, 16, 200, 25],
  [6, 16, 320, 32],
  [8, 16, 240, 36],
  [8, 32, 400, 46],
  [12, 24, 480, 52],
  [16, 32, 640, 58],
];

const hfPlans: VpsPlan[] = [
  [1, 2, 30, 5.5],
  [2, 4, 60, 10],
  [4, 8, 120, 19],
  [6, 12, 180, 28],
  [8, 16, 240, 37],
  [12, 24, 360, 52],
];

const vpsHostCpus = ["AMD EPYC 7543", "AMD EPYC 9454", "Intel Xeon Gold 6248R", "Intel Xeon Platinum 8358"];
const hfCpus: [string, string][] = [
  ["AMD Ryzen 9 7950X", "5.7 GHz boost"],
  ["AMD Ryzen 9 9950X", "5.7 GHz boost"],
  ["Intel Core i9-13900K", "5.8 GHz boost"],
];

function vpsBuilder(kind: "linux" | "windows" | "hf"): Builder {
  return (rng) => {
    const plans = kind === "hf" ? hfPlans : kind === "windows" ? vpsPlans.slice(3, 11) : vpsPlans;
    const [vcpu, ram, disk, base] = rng.pick(plans);
    const nvme = kind === "hf" || rng.chance(0.85);
    const diskType = nvme ? "NVMe" : "SSD";
    const bw = rng.chance(0.85) ? 1 : 10;
    const [cpu, clock] = kind === "hf" ? rng.pick(hfCpus) : [rng.pick(vpsHostCpus), undefined];
    const prefix = kind === "windows" ? "Windows VPS" : kind === "hf" ? `${shortCpu(cpu)} VPS` : "VPS";
    const attributes: OfferAttribute[] = [
      attr("cpu", "CPU", cpu),
      ...(clock ? [attr("clockSpeed", "Clock speed", ghzValue(clock))] : []),
      attr("vcpu", "vCPU", String(vcpu)),
      attr("ram", "RAM", ramValue(ram)),
      attr("disk", "Disk", sizeValue(disk, diskType)),
      attr("bandwidth", "Bandwidth", gbpsValue(bw)),
      attr("traffic", "Traffic", trafficValue(rng.pick(["Unlimited", "20 TB", "32 TB"]))),
      attr("virtualization", "Virtualization", "KVM"),
    ];
    if (kind === "windows") attributes.push(attr("license", "License", word("windowsIncluded", "Windows Server Standard included")));
    let price = base * (nvme ? 1 : 0.9) + (bw === 10 ? 2 : 0);
    if (kind === "windows") price += 4 + vcpu * 0.6;
    return {
      name: `${prefix} ${vcpu} vCPU · ${ramSize(ram)} · ${size(disk)} ${diskType}`,
      nameTemplate: {
        id: "vps",
        params: { prefix, vcpu, ...sizeTitle("ram", ramParams(ram)), ...sizeTitle("disk", sizeParams(disk)), type: diskType },
      },
      attributes,
      facets: {
        cpu_cores: String(vcpu),
        ram_gb: String(ram),
        disk_type: diskType,
        disk_size_gb: String(disk),
        bandwidth_gbps: String(bw),
      },
      price,
      delivery: kind === "windows" ? [10, 20] : [5, 15],
      stock: [40, 500],
    };
  };
}

type GpuModel = { model: string; vram: number; memory: string; perGpu: number; counts: number[]; link: string };

const gpuModels: Record<string, GpuModel[]> = {
  "nvidia-h100": [
    { model: "NVIDIA H100 SXM5", vram: 80, memory: "HBM3", perGpu: 690, counts: [4, 8], link: "NVLink 4.0, 900 GB/s" },
    { model: "NVIDIA H100 PCIe", vram: 80, memory: "HBM2e", perGpu: 600, counts: [1, 2, 4, 8], link: "PCIe 5.0" },
  ],
  "nvidia-a100": [
    { model: "NVIDIA A100 80GB SXM4", vram: 80, memory: "HBM2e", perGpu: 440, counts: [4, 8], link: "NVLink 3.0, 600 GB/s" },
    { model: "NVIDIA A100 80GB PCIe", vram: 80, memory: "HBM2e", perGpu: 400, counts: [1, 2, 4, 8], link: "PCIe 4.0" },
    { model: "NVIDIA A100 40GB PCIe", vram: 40, memory: "HBM2", perGpu: 300, counts: [1, 2, 4, 8], link: "PCIe 4.0" },
  ],
  "nvidia-l40s": [
    { model: "NVIDIA L40S", vram: 48, memory: "GDDR6 ECC", perGpu: 330, counts: [1, 2, 4, 8], link: "PCIe 4.0" },
  ],
  "rtx-4090-servers": [
    { model: "NVIDIA GeForce RTX 4090", vram: 24, memory: "GDDR6X", perGpu: 230, counts: [1, 2, 4, 8], link: "PCIe 4.0" },
  ],
};

type GpuHost = { cpu: string; cores: number; ram: number[]; disk: DiskSet; network: number; price: number };

const gpuHosts: Record<number, GpuHost[]> = {
  1: [
    { cpu: "AMD EPYC 9124", cores: 16, ram: [64, 128], disk: { count: 2, gb: 1920, type: "NVMe", price: 0 }, network: 10, price: 70 },
    { cpu: "Intel Xeon Gold 6426Y", cores: 16, ram: [64, 128], disk: { count: 2, gb: 1920, type: "NVMe", price: 0 }, network: 10, price: 75 },
  ],
  2: [
    { cpu: "AMD EPYC 9254", cores: 24, ram: [128, 256], disk: { count: 2, gb: 3840, type: "NVMe", price: 0 }, network: 10, price: 110 },
    { cpu: "Intel Xeon Gold 6442Y", cores: 24, ram: [128, 256], disk: { count: 2, gb: 3840, type: "NVMe", price: 0 }, network: 25, price: 120 },
  ],
  4: [
    { cpu: "2 × AMD EPYC 9354", cores: 64, ram: [512, 1024], disk: { count: 4, gb: 3840, type: "NVMe", price: 0 }, network: 25, price: 200 },
    { cpu: "2 × Intel Xeon Platinum 8462Y+", cores: 64, ram: [512, 1024], disk: { count: 4, gb: 3840, type: "NVMe", price: 0 }, network: 25, price: 210 },
  ],
  8: [
    { cpu: "2 × AMD EPYC 9454", cores: 96, ram: [1024, 2048], disk: { count: 8, gb: 3840, type: "NVMe", price: 0 }, network: 100, price: 330 },
    { cpu: "2 × Intel Xeon Platinum 8480+", cores: 112, ram: [1024, 2048], disk: { count: 8, gb: 3840, type: "NVMe", price: 0 }, network: 100, price: 350 },
  ],
};

/** "PCIe 4.0" as it is; "NVLink 4.0, 900 GB/s" with its speed's unit translated. */
function linkValue(link: string): Value {
  const m = /^(.+), (\d+) GB\/s$/.exec(link);
  return m ? { value: link, valueKey: "linkSpeed", params: { link: m[1], n: Number(m[2]) } } : { value: link };
}

function gpuBuilder(productSlug: string): Builder {
  const models = gpuModels[productSlug];
  return (rng) => {
    const gpu = rng.pick(models);
    const count = rng.pick(gpu.counts);
    const host = rng.pick(gpuHosts[count]);
    const ram = rng.pick(host.ram);
    // Larger nodes get a volume discount per card, as the market does.
    const perGpu = gpu.perGpu * (count >= 8 ? 0.82 : count >= 4 ? 0.9 : 1);
    return {
      name: `${count}× ${shortCpu(gpu.model)} · ${host.cores} cores · ${ramSize(ram)} RAM`,
      nameTemplate: { id: "gpu", params: { count, gpu: shortCpu(gpu.model), cores: host.cores, ...sizeTitle("ram", ramParams(ram)) } },
      attributes: [
        attr("gpuModel", "GPU model", gpu.model),
        attr("gpuCount", "GPU count", String(count)),
        attr("vram", "VRAM", { value: `${gpu.vram} GB ${gpu.memory} per GPU`, valueKey: "vramPerGpu", params: { n: gpu.vram, memory: gpu.memory } }),
        attr("gpuInterconnect", "GPU interconnect", linkValue(gpu.link)),
        attr("cpu", "CPU", host.cpu),
        attr("cpuCores", "CPU cores", String(host.cores)),
        attr("ram", "RAM", ramValue(ram, "DDR5 ECC")),
        attr("disk", "Disk", diskValue(host.disk)),
        attr("bandwidth", "Bandwidth", gbpsValue(host.network)),
      ],
      facets: {
        gpu_model: gpu.model,
        gpu_count: String(count),
        vram_gb: String(gpu.vram),
        cpu_cores: String(host.cores),
        ram_gb: String(ram),
      },
      price: count * perGpu + host.price + ram * 0.05,
      delivery: count >= 4 ? [60, 240] : [15, 120],
      stock: [1, 10],
      hourly: rng.chance(0.1),
    };
  };
}

type ComputeCpu = { model: string; perVcpu: number };

function computeBuilder(kind: "cpu" | "k8s" | "arm"): Builder {
  const cpus: ComputeCpu[] =
    kind === "cpu"
      ? [
          { model: "AMD EPYC 9654", perVcpu: 4.2 },
          { model: "AMD EPYC 7763", perVcpu: 3.6 },
          { model: "AMD EPYC 9474F", perVcpu: 4.8 },
          { model: "Intel Xeon Platinum 8480+", perVcpu: 4.4 },
        ]
      : kind === "k8s"
        ? [
            { model: "AMD EPYC 7543", perVcpu: 3.4 },
            { model: "AMD EPYC 9354", perVcpu: 3.8 },
            { model: "Intel Xeon Gold 6348", perVcpu: 3.3 },
          ]
        : [
            { model: "Ampere Altra Q80-30", perVcpu: 2.2 },
            { model: "Ampere Altra Max M128-30", perVcpu: 2.0 },
            { model: "AmpereOne A192-32X", perVcpu: 2.5 },
          ];
  const vcpus = kind === "cpu" ? [2, 4, 8, 16, 32, 48, 64] : kind === "k8s" ? [2, 4, 8, 16, 32] : [4, 8, 16, 32, 64, 80];
  const ratios = kind === "k8s" ? [2, 4, 8] : [2, 4];
  return (rng) => {
    const cpu = rng.pick(cpus);
    const vcpu = rng.pick(vcpus);
    const ram = vcpu * rng.pick(ratios);
    const diskType = rng.chance(0.8) ? "NVMe" : "SSD";
    const disk = Math.max(40, vcpu * 20);
    const label = kind === "k8s" ? "K8s node" : shortCpu(cpu.model);
    const attributes: OfferAttribute[] = [
      attr("cpu", "CPU", cpu.model),
      attr("vcpu", "vCPU", String(vcpu)),
      attr("ram", "RAM", ramValue(ram)),
      attr("disk", "Disk", sizeValue(disk, diskType)),
      attr("bandwidth", "Bandwidth", gbpsValue(vcpu >= 16 ? 10 : 1)),
    ];
    if (kind === "k8s") {
      attributes.push(attr("containerRuntime", "Container runtime", "containerd 2.0"));
      attributes.push(attr("privateNetwork", "Private network", gbpsValue(10)));
    }
    if (kind === "arm") attributes.push(attr("architecture", "Architecture", "Arm64 (AArch64)"));
    if (kind === "cpu") attributes.push(attr("cores", "Cores", word("dedicatedNoOvercommit", "Dedicated, no overcommit")));
    return {
      name: `${label} · ${vcpu} vCPU · ${ramSize(ram)}`,
      nameTemplate: {
        id: kind === "k8s" ? "k8sNode" : "compute",
        params: { cpu: shortCpu(cpu.model), vcpu, ...sizeTitle("ram", ramParams(ram)) },
      },
      attributes,
      facets: {
        cpu_model: cpu.model,
        cpu_cores: String(vcpu),
        ram_gb: String(ram),
        disk_type: diskType,
      },
      price: vcpu * cpu.perVcpu + ram * (kind === "arm" ? 0.45 : 0.55) + (kind === "k8s" ? 2 : 0),
      delivery: [5, 30],
      stock: [20, 400],
    };
  };
}

const vpnProtocolSets: string[][] = [
  ["WireGuard", "OpenVPN"],
  ["WireGuard", "OpenVPN", "IKEv2"],
  ["WireGuard"],
  ["OpenVPN", "IKEv2"],
  ["WireGuard", "OpenVPN", "IKEv2", "L2TP/IPsec"],
];

function vpnBuilder(kind: "personal" | "business"): Builder {
  return (rng) => {
    const protocols = rng.pick(vpnProtocolSets);
    const devices = rng.pick(kind === "personal" ? [1, 3, 5, 10] : [10, 25, 50, 100, 250]);
    const bw = rng.chance(kind === "personal" ? 0.9 : 0.6) ? 1 : 10;
    const dedicatedIp = kind === "business" || rng.chance(0.25);
    const attributes: OfferAttribute[] = [
      attr("protocols", "Protocols", protocols.join(", ")),
      kind === "personal" ? attr("devices", "Devices", String(devices)) : attr("users", "Users", String(devices)),
      attr("bandwidth", "Bandwidth", gbpsValue(bw)),
      attr("traffic", "Traffic", trafficValue("Unlimited")),
      attr("exitIp", "Exit IP", dedicatedIp ? word("dedicatedStaticIp", "Dedicated static IP") : word("shared", "Shared")),
      attr("loggingPolicy", "Logging policy", word("noLogs", "No logs")),
      attr("encryption", "Encryption", protocols.includes("WireGuard") ? "ChaCha20-Poly1305" : "AES-256-GCM"),
    ];
    if (kind === "business") attributes.push(attr("accessControl", "Access control", word("groupsSso", "Groups, SSO-ready")));
    const name =
      kind === "personal"
        ? `${protocols[0]} VPN · ${plural(devices, "device", "devices")}${dedicatedIp ? " · dedicated IP" : ""}`
        : `Business VPN · ${devices} users · dedicated gateway`;
    const nameTemplate: OfferNameTemplate =
      kind === "personal"
        ? { id: "vpnPersonal", params: { protocol: protocols[0], devices, dedicatedIp: dedicatedIp ? "yes" : "no" } }
        : { id: "vpnBusiness", params: { users: devices } };
    return {
      name,
      nameTemplate,
      attributes,
      facets: { protocols: [...protocols].sort(), devices: String(devices), bandwidth_gbps: String(bw) },
      price:
        kind === "personal"
          ? 2.5 + devices * 0.6 + (dedicatedIp ? 3 : 0) + (bw === 10 ? 1.5 : 0)
          : 12 + devices * 1.05 + (bw === 10 ? 8 : 0),
      delivery: kind === "personal" ? [5, 10] : [10, 20],
      stock: [100, 1000],
    };
  };
}

function proxyProtocols(rng: Rng): string[] {
  return rng.chance(0.7) ? ["HTTP", "HTTPS", "SOCKS5"] : ["HTTP", "HTTPS"];
}

function ipPoolValue(millions: number): Value {
  return { value: `${millions}M+ addresses`, valueKey: "ipPool", params: { n: millions } };
}

const residentialBuilder: Builder = (rng): Spec => {
  const protocols = proxyProtocols(rng);
  if (rng.chance(0.6)) {
    const traffic = rng.pick([5, 10, 25, 50, 100]);
    const ports = rng.pick([100, 250, 500, 1000]);
    const rotation = rng.pick(["Per request", "Sticky 10 min", "Sticky 30 min"]);
    return {
      name: `Rotating residential · ${traffic} GB · ${ports} ports`,
      nameTemplate: { id: "rotatingResidential", params: { traffic, ports } },
      attributes: [
        attr("proxyType", "Proxy type", facetWord("Rotating residential")),
        attr("ipCount", "IP count", String(ports)),
        attr("rotation", "Rotation", facetWord(rotation)),
        attr("protocols", "Protocols", protocols.join(", ")),
        attr("traffic", "Traffic", trafficValue(`${traffic} GB`)),
        attr("ipPool", "IP pool", ipPoolValue(rng.pick([8, 12, 20, 35]))),
      ],
      facets: { proxy_type: "Rotating residential", ip_count: String(ports), rotation, protocols },
      price: traffic * 2.8 + ports * 0.01,
      delivery: [5, 15],
      stock: [50, 800],
    };
  }
  const ips = rng.pick([5, 10, 25, 50, 100]);
  return {
    name: `Static residential · ${ips} IPs`,
    nameTemplate: { id: "staticResidential", params: { ips } },
    attributes: [
      attr("proxyType", "Proxy type", facetWord("Static residential")),
      attr("ipCount", "IP count", String(ips)),
      attr("rotation", "Rotation", facetWord("Static")),
      attr("protocols", "Protocols", protocols.join(", ")),
      attr("traffic", "Traffic", trafficValue("Unlimited")),
    ],
    facets: { proxy_type: "Static residential", ip_count: String(ips), rotation: "Static", protocols },
    price: ips * 1.9,
    delivery: [5, 15],
    stock: [50, 800],
  };
};

const datacenterProxyBuilder: Builder = (rng) => {
  const protocols = proxyProtocols(rng);
  const dedicated = rng.chance(0.5);
  const type = dedicated ? "Dedicated datacenter" : "Shared datacenter";
  const ips = rng.pick([10, 25, 50, 100, 250, 500]);
  const rotation = rng.chance(0.7) ? "Static" : rng.pick(["Per request", "Every 5 min"]);
  return {
    name: `${ips} ${dedicated ? "dedicated" : "shared"} datacenter IPs`,
    nameTemplate: { id: "datacenterProxy", params: { ips, dedicated: dedicated ? "yes" : "no" } },
    attributes: [
      attr("proxyType", "Proxy type", facetWord(type)),
      attr("ipCount", "IP count", String(ips)),
      attr("rotation", "Rotation", facetWord(rotation)),
      attr("protocols", "Protocols", protocols.join(", ")),
      attr("bandwidth", "Bandwidth", gbpsValue(1)),
      attr("traffic", "Traffic", trafficValue("Unlimited")),
    ],
    facets: { proxy_type: type, ip_count: String(ips), rotation, protocols },
    price: 1 + ips * (dedicated ? 0.55 : 0.25),
    delivery: [5, 10],
    stock: [100, 1000],
  };
};

const mobileProxyBuilder: Builder = (rng) => {
  const protocols = proxyProtocols(rng);
  const fiveG = rng.chance(0.4);
  const type = fiveG ? "5G mobile" : "4G mobile";
  const ports = rng.pick([1, 2, 3, 5]);
  const rotation = rng.pick(["On demand", "Every 5 min", "Every 30 min"]);
  return {
    name: `${type} proxy · ${plural(ports, "port", "ports")}`,
    nameTemplate: { id: "mobileProxy", params: { generation: fiveG ? "5G" : "4G", ports } },
    attributes: [
      attr("proxyType", "Proxy type", facetWord(type)),
      attr("ipCount", "IP count", String(ports)),
      attr("rotation", "Rotation", facetWord(rotation)),
      attr("protocols", "Protocols", protocols.join(", ")),
      attr("traffic", "Traffic", trafficValue("Unlimited")),
      attr("carrier", "Carrier", word("majorCarrier", "Major national carrier")),
    ],
    facets: { proxy_type: type, ip_count: String(ports), rotation, protocols },
    price: ports * (fiveG ? 58 : 40),
    delivery: [5, 15],
    stock: [5, 60],
  };
};

const builders: Record<string, Builder> = {
  "intel-xeon-servers": dedicatedBuilder(intelCpus),
  "amd-epyc-servers": dedicatedBuilder(amdCpus),
  "storage-servers": storageBuilder,
  "linux-vps": vpsBuilder("linux"),
  "windows-vps": vpsBuilder("windows"),
  "high-frequency-vps": vpsBuilder("hf"),
  "nvidia-h100": gpuBuilder("nvidia-h100"),
  "nvidia-a100": gpuBuilder("nvidia-a100"),
  "nvidia-l40s": gpuBuilder("nvidia-l40s"),
  "rtx-4090-servers": gpuBuilder("rtx-4090-servers"),
  "cpu-compute": computeBuilder("cpu"),
  "kubernetes-nodes": computeBuilder("k8s"),
  "arm-compute": computeBuilder("arm"),
  "personal-vpn": vpnBuilder("personal"),
  "business-vpn": vpnBuilder("business"),
  "residential-proxies": residentialBuilder,
  "datacenter-proxies": datacenterProxyBuilder,
  "mobile-proxies": mobileProxyBuilder,
};

/** Monthly price bounds per category, in euros. */
const priceBounds: Record<CategorySlug, [number, number]> = {
  "dedicated-servers": [40, 600],
  "virtual-servers": [3, 60],
  "gpu-servers": [300, 6000],
  computing: [5, 800],
  vpn: [2, 400],
  proxies: [2, 500],
};

/**
 * Keeps a price inside [min, max] without piling offers up at the bounds: within 15 % of either
 * bound the excess is squashed smoothly towards it.
 */
function softClamp(price: number, min: number, max: number): number {
  const high = max * 0.85;
  const low = min * 1.15;
  if (price > high) return high + (max - high) * (1 - Math.exp(-(price - high) / (max - high)));
  if (price < low) return low - (low - min) * (1 - Math.exp(-(low - price) / (low - min)));
  return price;
}

/** Cents of a marketing-style price: x.99 below 100 €, whole euros minus a cent above. */
function toCents(eur: number): number {
  if (eur < 100) return Math.max(99, Math.round(eur) * 100 - 1);
  return Math.round(eur) * 100;
}

// ---------------------------------------------------------------------------------------------
// SVG images

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) =>
    c === "&" ? "&amp;" : c === "<" ? "&lt;" : c === ">" ? "&gt;" : c === '"' ? "&quot;" : "&apos;",
  );
}

const FONT = "Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** Line icons drawn on a 100 × 100 grid, stroked in white. */
const icons: Record<CategorySlug, string> = {
  "dedicated-servers":
    '<rect x="14" y="14" width="72" height="20" rx="4"/><rect x="14" y="40" width="72" height="20" rx="4"/><rect x="14" y="66" width="72" height="20" rx="4"/><path d="M56 24h20M56 50h20M56 76h20"/><circle cx="25" cy="24" r="2.5" fill="#fff"/><circle cx="25" cy="50" r="2.5" fill="#fff"/><circle cx="25" cy="76" r="2.5" fill="#fff"/>',
  "virtual-servers":
    '<rect x="28" y="12" width="60" height="44" rx="6" opacity=".55"/><rect x="12" y="28" width="60" height="44" rx="6"/><path d="M12 40h60M30 88h24M42 72v16"/><circle cx="20" cy="34" r="1.8" fill="#fff"/><circle cx="27" cy="34" r="1.8" fill="#fff"/>',
  "gpu-servers":
    '<rect x="8" y="28" width="76" height="42" rx="5"/><circle cx="32" cy="49" r="12"/><circle cx="62" cy="49" r="12"/><path d="M32 41v16M24 49h16M62 41v16M54 49h16M84 36h8v26h-8M18 70v10h28v-10"/>',
  computing:
    '<rect x="26" y="26" width="48" height="48" rx="6"/><rect x="38" y="38" width="24" height="24" rx="3"/><path d="M38 12v14M50 12v14M62 12v14M38 74v14M50 74v14M62 74v14M12 38h14M12 50h14M12 62h14M74 38h14M74 50h14M74 62h14"/>',
  vpn: '<path d="M50 8l32 12v24c0 22-14 38-32 46c-18-8-32-24-32-46V20z"/><rect x="38" y="46" width="24" height="18" rx="3"/><path d="M42 46v-6a8 8 0 0 1 16 0v6"/>',
  proxies:
    '<circle cx="50" cy="50" r="10"/><circle cx="18" cy="20" r="7"/><circle cx="82" cy="20" r="7"/><circle cx="18" cy="80" r="7"/><circle cx="82" cy="80" r="7"/><path d="M43 43L23 25M57 43l20-18M43 57L23 75M57 57l20 18"/>',
};

/** An SVG document; `label` null for a wordless picture (the page's alt text describes it). */
function svgDocument(width: number, height: number, label: string | null, body: string): Uint8Array {
  const head =
    label === null
      ? `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" aria-hidden="true">`
      : `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}"><title>${escapeXml(label)}</title>`;
  const svg = `${head}${body}</svg>`;
  return new TextEncoder().encode(svg);
}

function gradientDefs(from: string, to: string): string {
  return (
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
    `<radialGradient id="glow" cx="0.85" cy="0.1" r="0.9"><stop offset="0" stop-color="#fff" stop-opacity="0.28"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>`
  );
}

/**
 * A cover: gradient, soft decoration and the category's icon, with no words. The same image serves
 * every language (the page around it names the product in the reader's language), so no English is
 * baked into a picture on a Russian page and each image stays one cacheable file.
 */
function coverSvg(opts: { width: number; height: number; colors: [string, string]; icon: string }): Uint8Array {
  const { width: w, height: h, colors, icon } = opts;
  const short = Math.min(w, h);
  const iconSize = Math.round(short * 0.42);
  const iconX = Math.round((w - iconSize) / 2);
  const iconY = Math.round((h - iconSize) / 2);
  const scale = iconSize / 100;
  const ring = Math.round(iconSize * 0.68);
  const body =
    gradientDefs(colors[0], colors[1]) +
    `<rect width="${w}" height="${h}" fill="url(#bg)"/><rect width="${w}" height="${h}" fill="url(#glow)"/>` +
    `<g fill="none" stroke="#fff" stroke-opacity="0.09" stroke-width="${Math.max(2, Math.round(short / 120))}">` +
    `<circle cx="${w}" cy="${h}" r="${Math.round(short * 0.55)}"/><circle cx="${w}" cy="${h}" r="${Math.round(short * 0.8)}"/>` +
    `<circle cx="0" cy="0" r="${Math.round(short * 0.45)}"/></g>` +
    `<circle cx="${iconX + iconSize / 2}" cy="${iconY + iconSize / 2}" r="${ring}" fill="#fff" fill-opacity="0.12"/>` +
    `<g transform="translate(${iconX} ${iconY}) scale(${scale.toFixed(3)})" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round">${icon}</g>`;
  return svgDocument(w, h, null, body);
}

function darken(hex: string, factor: number): string {
  const n = parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.round(((n >> shift) & 255) * factor);
  return `#${((channel(16) << 16) | (channel(8) << 8) | channel(0)).toString(16).padStart(6, "0")}`;
}

function logoSvg(name: string, color: string): Uint8Array {
  const size = 256;
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0])
    .join("")
    .toUpperCase();
  const body =
    gradientDefs(color, darken(color, 0.55)) +
    `<rect width="${size}" height="${size}" rx="48" fill="url(#bg)"/><rect width="${size}" height="${size}" rx="48" fill="url(#glow)"/>` +
    `<circle cx="128" cy="128" r="92" fill="none" stroke="#fff" stroke-opacity="0.25" stroke-width="6"/>` +
    `<text x="128" y="128" dy="0.35em" text-anchor="middle" font-family="${FONT}" font-size="92" font-weight="800" fill="#fff">${escapeXml(initials)}</text>`;
  return svgDocument(size, size, name, body);
}

const productImageSizes = {
  image1x1: [512, 512],
  image4x3: [800, 600],
  image16x9: [1280, 720],
  imageSocial: [1200, 630],
} as const satisfies Record<keyof ProductMedia, readonly [number, number]>;

// ---------------------------------------------------------------------------------------------
// The generator

type ProductPlan = {
  product: ProductData;
  category: CategorySlug;
  providers: ProviderData[];
  build: Builder;
  media: ProductMedia;
};

/** Builds the demo catalogue; the same options always produce the same rows. */
export function generateCatalogue(options: { offers?: number; seed?: number } = {}): GeneratedCatalogue {
  const seed = (options.seed ?? DEFAULT_SEED) >>> 0;
  const publicOffers = Math.max(0, Math.floor(options.offers ?? DEFAULT_OFFERS));
  const ids = new UidSource(new Rng(streamSeed(seed, 1)));
  const media: SeedMedia[] = [];

  const addMedia = (bytes: Uint8Array, width: number, height: number): string => {
    const id = ids.next();
    media.push({ id, contentType: "image/svg+xml", bytes, width, height });
    return id;
  };

  const categories: SeedCategory[] = categoryData.map((c, i) => ({
    slug: c.slug,
    name: c.name,
    description: c.description,
    position: i,
  }));
  const categoryBySlug = new Map(categoryData.map((c) => [c.slug, c]));

  const dataCenters: SeedDataCenter[] = dataCenterData.map((d) => ({
    uid: ids.next(),
    code: d.code,
    name: d.name,
    country: d.country,
    city: d.city,
    tier: d.tier,
  }));
  const dataCenterByCode = new Map<string, { row: SeedDataCenter; data: DataCenterData }>(
    dataCenterData.map((d, i) => [d.code, { row: dataCenters[i], data: d }]),
  );

  const providers: SeedProvider[] = providerData.map((p) => {
    for (const code of p.dataCenters) {
      if (!dataCenterByCode.has(code)) throw new Error(`Provider ${p.slug}: unknown data center ${code}`);
    }
    return {
      uid: ids.next(),
      slug: p.slug,
      name: p.name,
      country: p.country,
      website: p.website,
      description: p.description,
      foundedYear: p.foundedYear,
      logo: addMedia(logoSvg(p.name, p.color), 256, 256),
    };
  });

  const products: SeedProduct[] = [];
  const productOptions: SeedProductOption[] = [];
  const productMedia: Record<string, ProductMedia> = {};
  const plans: ProductPlan[] = [];
  const positionInCategory = new Map<CategorySlug, number>();

  for (const p of productData) {
    const category = categoryBySlug.get(p.category);
    const build = builders[p.slug];
    if (!category || !build) throw new Error(`Product ${p.slug}: no category or builder`);
    const position = positionInCategory.get(p.category) ?? 0;
    positionInCategory.set(p.category, position + 1);
    products.push({
      slug: p.slug,
      categorySlug: p.category,
      name: p.name,
      description: p.description,
      isActive: true,
      position,
    });
    p.options.forEach((o, i) =>
      productOptions.push({
        productSlug: p.slug,
        key: o.key,
        name: o.name,
        kind: "select",
        required: o.required,
        values: o.values,
        position: i,
      }),
    );
    const images = {} as ProductMedia;
    for (const key of Object.keys(productImageSizes) as (keyof ProductMedia)[]) {
      const [width, height] = productImageSizes[key];
      const bytes = coverSvg({ width, height, colors: category.colors, icon: icons[p.category] });
      images[key] = addMedia(bytes, width, height);
    }
    productMedia[p.slug] = images;
    const sellers = providerData.filter(
      (prov) => prov.categories.includes(p.category) && (!prov.products || prov.products.includes(p.slug)),
    );
    if (sellers.length === 0) throw new Error(`Product ${p.slug}: no provider sells it`);
    plans.push({ product: p, category: p.category, providers: sellers, build, media: images });
  }

  const articles: SeedArticle[] = articleData.map((a) => {
    const topic = categoryBySlug.get(a.topic)!;
    const image = addMedia(
      coverSvg({ width: 1200, height: 630, colors: topic.colors, icon: icons[a.topic] }),
      1200,
      630,
    );
    return {
      slug: a.slug,
      title: a.title,
      excerpt: a.excerpt,
      body: a.body,
      image,
      publishedAt: new Date(a.publishedAt),
    };
  });

  const productTable = new WeightedTable(plans, (plan) => plan.product.weight);

  function* offers(): Generator<SeedOffer> {
    const rng = new Rng(streamSeed(seed, 2));
    const uids = new UidSource(new Rng(streamSeed(seed, 3)));
    let emitted = 0;
    while (emitted < publicOffers) {
      const plan = productTable.pick(rng);
      const provider = rng.pick(plan.providers);
      const dc = dataCenterByCode.get(rng.pick(provider.dataCenters))!;
      const spec = plan.build(rng);
      const [min, max] = priceBounds[plan.category];
      const factor = provider.priceFactor * dc.data.priceFactor * rng.between(0.93, 1.07);
      const monthly = softClamp(spec.price * factor, min, max);
      const hourly = spec.hourly === true;
      const priceCents = hourly ? Math.round((monthly * 100) / HOURS_PER_MONTH) : toCents(monthly);
      const availability = rng.weighted([
        ["in_stock", 82],
        ["limited", 13],
        ["out_of_stock", 5],
      ] as const);
      const stock =
        availability === "in_stock"
          ? rng.int(spec.stock[0], spec.stock[1])
          : availability === "limited"
            ? rng.int(1, 3)
            : 0;
      const status = rng.chance(HIDDEN_SHARE) ? "hidden" : "public";
      if (status === "public") emitted++;
      yield {
        uid: uids.next(),
        productSlug: plan.product.slug,
        providerSlug: provider.slug,
        dataCenterUid: dc.row.uid,
        country: dc.row.country,
        name: spec.name,
        nameTemplate: spec.nameTemplate,
        status,
        priceCents,
        currency: "EUR",
        billingPeriod: hourly ? "hour" : "month",
        attributes: spec.attributes,
        facets: spec.facets,
        availability,
        stock,
        deliveryMinutes: rng.int(spec.delivery[0], spec.delivery[1]),
        ...plan.media,
      };
    }
  }

  function* offerBatches(batchSize = 1000): Generator<SeedOffer[]> {
    const size = Math.max(1, Math.floor(batchSize));
    let batch: SeedOffer[] = [];
    for (const offer of offers()) {
      batch.push(offer);
      if (batch.length >= size) {
        yield batch;
        batch = [];
      }
    }
    if (batch.length > 0) yield batch;
  }

  return {
    seed,
    categories,
    products,
    productOptions,
    providers,
    dataCenters,
    media,
    articles,
    productMedia,
    publicOffers,
    offers,
    offerBatches,
  };
}
