import type { Localized, ProductOptionValue } from "@/lib/db/schema";

/**
 * Static part of the demo catalogue: the texts and reference data the generator (./generate.ts)
 * combines with seeded random choices. Everything here is fictional; provider websites use the
 * reserved `.example` top-level domain (RFC 2606).
 */

export const categorySlugs = [
  "dedicated-servers",
  "virtual-servers",
  "gpu-servers",
  "computing",
  "vpn",
  "proxies",
] as const;

export type CategorySlug = (typeof categorySlugs)[number];

export type CategoryData = {
  slug: CategorySlug;
  name: Localized;
  description: Localized;
  /** Gradient stops of the generated product images. */
  colors: [string, string];
};

export const categoryData: CategoryData[] = [
  {
    slug: "dedicated-servers",
    name: { en: "Dedicated servers", ru: "Выделенные серверы" },
    description: {
      en: "Single-tenant bare-metal machines with the whole CPU, memory and disks to yourself. Choose Intel Xeon or AMD EPYC hardware in data centers across Europe, America and Asia, with full root access and an IPMI console.",
      ru: "Физические серверы, которые целиком принадлежат вам: процессор, память и диски не делятся с другими клиентами. Intel Xeon или AMD EPYC в дата-центрах Европы, Америки и Азии, полный root-доступ и консоль IPMI.",
    },
    colors: ["#1e3a8a", "#0ea5e9"],
  },
  {
    slug: "virtual-servers",
    name: { en: "Virtual servers", ru: "Виртуальные серверы" },
    description: {
      en: "Linux and Windows VPS on NVMe storage with guaranteed vCPU and RAM. Deployed in minutes, resized as you grow and billed monthly.",
      ru: "VPS на Linux и Windows с NVMe-дисками и гарантированными vCPU и памятью. Готовы за несколько минут, легко масштабируются, оплата помесячно.",
    },
    colors: ["#4c1d95", "#a855f7"],
  },
  {
    slug: "gpu-servers",
    name: { en: "GPU servers", ru: "GPU-серверы" },
    description: {
      en: "NVIDIA H100, A100, L40S and RTX 4090 machines for training, fine-tuning and inference — from a single card for experiments to eight-GPU nodes with NVLink.",
      ru: "Серверы с NVIDIA H100, A100, L40S и RTX 4090 для обучения, дообучения и инференса моделей — от одной карты для экспериментов до узлов с восемью GPU и NVLink.",
    },
    colors: ["#14532d", "#22c55e"],
  },
  {
    slug: "computing",
    name: { en: "Computing", ru: "Вычисления" },
    description: {
      en: "Compute capacity on demand: CPU-optimised instances for batch jobs, CI and rendering, Arm instances, and ready-to-join nodes for your Kubernetes clusters.",
      ru: "Вычислительные мощности по требованию: инстансы с упором на процессор для пакетных задач, CI и рендеринга, инстансы на Arm и готовые узлы для ваших кластеров Kubernetes.",
    },
    colors: ["#7c2d12", "#f97316"],
  },
  {
    slug: "vpn",
    name: { en: "VPN", ru: "VPN" },
    description: {
      en: "Private, encrypted connections over WireGuard, OpenVPN and IKEv2 for individuals and teams, with exit nodes in more than fifteen countries.",
      ru: "Защищённое зашифрованное подключение по WireGuard, OpenVPN и IKEv2 для частных пользователей и команд, с точками выхода более чем в пятнадцати странах.",
    },
    colors: ["#134e4a", "#14b8a6"],
  },
  {
    slug: "proxies",
    name: { en: "Proxies", ru: "Прокси" },
    description: {
      en: "Residential, datacenter and mobile proxies with HTTP(S) and SOCKS5 support, per-request or sticky rotation and country-level targeting.",
      ru: "Резидентные, серверные и мобильные прокси с поддержкой HTTP(S) и SOCKS5, ротацией на каждый запрос или с удержанием сессии и выбором страны.",
    },
    colors: ["#831843", "#ec4899"],
  },
];

export type OptionData = {
  key: string;
  name: Localized;
  required: boolean;
  values: ProductOptionValue[];
};

export type ProductData = {
  slug: string;
  category: CategorySlug;
  name: Localized;
  description: Localized;
  /** Relative share of the generated offers. */
  weight: number;
  options: OptionData[];
};

const v = (value: string, en: string, ru: string, priceCents = 0): ProductOptionValue => ({
  value,
  label: { en, ru },
  price_cents: priceCents,
});

const linuxOs: OptionData = {
  key: "os",
  name: { en: "Operating system", ru: "Операционная система" },
  required: true,
  values: [
    v("ubuntu-24-04", "Ubuntu 24.04 LTS", "Ubuntu 24.04 LTS"),
    v("debian-12", "Debian 12", "Debian 12"),
    v("almalinux-9", "AlmaLinux 9", "AlmaLinux 9"),
    v("rocky-linux-9", "Rocky Linux 9", "Rocky Linux 9"),
  ],
};

const serverOs: OptionData = {
  ...linuxOs,
  values: [
    ...linuxOs.values,
    v("proxmox-ve-8", "Proxmox VE 8", "Proxmox VE 8"),
    v("windows-server-2022", "Windows Server 2022 Standard", "Windows Server 2022 Standard", 2900),
  ],
};

const windowsOs: OptionData = {
  key: "os",
  name: { en: "Operating system", ru: "Операционная система" },
  required: true,
  values: [
    v("windows-server-2022", "Windows Server 2022 Standard", "Windows Server 2022 Standard"),
    v("windows-server-2025", "Windows Server 2025 Standard", "Windows Server 2025 Standard"),
    v("windows-server-2019", "Windows Server 2019 Standard", "Windows Server 2019 Standard"),
  ],
};

const gpuOs: OptionData = {
  key: "os",
  name: { en: "Operating system", ru: "Операционная система" },
  required: true,
  values: [
    v("ubuntu-22-04-cuda", "Ubuntu 22.04 + CUDA 12", "Ubuntu 22.04 + CUDA 12"),
    v("ubuntu-24-04-cuda", "Ubuntu 24.04 + CUDA 12", "Ubuntu 24.04 + CUDA 12"),
    v("ubuntu-24-04-pytorch", "Ubuntu 24.04 + PyTorch", "Ubuntu 24.04 + PyTorch"),
    v("debian-12", "Debian 12 (drivers only)", "Debian 12 (только драйверы)"),
  ],
};

const raid: OptionData = {
  key: "raid",
  name: { en: "RAID", ru: "RAID-массив" },
  required: true,
  values: [
    v("raid1", "Software RAID 1", "Программный RAID 1"),
    v("raid10", "Software RAID 10", "Программный RAID 10"),
    v("none", "No RAID", "Без RAID"),
    v("hw-raid", "Hardware RAID controller", "Аппаратный RAID-контроллер", 1500),
  ],
};

const serverIpv4: OptionData = {
  key: "ipv4",
  name: { en: "IPv4 addresses", ru: "Адреса IPv4" },
  required: true,
  values: [
    v("1", "1 IPv4 address", "1 адрес IPv4"),
    v("subnet-29", "/29 subnet (6 usable)", "Подсеть /29 (6 адресов)", 1200),
    v("subnet-28", "/28 subnet (14 usable)", "Подсеть /28 (14 адресов)", 2600),
  ],
};

