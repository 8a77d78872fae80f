import type { ReactNode } from "react";
import { render } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ApiOptions, ApiResult } from "@/components/api/client";
import type { CartItem, CartPage, CartSummary, CartValidity } from "@/components/cart/types";
import enBase from "@/messages/en.json";
import ruBase from "@/messages/ru.json";
import enCart from "@/messages/en/cart.json";
import ruCart from "@/messages/ru/cart.json";

/** Renders cart islands as the cart page does: its namespaces and a fresh query client. */
export function renderCart(ui: ReactNode, locale: "en" | "ru" = "en") {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const messages = locale === "en" ? { ...enCart, tables: enBase.tables } : { ...ruCart, tables: ruBase.tables };
  return render(
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="UTC">
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

export function cartItem(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: "item-1",
    offer: {
      uid: "offer00001",
      name: "8× NVIDIA H100 80GB",
      href: "/gpu-servers/nvidia-h100/offer00001",
      category_slug: "gpu-servers",
      product_slug: "nvidia-h100",
      product_name: "NVIDIA H100",
      country: "DE",
      price_cents: 397,
      currency: "EUR",
      billing_period: "hour",
      status: "public",
      availability: "in_stock",
      stock: 12,
    },
    organization: { uid: "org-1", name: "Kestrel Cloud", slug: "kestrel-cloud" },
    count: 2,
    price: { net_cents: 19056, vat_rate_bp: 1900, vat_cents: 3621, gross_cents: 22677, currency: "EUR", accepted_price_cents: 397, accepted_period: "hour" },
    configurations: [
      { os: "ubuntu-24-04", hostname: "", ssh_key: "", hours: 24 },
      { os: "debian-12", hostname: "gpu-2", ssh_key: "", hours: 24 },
    ],
    fields: [
      {
        key: "os",
        label: "Operating system",
        kind: "select",
        required: true,
        values: [
          { value: "ubuntu-24-04", label: "Ubuntu 24.04", price_cents: 0 },
          { value: "debian-12", label: "Debian 12", price_cents: 0 },
          { value: "windows-2022", label: "Windows Server 2022", price_cents: 2500 },
        ],
      },
      { key: "hostname", label: "Host name", kind: "hostname", required: true },
      { key: "ssh_key", label: "SSH public key", kind: "ssh_key", required: false },
      { key: "hours", label: "Prepaid hours", kind: "hours", required: true, min: 1, max: 730 },
    ],
    instances: [
      { instance: 1, units: 24, net_cents: 9528, errors: [{ field: "hostname", msg: "This field is required" }] },
      { instance: 2, units: 24, net_cents: 9528, errors: [] },
    ],
    issues: [],
    blocked: false,
    added_at: "2026-01-10T09:00:00.000Z",
    ...overrides,
  };
}

export function cartPage(items: CartItem[], page = 1, size = 10): CartPage {
  return { total: items.length, page, size, pages: Math.max(1, Math.ceil(items.length / size)), items };
}

export function summaryOf(items: CartItem[], overrides: Partial<CartSummary> = {}): CartSummary {
  const net = items.reduce((n, i) => n + i.price.net_cents, 0);
  const vat = items.reduce((n, i) => n + i.price.vat_cents, 0);
  return {
    total_price: net + vat,
    total_net: net,
    total_vat: vat,
    total_count: items.reduce((n, i) => n + i.count, 0),
    items_count: items.length,
    currency: "EUR",
    payment_reference: "IM-7Q2X-K9",
    vat_rate_bp: 1900,
    vat_kind: "domestic",
    vat_profile_uid: null,
    vat_rate_source: "European Commission, 1 January 2026",
    vat_estimated: false,
    blocked: items.some((i) => i.blocked),
    invalid: items.some((i) => i.instances.some((x) => x.errors.length > 0)),
    ...overrides,
  };
}

export function validityOf(items: CartItem[]): CartValidity {
  const invalid = items.filter((i) => i.blocked || i.instances.some((x) => x.errors.length > 0));
  return {
    valid: invalid.length === 0,
    empty: items.length === 0,
    items: invalid.map((i) => ({ id: i.id, name: i.offer.name, instances: i.instances.filter((x) => x.errors.length > 0), issues: i.issues })),
  };
}

export const ok = <T,>(data: T, status = 200): ApiResult<T> => ({ ok: true, status, data, headers: new Headers() });
export const failed = (status: number, body: unknown): ApiResult<never> => ({ ok: false, status, body, headers: new Headers() });

type Route = (options: ApiOptions, path: string) => ApiResult<unknown> | undefined;

/**
 * A stand-in for the buying API behind the mocked call helper: routes by "METHOD /path" (the query
 * string left out), answering 404 for anything unrouted, and recording every call.
 */
export function fakeApi(routes: Record<string, Route>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const handle = async (path: string, options: ApiOptions = {}) => {
    const method = options.method ?? "GET";
    calls.push({ method, path, body: options.body });
    const route = routes[`${method} ${path.split("?")[0]}`];
    return route?.(options, path) ?? failed(404, { detail: `no route for ${method} ${path}` });
  };
  const count = (method: string, path: string) => calls.filter((c) => c.method === method && c.path.split("?")[0] === path).length;
  return { calls, handle, count };
}
