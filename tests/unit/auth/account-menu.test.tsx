/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { AccountMenu, LOGIN_FLAG_MS } from "@/components/auth/account-menu";
import { AUTH_EVENT, LOGIN_REQUEST_EVENT, PROFILE_KEY } from "@/components/auth/browser-state";
import { apiFetch, apiRequest } from "@/components/api/client";
import { notifyFailure } from "@/components/ui/notify";
import en from "@/messages/en/account.json";

let search = new URLSearchParams();
const push = jest.fn();
jest.mock("next/navigation", () => ({ useSearchParams: () => search, useRouter: () => ({ push, refresh: jest.fn(), replace: jest.fn() }) }));
jest.mock("@/components/i18n/navigation", () => ({
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
  useRouter: () => ({ push, refresh: jest.fn(), replace: jest.fn() }),
}));
jest.mock("@/components/api/client", () => ({ apiFetch: jest.fn(), apiRequest: jest.fn() }));
jest.mock("@/components/ui/notify", () => ({ notifyFailure: jest.fn(async () => {}), notifySuccess: jest.fn(async () => {}) }));
jest.mock("@/components/notifications/notifications-bell", () => ({ NotificationsBell: () => <button type="button">Notifications bell</button> }));

const messages = { ...en, errors: { internal: "Internal server error", actionFailed: "Action failed" } };

function renderMenu() {
  return render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <AccountMenu />
    </NextIntlClientProvider>,
  );
}

function clearCookies() {
  for (const part of document.cookie.split(";")) {
    const name = part.split("=")[0].trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

beforeEach(() => {
  clearCookies();
  localStorage.clear();
  search = new URLSearchParams();
  window.history.replaceState(null, "", "/");
  jest.mocked(apiFetch).mockReset().mockResolvedValue({ email: true, google: false });
  jest.mocked(apiRequest).mockReset();
  jest.mocked(notifyFailure).mockClear();
  push.mockReset();
});

it("shows a guest the Sign in button, which opens the dialog", async () => {
  renderMenu();
  const button = await screen.findByRole("button", { name: "Sign in" });
  await act(async () => fireEvent.click(button));
  expect(await screen.findByRole("dialog", { name: "Sign in" })).toBeTruthy();
});

it("shows a signed-in visitor the e-mail with Settings, Orders, Invoices, Notifications and Sign out, and refreshes the profile", async () => {
  document.cookie = "application-signed-in=1; Path=/";
  localStorage.setItem(PROFILE_KEY, JSON.stringify({ uid: "u1", email: "old@example.com" }));
  jest.mocked(apiFetch).mockResolvedValue({ uid: "u1", email: "ann@example.com" });
  renderMenu();
  const menu = await screen.findByRole("button", { name: /Account menu: ann@example\.com/ });
  expect(jest.mocked(apiFetch)).toHaveBeenCalledWith("/api/users/profile", expect.objectContaining({ silent: true }));
  expect(screen.getByRole("button", { name: "Notifications bell" })).toBeTruthy();
  fireEvent.click(menu);
  expect(screen.getByRole("link", { name: "Settings" }).getAttribute("href")).toBe("/settings");
  expect(screen.getByRole("link", { name: "Orders" }).getAttribute("href")).toBe("/orders");
  expect(screen.getByRole("link", { name: "Invoices" }).getAttribute("href")).toBe("/invoices");
  expect(screen.getByRole("link", { name: "Notifications" }).getAttribute("href")).toBe("/notifications");

  jest.mocked(apiRequest).mockResolvedValue({ ok: true, status: 200, data: {}, headers: new Headers() });
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Sign out" })));
  expect(jest.mocked(apiRequest)).toHaveBeenCalledWith("/api/users/access/logout", { method: "POST" });
  expect(await screen.findByRole("button", { name: "Sign in" })).toBeTruthy();
  expect(localStorage.getItem(PROFILE_KEY)).toBeNull();
  expect(push).toHaveBeenCalledWith("/");
});

it("switches to guest when another part of the page announces it", async () => {
  document.cookie = "application-signed-in=1; Path=/";
  localStorage.setItem(PROFILE_KEY, JSON.stringify({ uid: "u1", email: "ann@example.com" }));
  jest.mocked(apiFetch).mockResolvedValue(false);
  renderMenu();
  await screen.findByRole("button", { name: /ann@example\.com/ });
  act(() => {
    document.cookie = "application-signed-in=; Path=/; Max-Age=0";
    window.dispatchEvent(new Event(AUTH_EVENT));
  });
  expect(await screen.findByRole("button", { name: "Sign in" })).toBeTruthy();
});

it("opens the dialog for ?login=1 and takes the flag off the URL after 100 ms, keeping next", async () => {
  jest.useFakeTimers();
  try {
    window.history.replaceState(null, "", "/?login=1&next=%2Fsettings");
    search = new URLSearchParams("login=1&next=/settings");
    renderMenu();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(LOGIN_FLAG_MS - 10);
    });
    expect(window.location.search).toContain("login=1");
    await act(async () => {
      await jest.advanceTimersByTimeAsync(20);
    });
    expect(window.location.search).toBe("?next=%2Fsettings");
  } finally {
    jest.useRealTimers();
  }
  await waitFor(() => expect(screen.getByRole("dialog", { name: "Sign in" })).toBeTruthy());
});

it("tells the visitor when Google sign-in failed (?login=failed)", async () => {
  search = new URLSearchParams("login=failed");
  renderMenu();
  await waitFor(() => expect(notifyFailure).toHaveBeenCalledWith(undefined, en.auth.googleFailed));
});

it("after a failed session refresh (?session=expired) shows 'user.fail_refresh_access' and becomes a guest", async () => {
  document.cookie = "application-signed-in=1; Path=/";
  localStorage.setItem(PROFILE_KEY, JSON.stringify({ uid: "u1", email: "gone@example.com" }));
  window.history.replaceState(null, "", "/?login=1&next=%2Fsettings&session=expired");
  search = new URLSearchParams("login=1&next=/settings&session=expired");
  renderMenu();
  await waitFor(() => expect(notifyFailure).toHaveBeenCalledWith(undefined, en.user.fail_refresh_access));
  expect(localStorage.getItem(PROFILE_KEY)).toBeNull();
  expect(await screen.findByRole("button", { name: "Sign in" })).toBeTruthy();
  await waitFor(() => expect(window.location.search).toBe("?next=%2Fsettings"));
});

it("opens the dialog when another island asks a guest to sign in (Add to cart)", async () => {
  renderMenu();
  await screen.findByRole("button", { name: "Sign in" });
  await act(async () => window.dispatchEvent(new Event(LOGIN_REQUEST_EVENT)));
  expect(await screen.findByRole("dialog", { name: "Sign in" })).toBeTruthy();
});
