/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { apiRequest, type ApiResult } from "@/components/api/client";
import { ResourceDetailView, ResourcesListView } from "@/components/resources/resource-views";
import enOrders from "@/messages/en/orders.json";
import ruOrders from "@/messages/ru/orders.json";
import enSupport from "@/messages/en/support.json";
import ruSupport from "@/messages/ru/support.json";

jest.mock("@/components/api/client", () => ({ apiRequest: jest.fn() }));
jest.mock("@/components/i18n/navigation", () => ({
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const ok = (data: unknown): ApiResult<unknown> => ({ ok: true, status: 200, data, headers: new Headers() });
const fail = (status: number, body?: unknown): ApiResult<unknown> => ({ ok: false, status, body, headers: new Headers() });

function show(ui: React.ReactNode, routes: Record<string, ApiResult<unknown>>, locale: "en" | "ru" = "en") {
  const calls: string[] = [];
  jest.mocked(apiRequest).mockImplementation((async (path: string) => {
    calls.push(path);
    return routes[path] ?? (path.endsWith("/support") ? ok({ items: [] }) : fail(404));
  }) as typeof apiRequest);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <NextIntlClientProvider locale={locale} messages={locale === "en" ? { ...enOrders, ...enSupport } : { ...ruOrders, ...ruSupport }} timeZone="UTC">
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </NextIntlClientProvider>,
  );
  return calls;
}

const base = {
  uid: "r1",
  name: "Team VPN",
  created_at: "2026-11-25T10:00:00.000Z",
  supplier: "QuietPath",
  category_slug: "vpn",
  product_slug: "business-vpn",
  period_start: "2026-11-25T10:00:00.000Z",
  period_end: "2026-12-25T10:00:00.000Z",
  order_uid: "o1",
  delivered_at: null,
  configuration: { sso: "okta" },
  comment: "",
  instance: 1,
  status_reason: "",
  access_fields: [],
  actions: [],
  pending_action: null,
};
const CONFIG = "[Interface]\nPrivateKey = abc\nAddress = 10.7.0.2/32\n";

// jsdom has no TextEncoder; browsers (and qrcode there) do.
beforeAll(() => {
  Object.assign(globalThis, { TextEncoder: require("node:util").TextEncoder }); // eslint-disable-line @typescript-eslint/no-require-imports
});
beforeEach(() => jest.mocked(apiRequest).mockReset());

it("before delivery: the status message (in Russian too), no access button", async () => {
  show(<ResourceDetailView category="vpn" product="business-vpn" uid="r1" />, { "/api/resources/r1": ok({ ...base, status: "waiting" }) }, "ru");
  expect(await screen.findByText("Ресурс всё ещё в статусе «Ожидает поставки»: данные доступа появятся здесь, когда поставщик их передаст.")).toBeTruthy();
  expect(screen.queryByRole("button", { name: "Показать данные доступа" })).toBeNull();
});

it("delivered: access on request, a QR code of the VPN file and its download", async () => {
  const calls = show(<ResourceDetailView category="vpn" product="business-vpn" uid="r1" />, {
    "/api/resources/r1": ok({ ...base, status: "delivered", delivered_at: "2026-11-25T10:12:00.000Z", access_fields: ["vpn_config", "password"] }),
    "/api/resources/r1/access": ok({ uid: "r1", status: "delivered", delivered_at: "2026-11-25T10:12:00.000Z", access: { vpn_config: CONFIG, password: "pw-1" } }),
  });
  expect(await screen.findByText("Delivered: VPN configuration file, Password. Every view of access data is recorded.")).toBeTruthy();
  expect(screen.queryByText("pw-1")).toBeNull();
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Show access data" })));
  expect(await screen.findByText("pw-1")).toBeTruthy();
  const qr = (await screen.findByRole("img", { name: "QR code of the VPN configuration" })) as HTMLImageElement;
  expect(decodeURIComponent(qr.src.split(",")[1])).toMatch(/^<svg/);
  expect(calls.filter((c) => c.endsWith("/access"))).toHaveLength(1);
  const created: Blob[] = [];
  URL.createObjectURL = jest.fn((b: Blob) => {
    created.push(b);
    return "blob:x";
  });
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
  fireEvent.click(screen.getByRole("button", { name: "Download the configuration file" }));
  expect(click).toHaveBeenCalled();
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(created[0]);
  });
  expect(text).toBe(CONFIG);
});

it("a failed reveal says why", async () => {
  show(<ResourceDetailView category="vpn" product="business-vpn" uid="r1" />, {
    "/api/resources/r1": ok({ ...base, status: "delivered", access_fields: ["password"] }),
    "/api/resources/r1/access": fail(503, { detail: { msg: "The access data cannot be read right now. Nothing was changed; please contact support", code: "credentials_unreadable" } }),
  });
  await act(async () => fireEvent.click(await screen.findByRole("button", { name: "Show access data" })));
  expect((await screen.findByRole("alert")).textContent).toMatch(/cannot be read right now/);
});

it("lists the caller's resources of a product with links to each", async () => {
  show(<ResourcesListView category="vpn" product="business-vpn" />, {
    "/api/resources?page=1&size=50&category_slug=vpn&product_slug=business-vpn": ok({ items: [{ ...base, status: "delivered" }], total: 1, page: 1, size: 50, pages: 1 }),
  });
  const table = within(await screen.findByRole("table", { name: "Resources: business-vpn" }));
  expect(table.getByRole("link", { name: "Team VPN" }).getAttribute("href")).toBe("/resources/vpn/business-vpn/r1");
  expect(table.getByText("Delivered")).toBeTruthy();
});

it("offers the actions its status allows; asking sends the request and shows it waiting for the supplier", async () => {
  let asked: unknown = null;
  let pending = false;
  jest.mocked(apiRequest).mockImplementation((async (path: string, options?: { method?: string; body?: unknown }) => {
    if (path === "/api/resources/r1/actions" && options?.method === "POST") {
      asked = options.body;
      pending = true;
      return { ok: true, status: 201, data: { uid: "a1", action: "reboot", created_at: base.created_at }, headers: new Headers() };
    }
    if (path === "/api/resources/r1")
      return ok(pending ? { ...base, status: "processing", actions: [], pending_action: { uid: "a1", action: "reboot", created_at: base.created_at } } : { ...base, status: "delivered", actions: ["reboot", "stop", "suspend"] });
    return fail(404);
  }) as typeof apiRequest);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <NextIntlClientProvider locale="en" messages={enOrders} timeZone="UTC">
      <QueryClientProvider client={client}>
        <ResourceDetailView category="vpn" product="business-vpn" uid="r1" />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
  const section = within((await screen.findByRole("heading", { name: "Actions" })).closest("section")!);
  expect(section.getAllByRole("button").map((b) => b.textContent)).toEqual(["Reboot", "Stop", "Suspend"]);
  await act(async () => fireEvent.click(section.getByRole("button", { name: "Reboot" })));
  expect(asked).toEqual({ action: "reboot" });
  expect(await screen.findByText("Reboot requested: waiting for the supplier.")).toBeTruthy();
});
