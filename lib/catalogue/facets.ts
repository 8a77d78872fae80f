import type { Localized } from "@/lib/i18n/localized";

/**
 * Facets (listing filters) per category. The seed writes offer `facets` with these keys, the listing
 * query filters on them, and GET /api/core/filters/config publishes them with the values in use.
 * `numeric` facets sort their values as numbers; `multi` facets hold several values per offer.
 */
export type FacetDef = {
  key: string;
  label: Localized;
  unit?: string;
  numeric?: boolean;
  multi?: boolean;
};

const f = (key: string, en: string, ru: string, extra: Partial<FacetDef> = {}): FacetDef => ({
  key,
  label: { en, ru },
  ...extra,
});

export const categoryFacets: Record<string, FacetDef[]> = {
  "dedicated-servers": [
    f("cpu_model", "CPU model", "Модель процессора"),
    f("cpu_cores", "CPU cores", "Ядра процессора", { numeric: true }),
    f("ram_gb", "RAM", "Оперативная память", { numeric: true, unit: "GB" }),
    f("disk_type", "Disk type", "Тип диска"),
    f("disk_size_gb", "Disk size", "Объём диска", { numeric: true, unit: "GB" }),
    f("bandwidth_gbps", "Bandwidth", "Канал", { numeric: true, unit: "Gbit/s" }),
  ],
  "virtual-servers": [
    f("cpu_cores", "vCPU", "vCPU", { numeric: true }),
    f("ram_gb", "RAM", "Оперативная память", { numeric: true, unit: "GB" }),
    f("disk_type", "Disk type", "Тип диска"),
    f("disk_size_gb", "Disk size", "Объём диска", { numeric: true, unit: "GB" }),
    f("bandwidth_gbps", "Bandwidth", "Канал", { numeric: true, unit: "Gbit/s" }),
  ],
  "gpu-servers": [
    f("gpu_model", "GPU model", "Модель GPU"),
    f("gpu_count", "GPU count", "Количество GPU", { numeric: true }),
    f("vram_gb", "VRAM", "Видеопамять", { numeric: true, unit: "GB" }),
    f("cpu_cores", "CPU cores", "Ядра процессора", { numeric: true }),
    f("ram_gb", "RAM", "Оперативная память", { numeric: true, unit: "GB" }),
  ],
  computing: [
    f("cpu_model", "CPU model", "Модель процессора"),
    f("cpu_cores", "vCPU", "vCPU", { numeric: true }),
    f("ram_gb", "RAM", "Оперативная память", { numeric: true, unit: "GB" }),
    f("disk_type", "Disk type", "Тип диска"),
  ],
  vpn: [
    f("protocols", "Protocols", "Протоколы", { multi: true }),
    f("devices", "Devices", "Устройства", { numeric: true }),
    f("bandwidth_gbps", "Bandwidth", "Канал", { numeric: true, unit: "Gbit/s" }),
  ],
  proxies: [
    f("proxy_type", "Proxy type", "Тип прокси"),
    f("ip_count", "IP addresses", "IP-адреса", { numeric: true }),
    f("rotation", "Rotation", "Ротация"),
    f("protocols", "Protocols", "Протоколы", { multi: true }),
  ],
};

/** Facets every listing has, whatever the category. */
export const commonFacets: FacetDef[] = [
  f("country", "Country", "Страна"),
  f("provider", "Provider", "Провайдер"),
];

export function facetsForCategory(categorySlug: string): FacetDef[] {
  return [...(categoryFacets[categorySlug] ?? []), ...commonFacets];
}