const vpsIpv4: OptionData = {
  key: "ipv4",
  name: { en: "Extra IPv4", ru: "Дополнительный IPv4" },
  required: false,
  values: [
    v("none", "No extra address", "Без дополнительного адреса"),
    v("1", "1 extra IPv4 address", "1 дополнительный адрес IPv4", 250),
    v("2", "2 extra IPv4 addresses", "2 дополнительных адреса IPv4", 500),
  ],
};

const backup: OptionData = {
  key: "backup",
  name: { en: "Backups", ru: "Резервное копирование" },
  required: true,
  values: [
    v("none", "No backups", "Без резервного копирования"),
    v("weekly", "Weekly backups, 4 copies", "Еженедельно, 4 копии", 150),
    v("daily", "Daily backups, 7 copies", "Ежедневно, 7 копий", 400),
  ],
};

const serverBackup: OptionData = {
  ...backup,
  values: [
    v("none", "No backup space", "Без места под бэкапы"),
    v("500gb", "500 GB backup space", "500 ГБ для бэкапов", 500),
    v("2tb", "2 TB backup space", "2 ТБ для бэкапов", 1500),
  ],
};

const term: OptionData = {
  key: "term",
  name: { en: "Contract term", ru: "Срок договора" },
  required: true,
  values: [
    v("1m", "Monthly, cancel any time", "Помесячно, отказ в любой момент"),
    v("3m", "3 months", "3 месяца"),
    v("12m", "12 months", "12 месяцев"),
  ],
};

const extraNvme: OptionData = {
  key: "storage",
  name: { en: "Extra storage", ru: "Дополнительный диск" },
  required: false,
  values: [
    v("none", "No extra storage", "Без дополнительного диска"),
    v("nvme-3-84tb", "+ 3.84 TB NVMe", "+ 3,84 ТБ NVMe", 4500),
    v("nvme-7-68tb", "+ 7.68 TB NVMe", "+ 7,68 ТБ NVMe", 8500),
  ],
};

const k8sVersion: OptionData = {
  key: "kubernetes",
  name: { en: "Kubernetes version", ru: "Версия Kubernetes" },
  required: true,
  values: [
    v("1-33", "Kubernetes 1.33", "Kubernetes 1.33"),
    v("1-32", "Kubernetes 1.32", "Kubernetes 1.32"),
    v("1-31", "Kubernetes 1.31", "Kubernetes 1.31"),
  ],
};

const privateNetwork: OptionData = {
  key: "network",
  name: { en: "Private network", ru: "Приватная сеть" },
  required: true,
  values: [
    v("none", "Public network only", "Только публичная сеть"),
    v("vlan", "Private VLAN, 10 Gbit/s", "Приватный VLAN, 10 Гбит/с", 300),
  ],
};

const vpnIp: OptionData = {
  key: "ipv4",
  name: { en: "Exit IP address", ru: "IP-адрес выхода" },
  required: true,
  values: [
    v("shared", "Shared IP address", "Общий IP-адрес"),
    v("dedicated", "Dedicated static IP", "Выделенный статический IP", 400),
  ],
};

const support: OptionData = {
  key: "support",
  name: { en: "Support", ru: "Поддержка" },
  required: true,
  values: [
    v("standard", "Standard support", "Стандартная поддержка"),
    v("priority", "Priority support, 15-minute response", "Приоритетная поддержка, ответ за 15 минут", 900),
  ],
};

const sso: OptionData = {
  key: "sso",
  name: { en: "Single sign-on", ru: "Единый вход (SSO)" },
  required: false,
  values: [
    v("none", "Password sign-in", "Вход по паролю"),
    v("saml", "SAML / OpenID Connect SSO", "SSO через SAML / OpenID Connect", 1500),
  ],
};

const proxyAuth: OptionData = {
  key: "auth",
  name: { en: "Authentication", ru: "Авторизация" },
  required: true,
  values: [
    v("password", "Username and password", "Логин и пароль"),
    v("ip-allowlist", "IP allow-list", "Белый список IP"),
  ],
};

const proxyTargeting: OptionData = {
  key: "targeting",
  name: { en: "Geo-targeting", ru: "Геотаргетинг" },
  required: true,
  values: [
    v("country", "Country", "Страна"),
    v("city", "City", "Город", 500),
    v("asn", "City and ISP (ASN)", "Город и провайдер (ASN)", 1000),
  ],
};

