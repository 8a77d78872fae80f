/**
 * @jest-environment jsdom
 */
import { act, render, screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { apiFetch } from "@/components/api/client";
import { AUTH_EVENT } from "@/components/auth/browser-state";
import { CartBadge } from "@/components/cart/cart-badge";
import { announceCartChanged } from "@/components/cart/events";
import { SIGNED_IN_COOKIE } from "@/lib/auth/constants";
import en from "@/messages/en/cart.json";
import ru from "@/messages/ru/cart.json";

jest.mock("@/components/api/client", () => ({ apiFetch: jest.fn(), apiRequest: jest.fn() }));
jest.mock("@/components/i18n/navigation", () => ({
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));
const fetchMock = jest.mocked(apiFetch);

function renderBadge(locale: "en" | "ru" = "en") {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === "en" ? en : ru}>
      <CartBadge />
    </NextIntlClientProvider>,
  );
}

const signIn = () => {
  document.cookie = `${SIGNED_IN_COOKIE}=1; Path=/`;
};
const signOut = () => {
  document.cookie = `${SIGNED_IN_COOKIE}=; Path=/; Max-Age=0`;
};

beforeEach(() => {
  signOut();
  fetchMock.mockReset();
});

describe("the header's cart badge", () => {
  it("shows nothing to a guest and asks nothing", async () => {
    renderBadge();
    await act(async () => {});
    expect(screen.queryByRole("link")).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("links a signed-in buyer to the cart with the count of the summary", async () => {
    signIn();
    fetchMock.mockResolvedValue({ total_count: 3 });
    renderBadge();
    const link = await screen.findByRole("link", { name: "Cart, 3 items" });
    expect(link.getAttribute("href")).toBe("/cart");
    expect(screen.getByTestId("cart-count").textContent).toBe("3");
    expect(fetchMock).toHaveBeenCalledWith("/api/cart/summary", expect.objectContaining({ silent: true }));
  });

  it("reads the count again after a cart change", async () => {
    signIn();
    fetchMock.mockResolvedValueOnce({ total_count: 1 });
    renderBadge();
    await screen.findByRole("link", { name: "Cart, 1 item" });
    fetchMock.mockResolvedValueOnce({ total_count: 2 });
    await act(async () => announceCartChanged());
    expect(await screen.findByRole("link", { name: "Cart, 2 items" })).toBeTruthy();
  });

  it("appears on sign-in and goes on sign-out", async () => {
    fetchMock.mockResolvedValue({ total_count: 0 });
    renderBadge();
    expect(screen.queryByRole("link")).toBeNull();
    signIn();
    await act(async () => window.dispatchEvent(new Event(AUTH_EVENT)));
    expect(await screen.findByRole("link", { name: "Cart, empty" })).toBeTruthy();
    expect(screen.queryByTestId("cart-count")).toBeNull();
    signOut();
    await act(async () => window.dispatchEvent(new Event(AUTH_EVENT)));
    await waitFor(() => expect(screen.queryByRole("link")).toBeNull());
  });

  it("counts in Russian", async () => {
    signIn();
    fetchMock.mockResolvedValue({ total_count: 5 });
    renderBadge("ru");
    expect(await screen.findByRole("link", { name: "Корзина, 5 товаров" })).toBeTruthy();
  });
});
