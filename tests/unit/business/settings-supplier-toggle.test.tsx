/**
 * @jest-environment jsdom
 */
import { act, render, screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { apiRequest } from "@/components/api/client";
import { MainSettingsForm } from "@/components/settings/main-settings-form";
import type { UserDto } from "@/lib/auth/users";
import settings from "@/messages/en/settings.json";
import { fail, ok, organization } from "./render";

jest.mock("@/components/api/client", () => ({ apiFetch: jest.fn(), apiRequest: jest.fn() }));
jest.mock("@/components/i18n/navigation", () => ({ usePathname: () => "/settings", useRouter: () => ({ replace: jest.fn(), push: jest.fn() }) }));
const request = jest.mocked(apiRequest);

const user = {
  uid: "u1",
  email: "anna@example.com",
  first_name: "Anna",
  last_name: "Schmidt",
  guest: false,
  avatar: null,
  locale: "en",
  preferences: { tableRows: 10, supplierInterface: true },
  created_at: "2026-01-01T00:00:00.000Z",
  unlocked_until: null,
  intercom_hash: null,
} as unknown as UserDto;

function renderSettings() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <NextIntlClientProvider locale="en" messages={settings} timeZone="UTC">
      <QueryClientProvider client={client}>
        <MainSettingsForm user={user} />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

/** Waits for GET /api/organizations/my to be asked and answered. */
async function settled() {
  await waitFor(() => expect(request).toHaveBeenCalledWith("/api/organizations/my", expect.objectContaining({ silent: true })));
  await act(async () => {});
}

const supplierSwitch = () => screen.queryByRole("switch", { name: /^Use the supplier interface/ });

beforeEach(() => request.mockReset());

describe("the supplier interface switch of settings", () => {
  it("is hidden from someone without a business account (404, no toast)", async () => {
    request.mockResolvedValue(fail(404, { detail: { msg: "Not found", code: "not_found" } }));
    renderSettings();
    await settled();
    expect(supplierSwitch()).toBeNull();
    // The rest of the section is untouched.
    expect(screen.getByRole("switch", { name: /^E-mail me on sign-in from a new device/ })).toBeTruthy();
    expect(screen.getByLabelText("Rows per page in tables")).toBeTruthy();
  });

  it("is hidden from a member of a business account that cannot sell", async () => {
    request.mockResolvedValue(ok(organization({ status: "approving", can_sell: false })));
    renderSettings();
    await settled();
    expect(supplierSwitch()).toBeNull();
  });

  it("is hidden while the answer is unknown (a failed read)", async () => {
    request.mockResolvedValue(fail(500));
    renderSettings();
    await settled();
    expect(supplierSwitch()).toBeNull();
  });

  it("is shown, with the saved preference, to a member of a business account that can sell", async () => {
    request.mockResolvedValue(ok(organization({ status: "approved", can_sell: true, approved_at: "2026-03-03T10:00:00.000Z" })));
    renderSettings();
    const toggle = (await screen.findByRole("switch", { name: /^Use the supplier interface/ })) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
  });
});
