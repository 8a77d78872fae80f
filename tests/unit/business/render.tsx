import type { ReactNode } from "react";
import { render } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ApiOptions, ApiResult } from "@/components/api/client";
import type { Organization } from "@/components/business/types";
import base from "@/messages/en.json";
import business from "@/messages/en/business.json";
import ruBase from "@/messages/ru.json";
import ruBusiness from "@/messages/ru/business.json";

/** The business account island as its layout renders it: the "business" and "tables" messages and a fresh query client. */
export function renderBusiness(ui: ReactNode, locale: "en" | "ru" = "en") {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const messages = locale === "en" ? { ...business, tables: base.tables, errors: base.errors } : { ...ruBusiness, tables: ruBase.tables, errors: ruBase.errors };
  return render(
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="UTC">
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

export type Call = { path: string; method: string; body: unknown };
export const ok = (data: unknown, status = 200): ApiResult<unknown> => ({ ok: true, status, data, headers: new Headers() });
export const fail = (status: number, body?: unknown): ApiResult<unknown> => ({ ok: false, status, body, headers: new Headers() });

/** A fake apiRequest: "METHOD /path?query" first, then "METHOD /path"; every call is recorded. */
export function fakeApi(routes: Record<string, ApiResult<unknown> | ((call: Call) => ApiResult<unknown>)>) {
  const calls: Call[] = [];
  const impl = async (path: string, options: ApiOptions = {}) => {
    const call = { path, method: options.method ?? "GET", body: options.body };
    calls.push(call);
    const route = routes[`${call.method} ${path}`] ?? routes[`${call.method} ${path.split("?")[0]}`];
    if (route === undefined) throw new Error(`unexpected call ${call.method} ${path}`);
    return typeof route === "function" ? route(call) : route;
  };
  return { calls, impl };
}

export const ALL_PERMISSIONS = [
  "organization.read",
  "organization.update",
  "organization.submit",
  "documents.read",
  "documents.write",
  "workflow.read",
  "members.read",
  "members.invite",
  "members.manage",
];

export function organization(over: Partial<Organization> = {}): Organization {
  return {
    uid: "org1",
    name: "Nordlight GmbH",
    first_name: "Anna",
    middle_name: "",
    last_name: "Schmidt",
    company_number: "HRB 12345",
    finance_identification_number: "DE123456789",
    country: "DE",
    state: "",
    city: "Berlin",
    zip_code: "10115",
    address: "Invalidenstraße 1",
    email: "office@nordlight.example",
    website: "https://nordlight.example",
    phone_number: "+493012345678",
    phone_region: "DE",
    status: "new",
    status_label: "New",
    processing_comment: "",
    approved_at: null,
    can_sell: false,
    slug: "nordlight-gmbh",
    created_at: "2026-03-01T10:00:00.000Z",
    updated_at: "2026-03-01T10:00:00.000Z",
    role: "owner",
    permissions: ALL_PERMISSIONS,
    documents_count: 0,
    open_requests: [],
    ...over,
  };
}
