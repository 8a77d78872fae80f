/**
 * @jest-environment jsdom
 */
import { act, fireEvent, screen, within } from "@testing-library/react";
import { apiFetch } from "@/components/api/client";
import { becomeGuest } from "@/components/auth/browser-state";
import { SessionsSection, type SessionItem } from "@/components/settings/sessions-section";
import { renderIsland } from "./render";

jest.mock("@/components/api/client", () => ({ apiFetch: jest.fn(), apiRequest: jest.fn() }));
jest.mock("@/components/auth/browser-state", () => ({ becomeGuest: jest.fn() }));
const navigateHome = jest.fn();
jest.mock("@/components/i18n/navigation", () => ({ useRouter: () => ({ push: navigateHome }) }));

const fetchMock = apiFetch as jest.MockedFunction<typeof apiFetch>;

const sessions: SessionItem[] = [
  {
    uid: "a".repeat(24),
    device: "Chrome on Linux",
    device_id: "dev-1",
    user_agent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
    ip: "10.0.0.1",
    method: "email_code",
    created_at: "2026-11-22T09:00:00Z",
    last_used_at: "2026-11-22T10:00:00Z",
    current: true,
  },
  {
    uid: "b".repeat(24),
    device: "Firefox on Windows",
    device_id: "dev-2",
    user_agent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0",
    ip: "10.0.0.2",
    method: "email_code",
    created_at: "2026-11-20T09:00:00Z",
    last_used_at: "2026-11-21T10:00:00Z",
    current: false,
  },
];

beforeEach(() => {
  fetchMock.mockReset();
  navigateHome.mockReset();
});

describe("the sessions of settings/access", () => {
  it("lists each device in words with IP and marks this device", async () => {
    fetchMock.mockResolvedValue({ items: sessions });
    renderIsland(<SessionsSection />);
    const table = await screen.findByRole("table", { name: /Signed-in devices/ });
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).getByRole("rowheader").textContent).toBe("Chrome on LinuxThis device");
    expect(within(rows[1]).getByText("10.0.0.1")).toBeTruthy();
    expect(within(rows[2]).getByRole("rowheader").textContent).toBe("Firefox on Windows");
  });

  it("signs another device out after a confirmation", async () => {
    fetchMock.mockResolvedValue({ items: sessions });
    renderIsland(<SessionsSection />);
    fireEvent.click(await screen.findByRole("button", { name: "Sign out of Firefox on Windows" }));
    const dialog = screen.getByRole("alertdialog", { name: "Sign out of this session?" });
    expect(dialog.textContent).toContain("Firefox on Windows will be signed out.");
    fetchMock.mockResolvedValueOnce({ response_message: "You are signed out" });
    fetchMock.mockResolvedValueOnce({ items: sessions.slice(0, 1) });
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Sign out" })));
    expect(fetchMock).toHaveBeenCalledWith(`/api/users/access/sessions/${"b".repeat(24)}`, { method: "DELETE" });
    expect(becomeGuest).not.toHaveBeenCalled();
    expect(await screen.findAllByRole("row")).toHaveLength(2);
  });

  it("signs out of all sessions and leaves as a guest for the home page", async () => {
    fetchMock.mockResolvedValue({ items: sessions });
    renderIsland(<SessionsSection />, "ru");
    await screen.findByRole("table");
    fireEvent.click(screen.getByRole("button", { name: "Выйти из всех сеансов" }));
    const dialog = screen.getByRole("alertdialog", { name: "Выйти из всех сеансов?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Отмена" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole("button", { name: "Выйти из всех сеансов" }));
    fetchMock.mockResolvedValueOnce({ response_message: "Закрыто сеансов: 2" });
    await act(async () => fireEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Выйти из всех сеансов" })));
    expect(fetchMock).toHaveBeenLastCalledWith("/api/users/access/logout_all", { method: "POST" });
    expect(becomeGuest).toHaveBeenCalled();
    expect(navigateHome).toHaveBeenCalledWith("/");
  });
});