export const productData: ProductData[] = [
  {
    slug: "intel-xeon-servers",
    category: "dedicated-servers",
    name: { en: "Intel Xeon servers", ru: "Серверы на Intel Xeon" },
    description: {
      en: "Bare-metal servers on Intel Xeon E and Xeon Scalable processors with ECC memory, NVMe storage and up to 25 Gbit/s uplinks. A dependable choice for databases, web farms and virtualisation.",
      ru: "Выделенные серверы на процессорах Intel Xeon E и Xeon Scalable с памятью ECC, NVMe-накопителями и каналом до 25 Гбит/с. Надёжный выбор для баз данных, веб-проектов и виртуализации.",
    },
    weight: 1.3,
    options: [serverOs, raid, serverIpv4, serverBackup],
  },
  {
    slug: "amd-epyc-servers",
    category: "dedicated-servers",
    name: { en: "AMD EPYC servers", ru: "Серверы на AMD EPYC" },
    description: {
      en: "High-core-count AMD EPYC machines with plenty of memory bandwidth and PCIe lanes. Ideal for dense virtualisation, analytics and busy application servers.",
      ru: "Серверы на AMD EPYC с большим числом ядер, высокой пропускной способностью памяти и множеством линий PCIe. Подходят для плотной виртуализации, аналитики и нагруженных приложений.",
    },
    weight: 1.3,
    options: [serverOs, raid, serverIpv4, term],
  },
  {
    slug: "storage-servers",
    category: "dedicated-servers",
    name: { en: "Storage servers", ru: "Серверы хранения" },
    description: {
      en: "Large-capacity servers with many HDD bays and an NVMe cache, for backups, object storage, media archives and data lakes.",
      ru: "Серверы большой ёмкости с множеством отсеков под HDD и NVMe-кешем — для резервных копий, объектного хранилища, медиаархивов и озёр данных.",
    },
    weight: 0.9,
    options: [serverOs, raid, serverIpv4],
  },
  {
    slug: "linux-vps",
    category: "virtual-servers",
    name: { en: "Linux VPS", ru: "Linux VPS" },
    description: {
      en: "KVM virtual servers with guaranteed vCPU, NVMe storage and a choice of popular distributions. Root access, snapshots and a public IPv4 address included.",
      ru: "Виртуальные серверы на KVM с гарантированными vCPU, NVMe-дисками и популярными дистрибутивами на выбор. Root-доступ, снапшоты и публичный IPv4 включены.",
    },
    weight: 1.6,
    options: [linuxOs, backup, vpsIpv4],
  },
  {
    slug: "windows-vps",
    category: "virtual-servers",
    name: { en: "Windows VPS", ru: "Windows VPS" },
    description: {
      en: "Virtual servers with a licensed Windows Server, remote desktop access and fast NVMe disks — ready for accounting software, trading terminals and office applications.",
      ru: "Виртуальные серверы с лицензионной Windows Server, доступом по RDP и быстрыми NVMe-дисками — готовы для 1С, торговых терминалов и офисных приложений.",
    },
    weight: 1.1,
    options: [windowsOs, backup, vpsIpv4],
  },
  {
    slug: "high-frequency-vps",
    category: "virtual-servers",
    name: { en: "High-frequency VPS", ru: "Высокочастотные VPS" },
    description: {
      en: "VPS on AMD Ryzen and Intel Core cores running at 4.5 GHz and above, for game servers, latency-sensitive APIs and single-threaded workloads.",
      ru: "VPS на ядрах AMD Ryzen и Intel Core с частотой от 4,5 ГГц — для игровых серверов, чувствительных к задержкам API и однопоточных задач.",
    },
    weight: 1.0,
    options: [linuxOs, backup],
  },
  {
    slug: "nvidia-h100",
    category: "gpu-servers",
    name: { en: "NVIDIA H100 servers", ru: "Серверы с NVIDIA H100" },
    description: {
      en: "Hopper-generation GPUs with 80 GB of HBM3 and NVLink for training large language models and high-throughput inference.",
      ru: "GPU поколения Hopper с 80 ГБ памяти HBM3 и NVLink для обучения больших языковых моделей и высокопроизводительного инференса.",
    },
    weight: 0.8,
    options: [gpuOs, extraNvme, term],
  },
  {
    slug: "nvidia-a100",
    category: "gpu-servers",
    name: { en: "NVIDIA A100 servers", ru: "Серверы с NVIDIA A100" },
    description: {
      en: "Proven Ampere data-center GPUs with 40 or 80 GB of memory — a cost-effective workhorse for training, fine-tuning and scientific computing.",
      ru: "Проверенные GPU Ampere для дата-центров с 40 или 80 ГБ памяти — экономичная рабочая лошадка для обучения, дообучения и научных расчётов.",
    },
    weight: 0.8,
    options: [gpuOs, extraNvme, term],
  },
  {
    slug: "nvidia-l40s",
    category: "gpu-servers",
    name: { en: "NVIDIA L40S servers", ru: "Серверы с NVIDIA L40S" },
    description: {
      en: "Ada Lovelace data-center GPUs with 48 GB of memory, well balanced for inference, generative AI and 3D graphics.",
      ru: "GPU Ada Lovelace для дата-центров с 48 ГБ памяти — сбалансированный вариант для инференса, генеративного ИИ и 3D-графики.",
    },
    weight: 0.6,
    options: [gpuOs, extraNvme],
  },
  {
    slug: "rtx-4090-servers",
    category: "gpu-servers",
    name: { en: "RTX 4090 servers", ru: "Серверы с RTX 4090" },
    description: {
      en: "Flagship GeForce GPUs with 24 GB of GDDR6X in rack servers: an excellent price per TFLOP for inference, image generation, rendering and experiments.",
      ru: "Флагманские видеокарты GeForce с 24 ГБ GDDR6X в стоечных серверах: отличная цена за терафлопс для инференса, генерации изображений, рендеринга и экспериментов.",
    },
    weight: 0.9,
    options: [gpuOs, extraNvme],
  },
  {
    slug: "cpu-compute",
    category: "computing",
    name: { en: "CPU compute instances", ru: "Вычислительные инстансы CPU" },
    description: {
      en: "Compute-optimised instances with dedicated high-frequency cores for CI pipelines, rendering, video transcoding and batch processing.",
      ru: "Инстансы, оптимизированные для вычислений, с выделенными высокочастотными ядрами — для CI-конвейеров, рендеринга, транскодирования видео и пакетной обработки.",
    },
    weight: 1.0,
    options: [linuxOs, privateNetwork, term],
  },
  {
    slug: "kubernetes-nodes",
    category: "computing",
    name: { en: "Kubernetes nodes", ru: "Узлы Kubernetes" },
    description: {
      en: "Worker nodes prepared for managed or self-hosted Kubernetes: containerd, private networking and joining your cluster within minutes.",
      ru: "Рабочие узлы, подготовленные для управляемого или собственного Kubernetes: containerd, приватная сеть и подключение к кластеру за несколько минут.",
    },
    weight: 0.9,
    options: [k8sVersion, privateNetwork, backup],
  },
  {
    slug: "arm-compute",
    category: "computing",
    name: { en: "Arm compute instances", ru: "Вычислительные инстансы на Arm" },
    description: {
      en: "Energy-efficient Ampere Altra instances with many Arm cores — great price-performance for web services, containers and native Arm builds.",
      ru: "Энергоэффективные инстансы на Ampere Altra с большим числом ядер Arm — отличное соотношение цены и производительности для веб-сервисов, контейнеров и сборок под Arm.",
    },
    weight: 0.7,
    options: [linuxOs, privateNetwork],
  },
  {
    slug: "personal-vpn",
    category: "vpn",
    name: { en: "Personal VPN", ru: "Личный VPN" },
    description: {
      en: "A private VPN for your own devices over WireGuard or OpenVPN, with a no-logs policy and unlimited traffic.",
      ru: "Личный VPN для ваших устройств по WireGuard или OpenVPN, без хранения логов и с безлимитным трафиком.",
    },
    weight: 1.0,
    options: [vpnIp, term],
  },
  {
    slug: "business-vpn",
    category: "vpn",
    name: { en: "Business VPN", ru: "VPN для бизнеса" },
    description: {
      en: "Team VPN with a dedicated gateway, static IP, user management and single sign-on, giving staff secure access to internal services.",
      ru: "Корпоративный VPN с выделенным шлюзом, статическим IP, управлением пользователями и единым входом — безопасный доступ сотрудников к внутренним сервисам.",
    },
    weight: 0.8,
    options: [sso, support, term],
  },
  {
    slug: "residential-proxies",
    category: "proxies",
    name: { en: "Residential proxies", ru: "Резидентные прокси" },
    description: {
      en: "IP addresses of real home internet connections in dozens of countries. Best for price monitoring, ad verification and testing localised websites.",
      ru: "IP-адреса реальных домашних подключений в десятках стран. Лучший выбор для мониторинга цен, проверки рекламы и тестирования локализованных версий сайтов.",
    },
    weight: 1.0,
    options: [proxyAuth, proxyTargeting],
  },
  {
    slug: "datacenter-proxies",
    category: "proxies",
    name: { en: "Datacenter proxies", ru: "Серверные прокси" },
    description: {
      en: "Fast, stable proxies on data-center IP ranges with 1 Gbit/s uplinks — the most affordable way to run high-volume scraping and automation.",
      ru: "Быстрые и стабильные прокси на IP-адресах дата-центров с каналом 1 Гбит/с — самый доступный способ для массового парсинга и автоматизации.",
    },
    weight: 1.0,
    options: [proxyAuth, term],
  },
  {
    slug: "mobile-proxies",
    category: "proxies",
    name: { en: "Mobile proxies", ru: "Мобильные прокси" },
    description: {
      en: "4G and 5G proxies on carrier IP addresses shared by thousands of real subscribers, with an IP change on demand — the hardest to block.",
      ru: "Прокси 4G и 5G на IP-адресах операторов связи, которые делят тысячи реальных абонентов, со сменой IP по запросу — их сложнее всего заблокировать.",
    },
    weight: 0.7,
    options: [proxyAuth, proxyTargeting],
  },
];

