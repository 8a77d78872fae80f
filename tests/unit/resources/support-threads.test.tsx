/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { apiRequest, type ApiOptions, type ApiResult } from "@/components/api/client";
import { SupportThreads } from "@/components/resources/support-threads";
import enOrders from "@/messages/en/orders.json";
import ruOrders from "@/messages/ru/orders.json";
import enSupport from "@/messages/en/support.json";
import ruSupport from "@/messages/ru/support.json";

jest.mock("@/components/api/client", () => ({ apiRequest: jest.fn() }));

const ok = (data: unknown, status = 200): ApiResult<unknown> => ({ ok: true, status, data, headers: new Headers() });
const fail = (status: number, body?: unknown): ApiResult<unknown> => ({ ok: false, status, body, headers: new Headers() });

const API = "/api/resources/r1/support";
const at = "2026-11-25T10:00:00.000Z";
const thread = (over: Record<string, unknown> = {}) => ({
  uid: "t1",
  subject: "VPN drops every hour",
  status: "answered",
  created_at: at,
  updated_at: at,
  closed_at: null,
  messages: [
    { side: "buyer", body: "It drops.\n<b>not bold</b>", created_at: at },
    { side: "supplier", body: "We moved you to another node.", created_at: at },
  ],
  ...over,
});

type Call = { path: string; method: string; body?: unknown };

function show(ui: React.ReactNode, answer: (call: Call) => ApiResult<unknown>, locale: "en" | "ru" = "en") {
  const calls: Call[] = [];
  jest.mocked(apiRequest).mockImplementation((async (path: string, options: ApiOptions = {}) => {
    const call = { path, method: options.method ?? "GET", body: options.body };
    calls.push(call);
    return answer(call);
  }) as typeof apiRequest);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <NextIntlClientProvider locale={locale} messages={locale === "en" ? { ...enOrders, ...enSupport } : { ...ruOrders, ...ruSupport }} timeZone="UTC">
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </NextIntlClientProvider>,
  );
  return calls;
}

beforeEach(() => jest.mocked(apiRequest).mockReset());

it("the buyer opens a request: the form checks subject and message as the API does, then sends them", async () => {
  let items: unknown[] = [];
  const calls = show(<SupportThreads api={API} side="buyer" canWrite canOpen />, (c) => {
    if (c.method === "POST") {
      items = [thread({ status: "open", subject: "Slow disk", messages: [{ side: "buyer", body: "Disk is slow", created_at: at }] })];
      return ok({}, 201);
    }
    return ok({ items });
  });
  expect(await screen.findByText("No support requests about this resource yet.")).toBeTruthy();
  fireEvent.click(screen.getByRole("button", { name: "Ask the supplier" }));
  const form = screen.getByRole("form", { name: "Ask the supplier" });
  fireEvent.change(within(form).getByLabelText("Subject"), { target: { value: "ab" } });
  await act(async () => fireEvent.click(within(form).getByRole("button", { name: "Send the request" })));
  expect(screen.getByText("Enter a subject of 3–150 characters on one line")).toBeTruthy();
  expect(screen.getByText("Write a message of 1–4000 characters")).toBeTruthy();
  expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);

  fireEvent.change(within(form).getByLabelText("Subject"), { target: { value: "  Slow disk " } });
  fireEvent.change(within(form).getByLabelText("Message"), { target: { value: "Disk is slow" } });
  await act(async () => fireEvent.click(within(form).getByRole("button", { name: "Send the request" })));
  expect(calls.find((c) => c.method === "POST")).toEqual({ path: API, method: "POST", body: { subject: "Slow disk", message: "Disk is slow" } });
  expect(await screen.findByRole("heading", { name: "Slow disk" })).toBeTruthy();
  expect(screen.getByText("Waiting for the supplier")).toBeTruthy();
  expect(screen.queryByRole("form", { name: "Ask the supplier" })).toBeNull();
});

