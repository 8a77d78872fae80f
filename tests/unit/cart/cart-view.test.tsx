/**
 * @jest-environment jsdom
 */
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { apiRequest, type ApiOptions } from "@/components/api/client";
import { CART_EVENT } from "@/components/cart/events";
import { CartView } from "@/components/cart/cart-view";
import type { CartItem } from "@/components/cart/types";
import { cartItem, cartPage, failed, fakeApi, ok, renderCart, summaryOf, validityOf } from "./fixtures";

jest.mock("@/components/api/client", () => ({ apiFetch: jest.fn(), apiRequest: jest.fn() }));
const router = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn() };
jest.mock("@/components/i18n/navigation", () => ({
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
  useRouter: () => router,
}));
const request = jest.mocked(apiRequest);

const NAME = "8× NVIDIA H100 80GB";

/** A cart of `items` that the fake API keeps up to date through PATCH, configuration and DELETE calls. */
function serveCart(initial: CartItem[], overrides: Record<string, (options: ApiOptions, path: string) => ReturnType<typeof ok> | ReturnType<typeof failed>> = {}) {
  let items = initial;
  const replace = (item: CartItem) => {
    items = items.map((i) => (i.id === item.id ? item : i));
    return ok(item);
  };
  const api = fakeApi({
    "GET /api/cart": () => ok(cartPage(items)),
    "GET /api/cart/summary": () => ok(summaryOf(items)),
    "GET /api/cart/configuration/valid": () => ok(validityOf(items)),
    "PATCH /api/cart/item-1": ({ body }) => {
      const b = body as { count?: number; accept_changes?: boolean };
      const item = items[0];
      if (b.accept_changes) return replace({ ...item, issues: [], blocked: false });
      const count = b.count ?? item.count;
      const net = 9528 * count;
      return replace({ ...item, count, price: { ...item.price, net_cents: net, vat_cents: Math.round(net * 0.19), gross_cents: net + Math.round(net * 0.19) } });
    },
    "POST /api/cart/configuration/item-1": () => ok(items[0]),
    "DELETE /api/cart/configuration/item-1/1": () => ok(items[0]),
    "DELETE /api/cart/item-1": () => {
      items = items.filter((i) => i.id !== "item-1");
      return ok({ id: "item-1", response_message: "Removed from cart" });
    },
    "DELETE /api/cart": () => {
      items = [];
      return ok({ response_message: "The cart is empty" });
    },
    ...overrides,
  });
  request.mockImplementation(api.handle as typeof apiRequest);
  return api;
}

function renderView(props: Partial<React.ComponentProps<typeof CartView>> = {}, locale: "en" | "ru" = "en") {
  return renderCart(<CartView page={1} size={10} defaultSize={10} sizes={[10, 25, 50, 100]} addOffer={null} {...props} />, locale);
}

const instanceGroup = (n: number) => screen.getByRole("group", { name: `Instance ${n} of ${NAME}` });

beforeEach(() => {
  request.mockReset();
  Object.values(router).forEach((f) => f.mockReset());
});

