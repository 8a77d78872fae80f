/**
 * @jest-environment jsdom
 */
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { apiFetch } from "@/components/api/client";
import { IdentityLockProvider, useIdentityLock } from "@/components/settings/identity-lock";
import { LockStatus } from "@/components/settings/lock-status";
import { formatClock } from "@/components/settings/unlock";
import { renderIsland } from "./render";

jest.mock("@/components/api/client", () => ({ apiFetch: jest.fn(), apiRequest: jest.fn() }));

const fetchMock = apiFetch as jest.MockedFunction<typeof apiFetch>;

/** What a sensitive form sees of the lock. */
function Probe() {
  const { locked } = useIdentityLock();
  return <p>{locked ? "form locked" : "form editable"}</p>;
}

function renderLock(unlockedUntil: string | null) {
  return renderIsland(
    <IdentityLockProvider initialUnlockedUntil={unlockedUntil} email="me@example.test">
      <LockStatus />
      <Probe />
    </IdentityLockProvider>,
  );
}

beforeEach(() => fetchMock.mockReset());
afterEach(() => jest.useRealTimers());

describe("the identity lock of sensitive forms", () => {
  it("shows 'Unlocked until HH:MM' and relocks on screen when the time passes", () => {
    jest.useFakeTimers();
    const until = new Date(Date.now() + 10 * 60_000).toISOString();
    renderLock(until);
    expect(screen.getByRole("status").textContent).toContain(`Unlocked until ${formatClock(until, "en-US")}`);
    expect(screen.getByText("form editable")).toBeTruthy();

    act(() => void jest.advanceTimersByTime(10 * 60_000 - 1));
    expect(screen.getByText("form editable")).toBeTruthy();
    act(() => void jest.advanceTimersByTime(1));
    expect(screen.getByText("form locked")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Unlock" })).toBeTruthy();
  });

  it("unlocks with the code e-mailed to the signed-in address", async () => {
    renderLock(null);
    expect(screen.getByText("form locked")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Unlock" }));
    const dialog = await screen.findByRole("dialog", { name: "Confirm your identity" });
    expect(dialog.textContent).toContain("me@example.test");

    fetchMock.mockResolvedValueOnce({ response_message: "We sent a 6-digit code" });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Send code" })));
    expect(fetchMock).toHaveBeenLastCalledWith("/api/users/access/identity/confirmation_action", { method: "POST", body: {} });

    const code = await screen.findByLabelText("Confirmation code");
    fireEvent.change(code, { target: { value: "12345" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Confirm" })));
    expect(await screen.findByText("Enter the 6-digit code from the e-mail")).toBeTruthy();
    expect(code.getAttribute("aria-invalid")).toBe("true");

    const until = new Date(Date.now() + 10 * 60_000).toISOString();
    fetchMock.mockResolvedValueOnce({ unlocked_until: until, response_message: "Editing is unlocked for 10 minutes" });
    fireEvent.change(code, { target: { value: "123 456" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Confirm" })));
    expect(fetchMock).toHaveBeenLastCalledWith("/api/users/access/identity", { method: "POST", body: { code: "123456" } });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByText("form editable")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toContain("Unlocked until");
  });
});
