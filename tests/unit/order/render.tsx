import type { ReactNode } from "react";
import { render } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ApiOptions, ApiResult } from "@/components/api/client";
import base from "@/messages/en.json";
import orders from "@/messages/en/orders.json";
import profiles from "@/messages/en/profiles.json";
import settings from "@/messages/en/settings.json";
import ruBase from "@/messages/ru.json";
import ruOrders from "@/messages/ru/orders.json";
import ruProfiles from "@/messages/ru/profiles.json";
import ruSettings from "@/messages/ru/settings.json";

/**
 * Order islands as their layouts render them: the namespaces the layouts send and a fresh query
 * client. Tests mock `@/components/api/client` and answer calls with `answer()` handlers.
 */
export function renderIsland(ui: ReactNode, locale: "en" | "ru" = "en") {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const messages =
    locale === "en"
      ? { tables: base.tables, errors: base.errors, ...orders, ...profiles, ...settings }
      : { tables: ruBase.tables, errors: ruBase.errors, ...ruOrders, ...ruProfiles, ...ruSettings };
  return render(
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="UTC">
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

export type Call = { path: string; method: string; body: unknown; headers: Record<string, string>; options: ApiOptions };

type Handler = (call: Call) => ApiResult<unknown> | Promise<ApiResult<unknown>>;

export const ok = (data: unknown, status = 200): ApiResult<unknown> => ({ ok: true, status, data, headers: new Headers() });
export const fail = (status: number, body?: unknown): ApiResult<unknown> => ({ ok: false, status, body, headers: status ? new Headers() : null });

/**
 * A fake of the call helper: `"METHOD /path"` (the query string ignored unless the key has one)
 * answers from its handler, a list of answers is used one per call (the last one repeats).
 * Every call is recorded.
 */
export function fakeApi(routes: Record<string, Handler | ApiResult<unknown> | ApiResult<unknown>[]>) {
  const calls: Call[] = [];
  const impl = async (path: string, options: ApiOptions = {}) => {
    const call: Call = { path, method: options.method ?? "GET", body: options.body, headers: { ...options.headers }, options };
    calls.push(call);
    const key = routes[`${call.method} ${path}`] !== undefined ? `${call.method} ${path}` : `${call.method} ${path.split("?")[0]}`;
    const route = routes[key];
    if (route === undefined) throw new Error(`unexpected call ${key}`);
    if (typeof route === "function") return route(call);
    if (Array.isArray(route)) return route.length > 1 ? route.shift()! : route[0];
    return route;
  };
  return { calls, impl };
}