export type DataCenterData = {
  /** Short site code, used to reference the data center below. */
  code: string;
  name: string;
  country: string;
  city: string;
  tier: number;
  /** Relative price level of the site (land, power, transit). */
  priceFactor: number;
};

export const dataCenterData: DataCenterData[] = [
  { code: "FRA-2", name: "FRA-2 Frankfurt", country: "DE", city: "Frankfurt am Main", tier: 3, priceFactor: 1.0 },
  { code: "NUE-1", name: "NUE-1 Nuremberg", country: "DE", city: "Nuremberg", tier: 3, priceFactor: 0.92 },
  { code: "AMS-3", name: "AMS-3 Amsterdam", country: "NL", city: "Amsterdam", tier: 4, priceFactor: 1.02 },
  { code: "PAR-1", name: "PAR-1 Paris", country: "FR", city: "Paris", tier: 3, priceFactor: 1.04 },
  { code: "LON-2", name: "LON-2 London Docklands", country: "GB", city: "London", tier: 4, priceFactor: 1.1 },
  { code: "DUB-1", name: "DUB-1 Dublin", country: "IE", city: "Dublin", tier: 3, priceFactor: 1.06 },
  { code: "ASH-1", name: "ASH-1 Ashburn", country: "US", city: "Ashburn, VA", tier: 4, priceFactor: 1.0 },
  { code: "DAL-1", name: "DAL-1 Dallas", country: "US", city: "Dallas, TX", tier: 3, priceFactor: 0.95 },
  { code: "LAX-2", name: "LAX-2 Los Angeles", country: "US", city: "Los Angeles, CA", tier: 3, priceFactor: 1.05 },
  { code: "YYZ-1", name: "YYZ-1 Toronto", country: "CA", city: "Toronto", tier: 3, priceFactor: 1.03 },
  { code: "HEL-1", name: "HEL-1 Helsinki", country: "FI", city: "Helsinki", tier: 3, priceFactor: 0.9 },
  { code: "STO-1", name: "STO-1 Stockholm", country: "SE", city: "Stockholm", tier: 3, priceFactor: 0.96 },
  { code: "WAW-1", name: "WAW-1 Warsaw", country: "PL", city: "Warsaw", tier: 3, priceFactor: 0.88 },
  { code: "MAD-1", name: "MAD-1 Madrid", country: "ES", city: "Madrid", tier: 3, priceFactor: 0.97 },
  { code: "MIL-1", name: "MIL-1 Milan", country: "IT", city: "Milan", tier: 3, priceFactor: 1.02 },
  { code: "ZRH-1", name: "ZRH-1 Zurich", country: "CH", city: "Zurich", tier: 4, priceFactor: 1.18 },
  { code: "SIN-1", name: "SIN-1 Singapore", country: "SG", city: "Singapore", tier: 3, priceFactor: 1.15 },
  { code: "TYO-2", name: "TYO-2 Tokyo", country: "JP", city: "Tokyo", tier: 4, priceFactor: 1.18 },
  { code: "SYD-1", name: "SYD-1 Sydney", country: "AU", city: "Sydney", tier: 3, priceFactor: 1.16 },
  { code: "GRU-1", name: "GRU-1 São Paulo", country: "BR", city: "São Paulo", tier: 3, priceFactor: 1.12 },
];

export type ProviderData = {
  slug: string;
  name: string;
  country: string;
  website: string;
  foundedYear: number;
  description: Localized;
  /** Categories the provider sells in; `products`, when set, narrows to those products. */
  categories: CategorySlug[];
  products?: string[];
  /** Codes of the data centers it operates in (see dataCenterData). */
  dataCenters: string[];
  /** Relative price level of the provider. */
  priceFactor: number;
  color: string;
};

