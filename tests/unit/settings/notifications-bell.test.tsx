/**
 * @jest-environment jsdom
 */
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { apiFetch } from "@/components/api/client";
import { NotificationsBell } from "@/components/notifications/notifications-bell";
import type { NotificationsPage } from "@/components/notifications/types";
import { renderIsland } from "./render";

jest.mock("@/components/api/client", () => ({ apiFetch: jest.fn(), apiRequest: jest.fn() }));
jest.mock("@/components/i18n/navigation", () => ({
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const fetchMock = apiFetch as jest.MockedFunction<typeof apiFetch>;

function page(items: NotificationsPage["items"], unread: number): NotificationsPage {
  return { items, total: items.length, unread, page: 1, size: 5, pages: 1 };
}

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const two = page(
  [
    { uid: "a", kind: "new_device_sign_in", params: {}, title: "Sign-in from a new device", body: "Chrome on Linux, IP 10.0.0.1.", read: false, created_at: minutesAgo(5) },
    { uid: "b", kind: "welcome", params: {}, title: "Welcome to Infra Market", body: "Your account is ready.", read: false, created_at: minutesAgo(90) },
  ],
  2,
);

beforeEach(() => fetchMock.mockReset());

describe("the notifications bell", () => {
  it("names the unread count and lists the latest notifications with their time", async () => {
    fetchMock.mockResolvedValue(two);
    renderIsland(<NotificationsBell />);
    const bell = await screen.findByRole("button", { name: "Notifications, 2 unread" });
    expect(fetchMock).toHaveBeenCalledWith("/api/notifications?page=1&size=5", { silent: true });
    expect(bell.getAttribute("aria-expanded")).toBe("false");

    await act(async () => fireEvent.click(bell));
    expect(bell.getAttribute("aria-expanded")).toBe("true");
    const panel = screen.getByRole("region", { name: "Notifications" });
    expect(within(panel).getByText("Sign-in from a new device")).toBeTruthy();
    expect(within(panel).getByText("5 minutes ago")).toBeTruthy();
    expect(within(panel).getByText("1 hour ago")).toBeTruthy();
    expect(within(panel).getByRole("link", { name: "All notifications" }).getAttribute("href")).toBe("/notifications");
  });

  it("marks all as read", async () => {
    fetchMock.mockResolvedValue(two);
    renderIsland(<NotificationsBell />);
    const bell = await screen.findByRole("button", { name: "Notifications, 2 unread" });
    await act(async () => fireEvent.click(bell));
    fetchMock.mockResolvedValueOnce({ unread: 0 });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Mark all as read" })));
    expect(fetchMock).toHaveBeenCalledWith("/api/notifications/read", { method: "POST", body: {} });
    await waitFor(() => expect(screen.getByRole("button", { name: "Notifications, no unread" })).toBeTruthy());
    expect(screen.queryByRole("button", { name: "Mark all as read" })).toBeNull();
  });

  it("says 'Notifications are empty' when there are none, and closes on Escape", async () => {
    fetchMock.mockResolvedValue(page([], 0));
    renderIsland(<NotificationsBell />);
    const bell = await screen.findByRole("button", { name: "Notifications, no unread" });
    await act(async () => fireEvent.click(bell));
    expect(screen.getByText("Notifications are empty")).toBeTruthy();
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByRole("region", { name: "Notifications" })).toBeNull();
    expect(document.activeElement).toBe(bell);
  });

  it("speaks Russian plurals", async () => {
    fetchMock.mockResolvedValue(page([], 3));
    renderIsland(<NotificationsBell />, "ru");
    expect(await screen.findByRole("button", { name: "Уведомления, 3 непрочитанных" })).toBeTruthy();
  });
});
