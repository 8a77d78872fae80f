/**
 * @jest-environment jsdom
 */
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { apiRequest } from "@/components/api/client";
import { expiryInFuture, luhnValid } from "@/components/order/demo-card-schema";
import { DemoPayment } from "@/components/order/demo-payment";
import { leaveTo } from "@/components/order/navigate";
import { fail, fakeApi, ok, renderIsland } from "./render";

jest.mock("@/components/api/client", () => ({ apiRequest: jest.fn(), apiFetch: jest.fn() }));
jest.mock("@/components/ui/notify", () => ({ notifySuccess: jest.fn(async () => {}), notifyFailure: jest.fn(async () => {}) }));
jest.mock("@/components/order/navigate", () => ({ leaveTo: jest.fn() }));

const SESSION = "demo_cs_0123456789abcdef0123456789abcdef";
const PATH = `/api/payments/demo/${SESSION}`;
const session = {
  id: SESSION,
  amount_cents: 11338,
  currency: "EUR",
  description: "Order 1042",
  status: "open",
  cancel_url: "http://localhost:3000/orders/o1",
  expires_at: "2026-03-02T11:10:00.000Z",
};

function setup(post: Parameters<typeof fakeApi>[0][string]) {
  const api = fakeApi({ [`GET ${PATH}`]: ok(session), [`POST ${PATH}`]: post });
  jest.mocked(apiRequest).mockImplementation(api.impl as typeof apiRequest);
  renderIsland(<DemoPayment session={SESSION} />);
  return api;
}

async function payWith(card: string) {
  fireEvent.change(await screen.findByLabelText("Card number"), { target: { value: card } });
  fireEvent.change(screen.getByLabelText("Expiry date (MM/YY)"), { target: { value: "12/99" } });
  fireEvent.change(screen.getByLabelText("CVC"), { target: { value: "123" } });
  fireEvent.change(screen.getByLabelText("Name on the card"), { target: { value: "Anna Schmidt" } });
  await act(async () => fireEvent.click(screen.getByRole("button", { name: /^Pay / })));
}

beforeEach(() => {
  jest.mocked(apiRequest).mockReset();
  jest.mocked(leaveTo).mockReset();
});

it("is marked as a demo and shows the amount, the description and the way back", async () => {
  setup(ok({ outcome: "paid" }));
  expect((await screen.findByRole("note")).textContent).toContain("Demo payment provider — no real money moves.");
  expect(screen.getByRole("note").textContent).toContain("4000 0000 0000 0119: issuer unreachable");
  expect(screen.getByText("Order 1042")).toBeTruthy();
  expect(screen.getByRole("button", { name: "Pay €113.38" })).toBeTruthy();
  expect(screen.getByRole("link", { name: "Cancel and return" }).getAttribute("href")).toBe("http://localhost:3000/orders/o1");
});

it("posts the card and follows redirect_url when paid", async () => {
  const api = setup(ok({ outcome: "paid", redirect_url: "http://localhost:3000/orders/new?step=finished&order=o1" }));
  await payWith("4242 4242 4242 4242");
  await waitFor(() => expect(leaveTo).toHaveBeenCalledWith("http://localhost:3000/orders/new?step=finished&order=o1"));
  expect(api.calls.find((c) => c.method === "POST")?.body).toEqual({ card_number: "4242424242424242", expiry: "12/99", cvc: "123", name: "Anna Schmidt" });
});

it("stays on a declined card with the text to try another", async () => {
  setup(ok({ outcome: "declined" }));
  await payWith("4000 0000 0000 0002");
  expect((await screen.findByRole("alert")).textContent).toBe("Your card was declined. Try another card.");
  expect(leaveTo).not.toHaveBeenCalled();
});

it("stays when the issuer is unreachable, with the spec's text", async () => {
  setup(ok({ outcome: "issuer_unreachable" }));
  await payWith("4000 0000 0000 0119");
  expect((await screen.findByRole("alert")).textContent).toBe("We cannot connect with your bank issuer. Payment can not be processed");
});

it("checks the card before sending it", async () => {
  const api = setup(ok({ outcome: "paid" }));
  await payWith("4242 4242 4242 4241");
  expect(await screen.findByText("Enter a valid card number")).toBeTruthy();
  expect(api.calls.some((c) => c.method === "POST")).toBe(false);
});

it("an unknown session says so", async () => {
  const api = fakeApi({ [`GET ${PATH}`]: fail(404, { detail: "No such session" }) });
  jest.mocked(apiRequest).mockImplementation(api.impl as typeof apiRequest);
  renderIsland(<DemoPayment session={SESSION} />);
  expect(await screen.findByText("This payment session does not exist.")).toBeTruthy();
});

describe("the card checks", () => {
  it("accept every test card (Luhn) and refuse a mistyped one", () => {
    for (const card of ["4242424242424242", "4000000000000002", "4000000000000119"]) expect(luhnValid(card)).toBe(true);
    expect(luhnValid("4242424242424241")).toBe(false);
  });
  it("take a card as valid through its expiry month", () => {
    const now = new Date(2026, 2, 15);
    expect(expiryInFuture("03/26", now)).toBe(true);
    expect(expiryInFuture("02/26", now)).toBe(false);
    expect(expiryInFuture("01/27", now)).toBe(true);
  });
});