export const providerData: ProviderData[] = [
  {
    slug: "northbeam-hosting",
    name: "Northbeam Hosting",
    country: "NL",
    website: "https://northbeam.example",
    foundedYear: 2009,
    description: {
      en: "Amsterdam-based hosting company running its own racks in European data centers, known for solid Intel and AMD dedicated servers and friendly round-the-clock support.",
      ru: "Хостинг-компания из Амстердама со своими стойками в европейских дата-центрах. Известна надёжными выделенными серверами на Intel и AMD и дружелюбной круглосуточной поддержкой.",
    },
    categories: ["dedicated-servers", "virtual-servers", "computing"],
    dataCenters: ["AMS-3", "FRA-2", "LON-2", "PAR-1", "MAD-1", "DUB-1"],
    priceFactor: 1.0,
    color: "#2563eb",
  },
  {
    slug: "kestrel-cloud",
    name: "Kestrel Cloud",
    country: "DE",
    website: "https://kestrel-cloud.example",
    foundedYear: 2014,
    description: {
      en: "German cloud provider offering KVM virtual servers, compute instances and GPU nodes from Frankfurt, Nuremberg and partner sites abroad, operated in line with the GDPR.",
      ru: "Немецкий облачный провайдер: виртуальные серверы на KVM, вычислительные инстансы и GPU-узлы во Франкфурте, Нюрнберге и на партнёрских площадках за рубежом, с работой по правилам GDPR.",
    },
    categories: ["virtual-servers", "computing", "gpu-servers"],
    products: ["linux-vps", "windows-vps", "high-frequency-vps", "cpu-compute", "kubernetes-nodes", "arm-compute", "nvidia-a100", "nvidia-l40s", "rtx-4090-servers"],
    dataCenters: ["FRA-2", "NUE-1", "ASH-1", "GRU-1", "MIL-1"],
    priceFactor: 0.94,
    color: "#dc2626",
  },
  {
    slug: "tessera-compute",
    name: "Tessera Compute",
    country: "US",
    website: "https://tessera-compute.example",
    foundedYear: 2018,
    description: {
      en: "GPU-focused cloud from Virginia building H100 and A100 clusters with InfiniBand for AI teams, from single nodes to reserved capacity.",
      ru: "GPU-облако из Вирджинии: кластеры H100 и A100 с InfiniBand для команд, работающих с ИИ, — от отдельных узлов до зарезервированных мощностей.",
    },
    categories: ["gpu-servers", "computing"],
    products: ["nvidia-h100", "nvidia-a100", "cpu-compute", "kubernetes-nodes"],
    dataCenters: ["ASH-1", "DAL-1", "LAX-2", "YYZ-1"],
    priceFactor: 1.08,
    color: "#7c3aed",
  },
  {
    slug: "halvard-networks",
    name: "Halvard Networks",
    country: "FI",
    website: "https://halvard.example",
    foundedYear: 2011,
    description: {
      en: "Nordic operator with data centers in Helsinki and Stockholm running on renewable energy and free cooling; dedicated servers, VPS and VPN.",
      ru: "Северный оператор с дата-центрами в Хельсинки и Стокгольме, которые работают на возобновляемой энергии и естественном охлаждении: выделенные серверы, VPS и VPN.",
    },
    categories: ["dedicated-servers", "virtual-servers", "vpn"],
    dataCenters: ["HEL-1", "STO-1", "FRA-2", "WAW-1"],
    priceFactor: 0.9,
    color: "#0891b2",
  },
  {
    slug: "meridian-edge",
    name: "Meridian Edge",
    country: "SG",
    website: "https://meridian-edge.example",
    foundedYear: 2016,
    description: {
      en: "Asia-Pacific edge network with points of presence in Singapore, Tokyo and Sydney, offering low-latency VPS, VPN and proxy services for the region.",
      ru: "Граничная сеть в Азиатско-Тихоокеанском регионе с площадками в Сингапуре, Токио и Сиднее: VPS, VPN и прокси с низкой задержкой для всего региона.",
    },
    categories: ["virtual-servers", "vpn", "proxies"],
    dataCenters: ["SIN-1", "TYO-2", "SYD-1", "LAX-2"],
    priceFactor: 1.05,
    color: "#ea580c",
  },
  {
    slug: "ironpine-data-centers",
    name: "Ironpine Data Centers",
    country: "CA",
    website: "https://ironpine.example",
    foundedYear: 2006,
    description: {
      en: "Canadian-American operator of Tier III and Tier IV facilities, specialising in storage-heavy and high-memory dedicated servers and GPU nodes.",
      ru: "Канадско-американский оператор дата-центров уровней Tier III и Tier IV, специализирующийся на серверах хранения, выделенных серверах с большим объёмом памяти и GPU-узлах.",
    },
    categories: ["dedicated-servers", "gpu-servers"],
    products: ["intel-xeon-servers", "amd-epyc-servers", "storage-servers", "nvidia-h100", "nvidia-a100"],
    dataCenters: ["YYZ-1", "ASH-1", "DAL-1", "AMS-3"],
    priceFactor: 1.04,
    color: "#15803d",
  },
  {
    slug: "corvid-proxy-network",
    name: "Corvid Proxy Network",
    country: "GB",
    website: "https://corvid-proxy.example",
    foundedYear: 2019,
    description: {
      en: "London-based proxy provider with an ethically sourced residential pool, mobile carriers in more than twenty countries and fast datacenter ranges.",
      ru: "Лондонский провайдер прокси: резидентный пул, собранный с согласия пользователей, мобильные операторы более чем в двадцати странах и быстрые серверные подсети.",
    },
    categories: ["proxies"],
    dataCenters: ["LON-2", "DUB-1", "FRA-2", "ASH-1", "GRU-1", "SIN-1", "TYO-2", "MAD-1", "MIL-1", "WAW-1"],
    priceFactor: 1.0,
    color: "#111827",
  },
  {
    slug: "quietpath-vpn",
    name: "Quietpath VPN",
    country: "CH",
    website: "https://quietpath.example",
    foundedYear: 2015,
    description: {
      en: "Swiss privacy company running independently audited no-logs VPN infrastructure for individuals and businesses.",
      ru: "Швейцарская компания в сфере приватности с VPN-инфраструктурой без логов, прошедшей независимый аудит, для частных лиц и бизнеса.",
    },
    categories: ["vpn"],
    dataCenters: ["ZRH-1", "STO-1", "AMS-3", "LON-2", "YYZ-1", "SIN-1", "SYD-1", "GRU-1", "PAR-1", "TYO-2"],
    priceFactor: 1.08,
    color: "#be123c",
  },
  {
    slug: "brightwater-systems",
    name: "Brightwater Systems",
    country: "PL",
    website: "https://brightwater.example",
    foundedYear: 2012,
    description: {
      en: "Central European provider from Warsaw offering affordable dedicated and virtual servers and compute, with support in several languages.",
      ru: "Центральноевропейский провайдер из Варшавы: недорогие выделенные и виртуальные серверы, вычислительные мощности и поддержка на нескольких языках.",
    },
    categories: ["dedicated-servers", "virtual-servers", "computing"],
    dataCenters: ["WAW-1", "FRA-2", "HEL-1", "MIL-1"],
    priceFactor: 0.86,
    color: "#0d9488",
  },
  {
    slug: "veloxa-gpu-cloud",
    name: "Veloxa GPU Cloud",
    country: "FR",
    website: "https://veloxa.example",
    foundedYear: 2020,
    description: {
      en: "Paris-based GPU cloud offering RTX 4090 and L40S servers for inference, rendering and generative AI at startup-friendly prices.",
      ru: "GPU-облако из Парижа: серверы с RTX 4090 и L40S для инференса, рендеринга и генеративного ИИ по ценам, доступным стартапам.",
    },
    categories: ["gpu-servers", "computing"],
    products: ["rtx-4090-servers", "nvidia-l40s", "cpu-compute"],
    dataCenters: ["PAR-1", "AMS-3", "MAD-1", "ZRH-1"],
    priceFactor: 0.92,
    color: "#9333ea",
  },
];

export type ArticleData = {
  slug: string;
  /** Category whose colours and icon the article image uses. */
  topic: CategorySlug;
  publishedAt: string;
  title: Localized;
  excerpt: Localized;
  /** Plain text, paragraphs separated by a blank line. */
  body: Localized;
};

const paragraphs = (...items: string[]) => items.join("\n\n");