it("shows a thread as plain text with who wrote; the answer goes to its messages, Close to close", async () => {
  const calls = show(<SupportThreads api={API} side="buyer" canWrite />, (c) => (c.method === "POST" ? ok({}, 201) : ok({ items: [thread()] })));
  const article = within(await screen.findByRole("article", { name: "VPN drops every hour" }));
  expect(article.getByText("Answered")).toBeTruthy();
  expect(article.getByText("You")).toBeTruthy();
  expect(article.getByText("Supplier")).toBeTruthy();
  expect(article.getByText(/<b>not bold<\/b>/)).toBeTruthy();
  expect(document.querySelector("b")).toBeNull();
  expect(screen.queryByRole("button", { name: "Ask the supplier" })).toBeNull();

  await act(async () => fireEvent.click(article.getByRole("button", { name: "Send" })));
  expect(article.getByText("Write a message of 1–4000 characters")).toBeTruthy();
  fireEvent.change(article.getByLabelText("Your answer"), { target: { value: "Thanks, works now" } });
  await act(async () => fireEvent.click(article.getByRole("button", { name: "Send" })));
  await act(async () => fireEvent.click(article.getByRole("button", { name: "Close the request" })));
  expect(calls.filter((c) => c.method === "POST")).toEqual([
    { path: `${API}/t1/messages`, method: "POST", body: { message: "Thanks, works now" } },
    { path: `${API}/t1/close`, method: "POST", body: undefined },
  ]);
});

it("the API's refusal shows in the thread: a 409's message, a 422 under the field", async () => {
  let n = 0;
  show(<SupportThreads api={API} side="buyer" canWrite />, (c) => {
    if (c.method !== "POST") return ok({ items: [thread()] });
    n += 1;
    return n === 1 ? fail(422, { detail: [{ loc: ["body", "message"], msg: "Write a message of 1–4000 characters", type: "value_error" }] }) : fail(409, { detail: { msg: "This support request is closed: open a new one if you need more help" } });
  });
  const article = within(await screen.findByRole("article", { name: "VPN drops every hour" }));
  fireEvent.change(article.getByLabelText("Your answer"), { target: { value: "x" } });
  await act(async () => fireEvent.click(article.getByRole("button", { name: "Send" })));
  expect(article.getByText("Write a message of 1–4000 characters")).toBeTruthy();
  await act(async () => fireEvent.click(article.getByRole("button", { name: "Send" })));
  expect(article.getByRole("alert").textContent).toBe("This support request is closed: open a new one if you need more help");
});

it("a closed request and a read-only member (a viewer) show no answer box; the supplier's side reads 'Buyer'", async () => {
  show(<SupportThreads api="/api/supplier/resources/r1/support" side="supplier" canWrite={false} />, () => ok({ items: [thread(), thread({ uid: "t2", subject: "Old", status: "closed", closed_at: at })] }));
  const open = within(await screen.findByRole("article", { name: "VPN drops every hour" }));
  expect(open.getByText("Buyer")).toBeTruthy();
  expect(open.getByText("You")).toBeTruthy();
  expect(open.queryByLabelText("Your answer")).toBeNull();
  const closed = within(screen.getByRole("article", { name: "Old" }));
  expect(closed.getByText("Closed", { selector: "span" })).toBeTruthy();
  expect(closed.queryByRole("button")).toBeNull();
  expect(screen.queryByRole("button", { name: "Ask the supplier" })).toBeNull();
});

it("speaks Russian", async () => {
  show(<SupportThreads api={API} side="buyer" canWrite canOpen />, () => ok({ items: [thread()] }), "ru");
  expect(await screen.findByRole("heading", { name: "Обращения" })).toBeTruthy();
  expect(await screen.findByText("Есть ответ")).toBeTruthy();
  expect(screen.getByRole("button", { name: "Написать поставщику" })).toBeTruthy();
  expect(screen.getByText("Вы")).toBeTruthy();
  expect(screen.getByText("Поставщик")).toBeTruthy();
});