describe("the cart page", () => {
  it("lists an item with its supplier, price in its unit and the line's net, VAT and gross", async () => {
    serveCart([cartItem()]);
    renderView();
    const item = await screen.findByRole("listitem", { name: NAME });
    expect(within(item).getByRole("link", { name: NAME }).getAttribute("href")).toBe("/gpu-servers/nvidia-h100/offer00001");
    expect(within(item).getByRole("link", { name: "Kestrel Cloud" }).getAttribute("href")).toBe("/provider/kestrel-cloud");
    expect(item.textContent).toContain("€3.97/hour");
    expect(item.textContent).toContain("€190.56");
    expect(item.textContent).toContain("VAT 19%");
    expect(item.textContent).toContain("€36.21");
    expect(item.textContent).toContain("€226.77");
    expect(screen.getByRole("heading", { name: "1 offer in your cart" })).toBeTruthy();
    expect(screen.getByText("1–1 of 1")).toBeTruthy();
  });

  it("generates each instance's form from the item's fields and shows the instance's errors next to them", async () => {
    serveCart([cartItem()]);
    renderView();
    const first = await waitFor(() => instanceGroup(1));
    const os = within(first).getByLabelText("Operating system") as HTMLSelectElement;
    expect([...os.options].map((o) => o.textContent)).toEqual(["Ubuntu 24.04", "Debian 12", "Windows Server 2022 (+€25.00)"]);
    expect(os.value).toBe("ubuntu-24-04");
    const host = within(first).getByLabelText("Host name") as HTMLInputElement;
    expect(host.getAttribute("aria-invalid")).toBe("true");
    const errorId = host.getAttribute("aria-describedby")!;
    expect(document.getElementById(errorId)?.textContent).toBe("This field is required");
    expect(within(first).getByLabelText("SSH public key (optional)")).toBeTruthy();
    const hours = within(first).getByLabelText("Prepaid hours") as HTMLInputElement;
    expect([hours.type, hours.min, hours.max, hours.value]).toEqual(["number", "1", "730", "24"]);
    // The second instance is complete: no error, its own values.
    const second = instanceGroup(2);
    expect((within(second).getByLabelText("Host name") as HTMLInputElement).value).toBe("gpu-2");
    expect(within(second).getByLabelText("Host name").getAttribute("aria-invalid")).toBeNull();
    expect(screen.getByText("1 instance needs configuring")).toBeTruthy();
  });

  it("saves one instance, or all of them, with the values of the form", async () => {
    const api = serveCart([cartItem()]);
    renderView();
    const first = await waitFor(() => instanceGroup(1));
    fireEvent.change(within(first).getByLabelText("Host name"), { target: { value: "gpu-1.example.com" } });
    fireEvent.change(within(first).getByLabelText("Operating system"), { target: { value: "windows-2022" } });
    fireEvent.change(within(first).getByLabelText("Prepaid hours"), { target: { value: "48" } });
    await act(async () => fireEvent.click(within(first).getByRole("button", { name: "Save" })));
    expect(api.calls.find((c) => c.method === "POST")).toEqual({
      method: "POST",
      path: "/api/cart/configuration/item-1",
      body: { instance: 1, values: { os: "windows-2022", hostname: "gpu-1.example.com", ssh_key: "", hours: 48 } },
    });

    fireEvent.click(within(instanceGroup(2)).getByRole("checkbox", { name: "Apply to all instances" }));
    await act(async () => fireEvent.click(within(instanceGroup(2)).getByRole("button", { name: "Save" })));
    expect(api.calls.filter((c) => c.method === "POST").at(-1)?.body).toEqual({ values: { os: "debian-12", hostname: "gpu-2", ssh_key: "", hours: 24 } });

    await act(async () => fireEvent.click(within(instanceGroup(1)).getByRole("button", { name: "Reset to defaults" })));
    expect(api.count("DELETE", "/api/cart/configuration/item-1/1")).toBe(1);
  });

  it("shows a refused save's field errors under the field", async () => {
    serveCart([cartItem()], {
      "POST /api/cart/configuration/item-1": () =>
        failed(422, { detail: [{ loc: ["body", "values", "ssh_key"], msg: "Paste an OpenSSH public key line", type: "value_error" }] }),
    });
    renderView();
    const first = await waitFor(() => instanceGroup(1));
    fireEvent.change(within(first).getByLabelText("SSH public key (optional)"), { target: { value: "not a key" } });
    await act(async () => fireEvent.click(within(first).getByRole("button", { name: "Save" })));
    const key = within(instanceGroup(1)).getByLabelText("SSH public key (optional)");
    await waitFor(() => expect(key.getAttribute("aria-invalid")).toBe("true"));
    expect(within(instanceGroup(1)).getByText("Paste an OpenSSH public key line")).toBeTruthy();
  });

  it("reads the summary again after a count change, and the new total is in the live region", async () => {
    const api = serveCart([cartItem({ instances: [{ instance: 1, units: 24, net_cents: 9528, errors: [] }, { instance: 2, units: 24, net_cents: 9528, errors: [] }] })]);
    const changed = jest.fn();
    window.addEventListener(CART_EVENT, changed);
    renderView();
    await screen.findByRole("listitem", { name: NAME });
    await waitFor(() => expect(screen.getByRole("status").textContent).toContain("€226.77"));
    expect(api.count("GET", "/api/cart/summary")).toBe(1);

    await act(async () => fireEvent.click(screen.getByRole("button", { name: `Increase the count of ${NAME}` })));
    expect(api.calls.find((c) => c.method === "PATCH")).toEqual({ method: "PATCH", path: "/api/cart/item-1", body: { count: 3 } });
    await waitFor(() => expect(api.count("GET", "/api/cart/summary")).toBe(2));
    // 3 × €95.28 = €285.84 net, + 19 % = €340.15.
    await waitFor(() => expect(screen.getByRole("status").textContent).toContain("€340.15"));
    expect((screen.getByLabelText(`Count of ${NAME}`) as HTMLInputElement).value).toBe("3");
    expect(changed).toHaveBeenCalled();
    window.removeEventListener(CART_EVENT, changed);
  });

  it("keeps the count within 1 and the offer's stock", async () => {
    const api = serveCart([cartItem({ count: 1, offer: { ...cartItem().offer, stock: 1 } })]);
    renderView();
    const less = await screen.findByRole("button", { name: `Decrease the count of ${NAME}` });
    expect(less.getAttribute("aria-disabled")).toBe("true");
    expect(screen.getByRole("button", { name: `Increase the count of ${NAME}` }).getAttribute("aria-disabled")).toBe("true");
    await act(async () => fireEvent.click(less));
    expect(api.count("PATCH", "/api/cart/item-1")).toBe(0);
  });

  it("shows a blocked item's issues with Accept changes and Remove, and Checkout waits", async () => {
    const blocked = cartItem({
      instances: [{ instance: 1, units: 24, net_cents: 9528, errors: [] }, { instance: 2, units: 24, net_cents: 9528, errors: [] }],
      issues: [{ code: "price_changed", msg: "The price changed from €3.50/hour to €3.97/hour" }],
      blocked: true,
    });
    const api = serveCart([blocked]);
    renderView();
    const item = await screen.findByRole("listitem", { name: NAME });
    expect(within(item).getByText("The price changed from €3.50/hour to €3.97/hour")).toBeTruthy();
    expect(within(item).getByRole("button", { name: `Remove ${NAME}` })).toBeTruthy();
    const checkout = await screen.findByRole("button", { name: "Checkout" });
    await waitFor(() => expect(screen.getByText("Some offers changed since you added them: accept the changes or remove them first.")).toBeTruthy());
    expect((checkout as HTMLButtonElement).disabled).toBe(true);

    await act(async () => fireEvent.click(within(item).getByRole("button", { name: `Accept changes to ${NAME}` })));
    expect(api.calls.find((c) => c.method === "PATCH")?.body).toEqual({ accept_changes: true });
    await waitFor(() => expect((screen.getByRole("button", { name: "Checkout" }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole("button", { name: "Checkout" }));
    expect(router.push).toHaveBeenCalledWith("/orders/new");
  });

  it("offers only removal for an offer no longer offered", async () => {
    serveCart([cartItem({ issues: [{ code: "offer_hidden", msg: "This offer is no longer offered: remove it" }], blocked: true })]);
    renderView();
    const item = await screen.findByRole("listitem", { name: NAME });
    expect(within(item).queryByRole("button", { name: /Accept changes/ })).toBeNull();
    expect(within(item).getByText("It can only be removed from the cart.")).toBeTruthy();
  });

  it("names the unconfigured offers as the reason Checkout waits", async () => {
    serveCart([cartItem()]);
    renderView();
    expect(await screen.findByText(`Complete the configuration of: ${NAME}.`)).toBeTruthy();
    expect((screen.getByRole("button", { name: "Checkout" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("empties the cart after a confirmation and then shows the way to the catalogue", async () => {
    const api = serveCart([cartItem()]);
    renderView();
    fireEvent.click(await screen.findByRole("button", { name: "Empty cart" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Empty the cart?" });
    expect(api.count("DELETE", "/api/cart")).toBe(0);
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Empty cart" })));
    expect(api.count("DELETE", "/api/cart")).toBe(1);
    expect(await screen.findByText("Your cart is empty.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Browse the catalogue" }).getAttribute("href")).toBe("/");
  });

  it("adds the offer of ?add= (Add to cart without JavaScript) once, then drops it from the URL", async () => {
    const api = serveCart([], { "POST /api/cart": () => ok(cartItem(), 201) });
    renderView({ addOffer: "offer00001" });
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith("/cart"));
    expect(api.calls.filter((c) => c.method === "POST")).toEqual([{ method: "POST", path: "/api/cart", body: { offer: "offer00001", count: 1 } }]);
  });

  it("speaks Russian with its plural forms", async () => {
    serveCart([cartItem(), cartItem({ id: "item-2", offer: { ...cartItem().offer, uid: "offer00002", name: "Ryzen 9 7950X" } })]);
    renderView({}, "ru");
    expect(await screen.findByRole("heading", { name: "2 предложения в корзине" })).toBeTruthy();
    expect(screen.getAllByRole("button", { name: "Оформить заказ" })).toHaveLength(1);
    expect(screen.getAllByText("1 экземпляр требует настройки")).toHaveLength(2);
  });
});
