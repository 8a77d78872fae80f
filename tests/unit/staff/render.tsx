import type { ReactNode } from "react";
import { render } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ApiOptions, ApiResult } from "@/components/api/client";
import base from "@/messages/en.json";
import staff from "@/messages/en/staff.json";
import ruBase from "@/messages/ru.json";
import ruStaff from "@/messages/ru/staff.json";

/** Staff islands as their layout renders them: the "staff" and "tables" messages and a fresh query client. */
export function renderStaff(ui: ReactNode, locale: "en" | "ru" = "en") {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const messages = locale === "en" ? { ...staff, tables: base.tables, errors: base.errors } : { ...ruStaff, tables: ruBase.tables, errors: ruBase.errors };
  return render(
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="UTC">
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

export type Call = { path: string; method: string; body: unknown };
export const ok = (data: unknown, status = 200): ApiResult<unknown> => ({ ok: true, status, data, headers: new Headers() });
export const fail = (status: number, body?: unknown): ApiResult<unknown> => ({ ok: false, status, body, headers: new Headers() });

/** A fake apiRequest: "METHOD /path?query" or "METHOD /path" answers; every call is recorded. */
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
