import type { ReactNode } from "react";
import { render } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ApiOptions, ApiResult } from "@/components/api/client";
import { SupplierContext } from "@/components/supplier/supplier-context";
import type { MyOrganization } from "@/components/supplier/types";
import type { Role } from "@/lib/organizations/permissions";
import enIpBlocks from "@/messages/en/ip-blocks.json";
import ruIpBlocks from "@/messages/ru/ip-blocks.json";
import enOfferImages from "@/messages/en/offer-images.json";
import ruOfferImages from "@/messages/ru/offer-images.json";
import enSupplier from "@/messages/en/supplier.json";
import ruSupplier from "@/messages/ru/supplier.json";
import enSupport from "@/messages/en/support.json";
import ruSupport from "@/messages/ru/support.json";

const en = { ...enSupplier, ...enIpBlocks, ...enOfferImages, ...enSupport };
const ru = { ...ruSupplier, ...ruIpBlocks, ...ruOfferImages, ...ruSupport };

/** Supplier islands as their layout renders them: the "supplier", "supplierIpBlocks", "supplierOfferImages" and "support" messages and a fresh query client. */
export function renderSupplier(ui: ReactNode, locale: "en" | "ru" = "en") {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === "en" ? en : ru} timeZone="UTC">
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

/** A page island inside the layout's gate, for an organisation where the caller has `role`. */
export function renderInArea(ui: ReactNode, role: Role, locale: "en" | "ru" = "en") {
  return renderSupplier(<SupplierContext.Provider value={organization({ role })}>{ui}</SupplierContext.Provider>, locale);
}

export function organization(over: Partial<MyOrganization> = {}): MyOrganization {
  return {
    uid: "org1",
    name: "Nordlight GmbH",
    country: "DE",
    email: "office@nordlight.example",
    status: "approved",
    status_label: "Approved",
    processing_comment: "",
    approved_at: "2026-03-03T10:00:00.000Z",
    can_sell: true,
    role: "owner",
    permissions: [],
    documents_count: 2,
    ...over,
  };
}

export type Call = { path: string; method: string; body: unknown; raw?: ApiOptions["raw"] };
export const ok = (data: unknown, status = 200): ApiResult<unknown> => ({ ok: true, status, data, headers: new Headers() });
export const fail = (status: number, body?: unknown): ApiResult<unknown> => ({ ok: false, status, body, headers: new Headers() });

/** A fake apiRequest: "METHOD /path" answers; every call is recorded. */
export function fakeApi(routes: Record<string, ApiResult<unknown> | ((call: Call) => ApiResult<unknown>)>) {
  const calls: Call[] = [];
  const impl = async (path: string, options: ApiOptions = {}) => {
    const call: Call = { path, method: options.method ?? "GET", body: options.body, ...(options.raw ? { raw: options.raw } : {}) };
    calls.push(call);
    const route = routes[`${call.method} ${path}`];
    if (route === undefined) throw new Error(`unexpected call ${call.method} ${path}`);
    return typeof route === "function" ? route(call) : route;
  };
  return { calls, impl };
}