export const articleData: ArticleData[] = [
  {
    slug: "how-to-choose-a-dedicated-server",
    topic: "dedicated-servers",
    publishedAt: "2026-01-20T09:00:00.000Z",
    title: {
      en: "How to choose a dedicated server: CPU, memory, disks and network",
      ru: "Как выбрать выделенный сервер: процессор, память, диски и сеть",
    },
    excerpt: {
      en: "A practical checklist for sizing a bare-metal server so you neither overpay for idle cores nor run out of I/O on launch day.",
      ru: "Практический чек-лист по подбору выделенного сервера: чтобы не переплачивать за простаивающие ядра и не упереться в дисковую подсистему в день запуска.",
    },
    body: {
      en: paragraphs(
        "Start with the workload, not the spec sheet. Write down what the server will actually do: serve a web application, host a database, run virtual machines or crunch batch jobs. Each of these stresses a different part of the machine, and the cheapest way to get good performance is to spend money where the bottleneck will be.",
        "CPU. Single-threaded workloads such as many PHP applications, game servers and some databases benefit from high clock speeds, so a Xeon E or a desktop-class processor running above 4 GHz often beats a many-core chip. Virtualisation, container hosts, CI runners and analytics scale with cores: here an AMD EPYC or a Xeon Scalable with 24–64 cores gives a far better price per job. Look at the generation as well as the core count — a modern 16-core CPU can outperform an older 24-core one.",
        "Memory. Plan for the working set plus headroom. A database should ideally keep its hot data and indexes in RAM; a virtualisation host needs the sum of its guests plus 10–15 % for the hypervisor. Always choose ECC memory for production servers: silent bit flips are rare, but when they happen they corrupt data quietly.",
        "Storage. NVMe drives deliver several times the IOPS of SATA SSDs and are now the default for databases and anything latency-sensitive. Use HDDs only where capacity per euro matters more than speed — backups, archives and media libraries. Order at least two drives and run RAID 1 or RAID 10, because on a single-disk server a routine drive failure becomes an outage.",
        "Network and location. Check the port speed (1 Gbit/s is standard, 10 Gbit/s for streaming, backups and busy APIs) and whether traffic is unmetered or capped. Put the server close to your users: every thousand kilometres adds roughly 10 ms of round-trip time. Finally, compare delivery times and support terms — a provider that installs the server within an hour and answers tickets at night is worth a few euros more per month.",
      ),
      ru: paragraphs(
        "Начинайте с задачи, а не с характеристик. Запишите, что именно будет делать сервер: обслуживать веб-приложение, держать базу данных, запускать виртуальные машины или выполнять пакетные вычисления. Каждая из этих задач нагружает разные компоненты, и самый дешёвый способ получить хорошую производительность — вкладываться в то, что станет узким местом.",
        "Процессор. Однопоточным нагрузкам — многим PHP-приложениям, игровым серверам, части баз данных — важна высокая частота, поэтому Xeon E или процессор десктопного класса с частотой выше 4 ГГц нередко обгоняет многоядерный чип. Виртуализация, хосты контейнеров, CI-раннеры и аналитика масштабируются по ядрам: здесь AMD EPYC или Xeon Scalable на 24–64 ядра дают гораздо лучшую цену за задачу. Смотрите не только на число ядер, но и на поколение: современный 16-ядерный процессор может оказаться быстрее старого 24-ядерного.",
        "Память. Закладывайте рабочий набор данных плюс запас. Базе данных желательно держать в оперативной памяти горячие данные и индексы; хосту виртуализации нужна сумма памяти всех гостевых машин и ещё 10–15 % для гипервизора. Для рабочих серверов всегда выбирайте память с ECC: случайные сбои битов редки, но, когда они случаются, данные портятся незаметно.",
        "Диски. NVMe-накопители выдают в несколько раз больше IOPS, чем SATA SSD, и сегодня это стандарт для баз данных и всего, что чувствительно к задержкам. HDD имеет смысл только там, где объём на каждый евро важнее скорости: резервные копии, архивы, медиатеки. Заказывайте минимум два диска и собирайте RAID 1 или RAID 10 — на сервере с одним диском обычная поломка накопителя превращается в простой.",
        "Сеть и расположение. Уточните скорость порта (1 Гбит/с — стандарт, 10 Гбит/с — для стриминга, резервного копирования и нагруженных API) и то, безлимитный ли трафик. Размещайте сервер ближе к пользователям: каждая тысяча километров добавляет около 10 мс к времени отклика. Наконец, сравните сроки выдачи и условия поддержки: провайдер, который установит сервер за час и ответит на заявку ночью, стоит нескольких лишних евро в месяц.",
      ),
    },
  },
  {
    slug: "gpu-servers-for-ai-h100-a100-rtx-4090",
    topic: "gpu-servers",
    publishedAt: "2026-03-05T10:30:00.000Z",
    title: {
      en: "H100, A100 or RTX 4090: picking a GPU server for AI workloads",
      ru: "H100, A100 или RTX 4090: как выбрать GPU-сервер для задач ИИ",
    },
    excerpt: {
      en: "Memory, interconnect and price per hour matter more than peak TFLOPS. Here is how to match the GPU to training, fine-tuning and inference.",
      ru: "Объём памяти, межсоединение и цена часа работы важнее пиковых терафлопс. Рассказываем, как подобрать GPU для обучения, дообучения и инференса.",
    },
    body: {
      en: paragraphs(
        "The first question is not which GPU is fastest but whether your model fits. Model weights in 16-bit precision take about two bytes per parameter, so a 7-billion-parameter model needs roughly 14 GB just to load, and training needs three to four times more for gradients and optimiser state. If the model and its activations do not fit in the memory of one card, you will need several GPUs and a fast link between them.",
        "NVIDIA H100 is the current workhorse for training large models. With 80 GB of HBM3, the Transformer Engine with FP8 support and NVLink at 900 GB/s in the SXM version, an eight-GPU H100 node trains transformer models two to three times faster than an A100 node. It is the right choice when the time to a trained model costs more than the hardware.",
        "NVIDIA A100 remains excellent value. The 80 GB version handles fine-tuning of models up to about 30 billion parameters with LoRA or QLoRA, and mature software support means almost every framework runs on it without surprises. The 40 GB version is a good fit for classic computer vision, recommendation models and scientific computing.",
        "RTX 4090 and L40S are inference and experimentation cards. The 4090 has 24 GB of fast GDDR6X and outstanding performance per euro for serving quantised language models, image generation and rendering, but it lacks NVLink and is not meant for multi-node training. The L40S offers 48 GB in a data-center form factor and is a comfortable middle ground for production inference.",
        "Before you order, check the rest of the box: enough CPU cores and RAM to keep the GPUs fed with data (a common rule is at least 8 cores per GPU and twice as much system memory as VRAM), fast NVMe scratch storage, and a network of 10 Gbit/s or more for datasets. Rent by the month for steady workloads and by the hour for short experiments.",
      ),
      ru: paragraphs(
        "Первый вопрос — не какой GPU быстрее, а поместится ли ваша модель. Веса в 16-битной точности занимают около двух байт на параметр, поэтому модели на 7 миллиардов параметров нужно примерно 14 ГБ только для загрузки, а для обучения — в три-четыре раза больше из-за градиентов и состояния оптимизатора. Если модель вместе с активациями не помещается в память одной карты, понадобится несколько GPU и быстрое соединение между ними.",
        "NVIDIA H100 — основная рабочая лошадка для обучения больших моделей. 80 ГБ памяти HBM3, Transformer Engine с поддержкой FP8 и NVLink на 900 ГБ/с в версии SXM позволяют узлу с восемью H100 обучать трансформеры в два-три раза быстрее, чем узлу на A100. Это правильный выбор, когда время до готовой модели стоит дороже оборудования.",
        "NVIDIA A100 по-прежнему очень выгодна. Версия на 80 ГБ справляется с дообучением моделей примерно до 30 миллиардов параметров с помощью LoRA или QLoRA, а зрелая программная поддержка означает, что почти любой фреймворк работает на ней без сюрпризов. Версия на 40 ГБ хорошо подходит для классического компьютерного зрения, рекомендательных моделей и научных расчётов.",
        "RTX 4090 и L40S — карты для инференса и экспериментов. У 4090 24 ГБ быстрой памяти GDDR6X и выдающаяся производительность на каждый евро при работе с квантованными языковыми моделями, генерацией изображений и рендерингом, но у неё нет NVLink, и она не предназначена для многоузлового обучения. L40S с 48 ГБ памяти в серверном исполнении — удобная золотая середина для промышленного инференса.",
        "Перед заказом проверьте остальную конфигурацию: хватит ли ядер процессора и оперативной памяти, чтобы загружать GPU данными (распространённое правило — не меньше 8 ядер на карту и вдвое больше системной памяти, чем видеопамяти), есть ли быстрый NVMe-диск для временных файлов и сеть от 10 Гбит/с для датасетов. Для постоянной нагрузки выгоднее помесячная аренда, для коротких экспериментов — почасовая.",
      ),
    },
  },
  {
    slug: "vpn-vs-proxy",
    topic: "vpn",
    publishedAt: "2026-04-16T08:15:00.000Z",
    title: {
      en: "VPN or proxy: what is the difference and which one do you need?",
      ru: "VPN или прокси: в чём разница и что выбрать?",
    },
    excerpt: {
      en: "Both hide your IP address, but they work at different layers and solve different problems. A plain-language comparison.",
      ru: "И то и другое скрывает ваш IP-адрес, но работают они на разных уровнях и решают разные задачи. Простое сравнение без лишних терминов.",
    },
    body: {
      en: paragraphs(
        "A VPN creates an encrypted tunnel between your device and a VPN server. All of the device's traffic — browser, mail client, messengers, system updates — goes through the tunnel, and websites see the server's IP address instead of yours. Nobody between you and the server, including the operator of the Wi-Fi in a café, can read or alter that traffic.",
        "A proxy works per application or even per request. You point a browser, a scraper or a script at the proxy, and only that traffic takes the detour. An HTTP(S) or SOCKS5 proxy changes the IP address the website sees but does not by itself encrypt anything beyond what HTTPS already does. In exchange, proxies are lightweight, easy to rotate and can be bought by the hundred.",
        "Choose a VPN when you want to protect people: remote employees reaching internal systems, travellers on public networks, a team that needs a stable office IP for allow-lists. Business VPNs add user management, single sign-on and a dedicated gateway with a static address.",
        "Choose proxies when you need to automate: price and availability monitoring, search rank tracking, ad verification, checking how a site looks from another country. Datacenter proxies are the fastest and cheapest; residential and mobile proxies come from real consumer connections and are much harder for websites to tell apart from ordinary visitors.",
        "Whichever you pick, check the logging policy, the list of exit countries, the supported protocols (WireGuard is the fastest modern VPN protocol; SOCKS5 lets a proxy carry any TCP traffic) and whether the provider's terms of service allow your use case.",
      ),
      ru: paragraphs(
        "VPN создаёт зашифрованный туннель между вашим устройством и VPN-сервером. Через туннель идёт весь трафик устройства — браузер, почтовый клиент, мессенджеры, системные обновления, — а сайты видят IP-адрес сервера вместо вашего. Никто на пути между вами и сервером, включая владельца Wi-Fi в кафе, не может прочитать или подменить этот трафик.",
        "Прокси работает на уровне отдельного приложения или даже запроса. Вы указываете прокси в браузере, парсере или скрипте, и в обход идёт только этот трафик. HTTP(S)- или SOCKS5-прокси меняет IP-адрес, который видит сайт, но сам по себе ничего не шифрует сверх того, что уже делает HTTPS. Зато прокси легковесны, их просто ротировать и можно покупать сотнями.",
        "Выбирайте VPN, когда нужно защитить людей: сотрудников на удалёнке, которым нужен доступ к внутренним системам, путешественников в публичных сетях, команду, которой нужен постоянный офисный IP для белых списков. Корпоративные VPN добавляют управление пользователями, единый вход (SSO) и выделенный шлюз со статическим адресом.",
        "Выбирайте прокси, когда нужна автоматизация: мониторинг цен и наличия, отслеживание позиций в поиске, проверка рекламы, проверка того, как сайт выглядит из другой страны. Серверные прокси самые быстрые и дешёвые; резидентные и мобильные работают через реальные абонентские подключения, и сайтам гораздо сложнее отличить их от обычных посетителей.",
        "Что бы вы ни выбрали, проверьте политику хранения логов, список стран выхода, поддерживаемые протоколы (WireGuard — самый быстрый из современных VPN-протоколов, SOCKS5 позволяет передавать через прокси любой TCP-трафик) и то, разрешает ли провайдер ваш сценарий в условиях использования.",
      ),
    },
  },
  {
    slug: "data-center-tiers-explained",
    topic: "computing",
    publishedAt: "2026-06-09T12:00:00.000Z",
    title: {
      en: "Data center tiers explained: what Tier III and Tier IV really mean",
      ru: "Уровни надёжности дата-центров: что на самом деле означают Tier III и Tier IV",
    },
    excerpt: {
      en: "Uptime Institute tiers describe how much redundancy a facility has. Here is what each level guarantees and when the difference matters for your servers.",
      ru: "Классификация Uptime Institute описывает степень резервирования дата-центра. Разбираемся, что гарантирует каждый уровень и когда эта разница важна для ваших серверов.",
    },
    body: {
      en: paragraphs(
        "The tier system of the Uptime Institute rates data centers by the redundancy of their power and cooling. It says nothing about the quality of the network or the provider's support, but it is a good indicator of how likely the building itself is to take your servers down.",
        "Tier I and Tier II facilities have a single path for power and cooling, with few or some redundant components. Any maintenance on that path means downtime. Expected availability is around 99.67–99.75 %, which is up to 29 hours of outage a year — acceptable for test environments, rarely for production.",
        "Tier III is the mainstream standard for commercial data centers. Every component can be taken out for maintenance without shutting down the IT load, because there are multiple power and cooling paths, even if only one is active at a time. The design target is 99.982 % availability, or about 1.6 hours of downtime a year.",
        "Tier IV adds fault tolerance: two independent, simultaneously active paths for everything, so a single failure — a burst pipe, a failed switchboard — does not affect the servers at all. Target availability is 99.995 %, about 26 minutes a year. Tier IV sites are rarer and more expensive, and they make most sense for payment systems, trading and other workloads where minutes of downtime cost real money.",
        "Keep in mind that the tier applies to the building, not to your application. A single server in a Tier IV hall still goes down when its own power supply or disk fails. Redundant hardware, backups and, for critical services, a second location in another data center matter at least as much as the tier on the certificate.",
      ),
      ru: paragraphs(
        "Система уровней Uptime Institute оценивает дата-центры по степени резервирования электропитания и охлаждения. Она ничего не говорит о качестве сети или поддержки провайдера, но хорошо показывает, насколько вероятно, что ваши серверы остановятся из-за самого здания.",
        "В дата-центрах уровней Tier I и Tier II один путь подачи питания и охлаждения с минимальным или частичным резервированием компонентов. Любые работы на этом пути означают простой. Ожидаемая доступность — около 99,67–99,75 %, то есть до 29 часов простоя в год: приемлемо для тестовых сред, но редко — для рабочих систем.",
        "Tier III — основной стандарт для коммерческих дата-центров. Любой компонент можно вывести на обслуживание, не отключая ИТ-нагрузку, потому что путей питания и охлаждения несколько, даже если одновременно активен только один. Проектная доступность — 99,982 %, или около 1,6 часа простоя в год.",
        "Tier IV добавляет отказоустойчивость: для всего есть два независимых и одновременно работающих пути, поэтому одиночная авария — прорыв трубы или отказ распределительного щита — вообще не затрагивает серверы. Целевая доступность — 99,995 %, около 26 минут в год. Таких площадок меньше, и они дороже; они оправданы для платёжных систем, биржевой торговли и других задач, где минуты простоя стоят реальных денег.",
        "Помните, что уровень относится к зданию, а не к вашему приложению. Одиночный сервер в зале Tier IV всё равно остановится, если откажет его собственный блок питания или диск. Резервирование оборудования, резервные копии и, для критичных сервисов, вторая площадка в другом дата-центре важны не меньше, чем уровень в сертификате.",
      ),
    },
  },
  {
    slug: "vps-or-dedicated-server",
    topic: "virtual-servers",
    publishedAt: "2026-08-18T07:45:00.000Z",
    title: {
      en: "VPS or dedicated server: when is it time to move to bare metal?",
      ru: "VPS или выделенный сервер: когда пора переходить на «железо»?",
    },
    excerpt: {
      en: "A virtual server is the easy start, dedicated hardware the predictable finish. Signs that you have outgrown a VPS and how to plan the move.",
      ru: "Виртуальный сервер — простой старт, выделенный — предсказуемая производительность. Признаки того, что проект перерос VPS, и как спланировать переезд.",
    },
    body: {
      en: paragraphs(
        "A virtual server shares a physical host with other customers. The hypervisor guarantees you a slice of CPU time, memory and disk, and in exchange you get a low entry price, delivery in minutes and the ability to resize or snapshot the machine with a click. For most websites, development environments, small databases and VPN gateways, a VPS is all you need.",
        "The signs that you are outgrowing it usually show up in monitoring. CPU steal time regularly above a few percent means neighbours compete for the same cores. Disk latency that jumps at random moments points to a shared storage backend under pressure. And once you pay for 16 or more vCPUs and 64 GB of RAM, a dedicated server with the same resources often costs the same or less.",
        "A dedicated server gives you predictable performance: all cores, all memory bandwidth and all disk I/O belong to you. You can choose the exact CPU, add many drives, use hardware RAID and load your own kernel modules or hypervisor. The trade-offs are longer delivery — from under an hour for in-stock configurations to a few days for custom builds — and the fact that a hardware failure is fixed by replacing parts rather than by migrating a VM.",
        "A practical middle path is to keep stateless front-ends on VPS, where scaling out is quick and cheap, and move databases and other stateful, I/O-heavy services to dedicated servers. Whichever way you go, automate the setup with configuration management or container images, so that moving between the two stays a routine operation rather than a project.",
      ),
      ru: paragraphs(
        "Виртуальный сервер делит физический хост с другими клиентами. Гипервизор гарантирует вам долю процессорного времени, памяти и диска, а взамен вы получаете низкую стартовую цену, выдачу за минуты и возможность изменить конфигурацию или сделать снапшот в один клик. Для большинства сайтов, сред разработки, небольших баз данных и VPN-шлюзов VPS — всё, что нужно.",
        "Признаки того, что проект перерос VPS, обычно видны в мониторинге. Если steal time процессора регулярно превышает несколько процентов, соседи конкурируют с вами за одни и те же ядра. Скачки задержки диска в случайные моменты говорят о перегруженном общем хранилище. А когда вы платите за 16 и более vCPU и 64 ГБ памяти, выделенный сервер с теми же ресурсами часто стоит столько же или дешевле.",
        "Выделенный сервер даёт предсказуемую производительность: все ядра, вся пропускная способность памяти и весь дисковый ввод-вывод принадлежат вам. Можно выбрать конкретный процессор, поставить много дисков, использовать аппаратный RAID, загружать свои модули ядра или собственный гипервизор. Обратная сторона — более долгая выдача (от часа для конфигураций в наличии до нескольких дней для индивидуальной сборки) и то, что аппаратный сбой устраняется заменой комплектующих, а не переносом виртуальной машины.",
        "Практичный компромисс — оставить на VPS фронтенды без состояния, которые быстро и дёшево масштабируются горизонтально, а базы данных и другие сервисы с состоянием и интенсивным вводом-выводом перенести на выделенные серверы. В любом случае автоматизируйте настройку с помощью систем управления конфигурацией или образов контейнеров, чтобы переезд между ними оставался рутинной операцией, а не отдельным проектом.",
      ),
    },
  },
  {
    slug: "residential-datacenter-or-mobile-proxies",
    topic: "proxies",
    publishedAt: "2026-10-27T11:20:00.000Z",
    title: {
      en: "Residential, datacenter or mobile proxies: choosing the right pool",
      ru: "Резидентные, серверные или мобильные прокси: как выбрать подходящий пул",
    },
    excerpt: {
      en: "Proxy types differ in speed, price and how easily websites detect them. A guide to matching the pool and the rotation mode to your task.",
      ru: "Типы прокси различаются скоростью, ценой и тем, насколько легко сайты их распознают. Как подобрать пул и режим ротации под вашу задачу.",
    },
    body: {
      en: paragraphs(
        "Datacenter proxies use IP ranges that belong to hosting companies. They are fast, stable and cheap — often well under a euro per IP per month — which makes them the default for bulk tasks against sites that do not filter traffic aggressively: monitoring your own services, collecting public data through APIs, load testing.",
        "Residential proxies route requests through real home connections, so to a website they look like ordinary visitors from a given country or even city. They cost more and are usually billed by traffic, but they get through where datacenter ranges are blocked outright. Check how the provider builds its pool: reputable networks pay users or partner apps for their consent.",
        "Mobile proxies use the IP addresses of 4G and 5G carriers. Because thousands of real subscribers share each address through carrier-grade NAT, websites are very reluctant to block them, which makes mobile proxies the most resilient and the most expensive option. They are typically sold per port, with the ability to change the IP on demand.",
        "Rotation matters as much as the type. Per-request rotation spreads a large crawl across many addresses; sticky sessions keep the same IP for several minutes so that a login or a shopping cart does not break; static IPs never change and suit accounts that must always appear from one place. Start with a small package, measure the success rate on your target sites and scale the pool that actually works.",
      ),
      ru: paragraphs(
        "Серверные прокси используют диапазоны IP-адресов, принадлежащие хостинговым компаниям. Они быстрые, стабильные и дешёвые — часто заметно меньше евро за IP в месяц, — поэтому их выбирают по умолчанию для массовых задач на сайтах, которые не фильтруют трафик агрессивно: мониторинга собственных сервисов, сбора открытых данных через API, нагрузочного тестирования.",
        "Резидентные прокси пропускают запросы через реальные домашние подключения, поэтому для сайта они выглядят как обычные посетители из нужной страны или даже города. Они дороже и обычно тарифицируются по трафику, зато проходят там, где серверные диапазоны заблокированы целиком. Уточните, как провайдер формирует пул: добросовестные сети платят пользователям или партнёрским приложениям за согласие.",
        "Мобильные прокси используют IP-адреса операторов 4G и 5G. Поскольку за каждым адресом через операторский NAT стоят тысячи реальных абонентов, сайты крайне неохотно их блокируют, и это делает мобильные прокси самым устойчивым и самым дорогим вариантом. Обычно их продают по портам с возможностью сменить IP по запросу.",
        "Режим ротации важен не меньше типа. Ротация на каждый запрос распределяет большой обход по множеству адресов; «липкие» сессии сохраняют один IP на несколько минут, чтобы не ломались авторизация или корзина; статические IP не меняются вовсе и подходят для аккаунтов, которые всегда должны заходить из одного места. Начните с небольшого пакета, измерьте долю успешных запросов на целевых сайтах и масштабируйте тот пул, который действительно работает.",
      ),
    },
  },
];
