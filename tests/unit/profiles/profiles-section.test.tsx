/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { NextIntlClientProvider } from "next-intl";
import { apiRequest } from "@/components/api/client";
import { ProfilesSection } from "@/components/profiles/profiles-section";
import type { Profile } from "@/lib/profiles/schema";
import en from "@/messages/en/profiles.json";
import ru from "@/messages/ru/profiles.json";

jest.mock("@/components/api/client", () => ({ apiFetch: jest.fn(), apiRequest: jest.fn() }));
jest.mock("@/components/ui/notify", () => ({ notifySuccess: jest.fn(), notifyFailure: jest.fn() }));
const request = jest.mocked(apiRequest);

const profile = (uid: string, first: string, created: string): Profile => ({
  uid,
  first_name: first,
  last_name: "Schmidt",
  email: `${first.toLowerCase()}@example.com`,
  phone_number: "+493012345678",
  phone_region: "DE",
  city: "Berlin",
  zip_code: "10115",
  address: "Invalidenstraße 1",
  state: "",
  country: "DE",
  vat_id: "DE123456789",
  company_name: "Schmidt GmbH",
  created_at: created,
  updated_at: created,
});

const anna = profile("p1", "Anna", "2025-02-01T00:00:00.000Z");
const ben = profile("p2", "Ben", "2025-01-01T00:00:00.000Z");
const ok = (data: unknown) => ({ ok: true as const, status: 200, data, headers: new Headers() });

function renderSection({ locked = false, locale = "en" }: { locked?: boolean; locale?: "en" | "ru" } = {}) {
  const onUnlockRequest = jest.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <NextIntlClientProvider locale={locale} messages={locale === "en" ? en : ru}>
      <QueryClientProvider client={client}>
        <ProfilesSection locked={locked} onUnlockRequest={onUnlockRequest} />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
  return { onUnlockRequest };
}

beforeEach(() => request.mockReset());

describe("the billing profiles section", () => {
  it("lists the profiles as cards with the country named in the page's language", async () => {
    request.mockResolvedValue(ok({ items: [anna, ben] }));
    renderSection();
    const cards = await screen.findAllByRole("listitem");
    expect(cards.map((c) => within(c).getByRole("heading").textContent)).toEqual(["Anna Schmidt", "Ben Schmidt"]);
    expect(within(cards[0]).getByText(/Germany/)).toBeTruthy();
    expect(request).toHaveBeenCalledWith("/api/users/profile/profiles_list", expect.objectContaining({ silent: true }));
  });

  it("says 'Error fetching profiles' when the list cannot be read, and can try again", async () => {
    request.mockResolvedValueOnce({ ok: false, status: 500, body: { detail: "Internal server error" }, headers: new Headers() });
    renderSection();
    expect((await screen.findByRole("alert")).textContent).toContain("Error fetching profiles");
    request.mockResolvedValueOnce(ok({ items: [anna] }));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Try again" })));
    expect(await screen.findByRole("heading", { name: "Anna Schmidt" })).toBeTruthy();
  });

  it("in Russian too", async () => {
    request.mockResolvedValue({ ok: false, status: 0, body: undefined, headers: null });
    renderSection({ locale: "ru" });
    expect((await screen.findByRole("alert")).textContent).toContain("Ошибка загрузки профилей");
  });

  it("while locked, offers identity confirmation instead of add, edit and delete", async () => {
    request.mockResolvedValue(ok({ items: [anna] }));
    const { onUnlockRequest } = renderSection({ locked: true });
    await screen.findByRole("heading", { name: "Anna Schmidt" });
    expect(screen.getByText("Confirm your identity to edit")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Add profile" })).toBeNull();
    expect((screen.getByRole("button", { name: "Edit the profile of Anna Schmidt" }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole("button", { name: "Delete the profile of Anna Schmidt" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Confirm identity" }));
    expect(onUnlockRequest).toHaveBeenCalled();
  });

  it("deletes a profile after confirmation", async () => {
    request.mockResolvedValueOnce(ok({ items: [anna, ben] }));
    renderSection();
    fireEvent.click(await screen.findByRole("button", { name: "Delete the profile of Ben Schmidt" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog.textContent).toContain("Ben Schmidt");
    request.mockResolvedValueOnce(ok({ uid: "p2", response_message: "Profile deleted" }));
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Delete" })));
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Ben Schmidt" })).toBeNull());
    expect(request).toHaveBeenLastCalledWith("/api/users/profile/profiles/p2", { method: "DELETE" });
    expect(screen.getByRole("heading", { name: "Anna Schmidt" })).toBeTruthy();
  });

  it("opens the form in a dialog to add a profile", async () => {
    request.mockResolvedValue(ok({ items: [] }));
    renderSection();
    expect(await screen.findByText("You have no billing profiles yet.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Add profile" }));
    const dialog = await screen.findByRole("dialog", { name: "New billing profile" });
    expect(await within(dialog).findByLabelText("First name")).toBeTruthy();
  });
});
