/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { apiRequest } from "@/components/api/client";
import { Modal } from "@/components/ui/modal";
import { ProfileForm } from "@/components/profiles/profile-form";
import type { Profile } from "@/lib/profiles/schema";
import en from "@/messages/en/profiles.json";
import ru from "@/messages/ru/profiles.json";

jest.mock("@/components/api/client", () => ({ apiFetch: jest.fn(), apiRequest: jest.fn() }));
const request = jest.mocked(apiRequest);

const stored: Profile = {
  uid: "a1b2c3",
  first_name: "Anna",
  last_name: "Schmidt",
  email: "anna@example.com",
  phone_number: "+493012345678",
  phone_region: "DE",
  city: "Berlin",
  zip_code: "10115",
  address: "Invalidenstraße 1",
  state: "",
  country: "DE",
  vat_id: "DE123456789",
  company_name: "",
  created_at: "2025-01-01T00:00:00.000Z",
  updated_at: "2025-01-01T00:00:00.000Z",
};

function renderForm({ profile = null, locale = "en" }: { profile?: Profile | null; locale?: "en" | "ru" } = {}) {
  const onSaved = jest.fn();
  const onLocked = jest.fn();
  render(
    <NextIntlClientProvider locale={locale} messages={locale === "en" ? en : ru}>
      <Modal open onOpenChange={() => {}} title="Profile" closeLabel="Close" wide>
        <ProfileForm profile={profile} onSaved={onSaved} onLocked={onLocked} />
      </Modal>
    </NextIntlClientProvider>,
  );
  return { onSaved, onLocked };
}

const change = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = (name = "Save") => act(async () => fireEvent.click(screen.getByRole("button", { name })));

function fillValid() {
  change("First name", "Anna");
  change("Last name", "Schmidt");
  change("E-mail", "anna@example.com");
  change("Country", "DE");
  change("Phone number", "030 12345678");
  change("City", "Berlin");
  change("ZIP code", "10115");
  change("Address", "Invalidenstraße 1");
}

beforeEach(() => request.mockReset());

describe("the billing profile form", () => {
  it("shows 'This field is required' under each empty required field, wired to it (spec section 5)", async () => {
    renderForm();
    await submit();
    for (const label of ["First name", "Last name", "E-mail", "City", "ZIP code", "Address", "Country", "Phone number", "Phone number region"]) {
      const input = screen.getByLabelText(label);
      expect({ label, invalid: input.getAttribute("aria-invalid") }).toEqual({ label, invalid: "true" });
      const described = (input.getAttribute("aria-describedby") ?? "").split(" ").map((id) => document.getElementById(id)?.textContent);
      expect({ label, described }).toEqual({ label, described: ["This field is required"] });
    }
    expect(screen.getByLabelText(/Company name/).getAttribute("aria-invalid")).toBeNull();
    expect(request).not.toHaveBeenCalled();
  });

  it("speaks the page's language", async () => {
    renderForm({ locale: "ru" });
    change("E-mail", "nope");
    await submit("Сохранить");
    expect(screen.getAllByText("Это поле обязательно").length).toBeGreaterThan(3);
    expect(screen.getByText("Введите корректный e-mail")).toBeTruthy();
    // Country names come from Intl.DisplayNames in the page's language.
    expect(screen.getByRole("option", { name: "Германия" })).toBeTruthy();
  });

  it("masks the phone number as typed, in the chosen region's format", () => {
    renderForm();
    change("Phone number region", "US");
    change("Phone number", "9123456789");
    expect((screen.getByLabelText("Phone number") as HTMLInputElement).value).toBe("(912) 345-6789");
    change("Phone number region", "RU");
    expect((screen.getByLabelText("Phone number") as HTMLInputElement).value).toBe("912 345-67-89");
  });

  it("takes the phone region from the country until one is chosen, and shows the VAT format of an EU country", async () => {
    renderForm();
    change("Country", "NL");
    expect((screen.getByLabelText("Phone number region") as HTMLSelectElement).value).toBe("NL");
    expect(screen.getByText("Format for Netherlands: NL123456789B01")).toBeTruthy();
    change(/VAT ID/, "NL123");
    await submit();
    expect(screen.getByText("This VAT ID does not match the format of Netherlands, e.g. NL123456789B01")).toBeTruthy();
  });

  it("refuses a phone number that does not fit the region", async () => {
    renderForm();
    fillValid();
    change("Phone number", "030 1");
    await submit();
    expect(screen.getByText("Please enter a valid phone number for the chosen region")).toBeTruthy();
    expect(request).not.toHaveBeenCalled();
  });

  it("creates the profile with the validated values", async () => {
    const created = { ...stored, uid: "new1" };
    request.mockResolvedValue({ ok: true, status: 201, data: created, headers: new Headers() });
    const { onSaved } = renderForm();
    fillValid();
    change(/VAT ID/, "de 123 456 789");
    await submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(created));
    const [path, options] = request.mock.calls[0];
    expect(path).toBe("/api/users/profile/profiles");
    expect(options).toMatchObject({ method: "POST", body: { first_name: "Anna", country: "DE", phone_region: "DE", phone_number: "030 12345678", vat_id: "de 123 456 789" } });
  });

  it("edits a stored profile: the number is shown in its national format and the changes are PATCHed", async () => {
    request.mockResolvedValue({ ok: true, status: 200, data: stored, headers: new Headers() });
    renderForm({ profile: stored });
    expect((screen.getByLabelText("Phone number") as HTMLInputElement).value).toBe("030 12345678");
    change("City", "Hamburg");
    await submit();
    await waitFor(() => expect(request).toHaveBeenCalled());
    expect(request.mock.calls[0][0]).toBe("/api/users/profile/profiles/a1b2c3");
    expect(request.mock.calls[0][1]).toMatchObject({ method: "PATCH", body: { city: "Hamburg" } });
  });

  it("puts the API's field errors under their fields", async () => {
    request.mockResolvedValue({
      ok: false,
      status: 422,
      body: { detail: [{ loc: ["body", "zip_code"], msg: "Zip code refused by the server", type: "custom" }] },
      headers: new Headers(),
    });
    renderForm({ profile: stored });
    await submit();
    expect(await screen.findByText("Zip code refused by the server")).toBeTruthy();
    expect(screen.getByLabelText("ZIP code").getAttribute("aria-invalid")).toBe("true");
  });

  it("hands over to identity confirmation when the server says the session is locked", async () => {
    request.mockResolvedValue({
      ok: false,
      status: 403,
      body: { detail: { msg: "Confirm your identity", code: "identity_confirmation_required" } },
      headers: new Headers(),
    });
    const { onLocked, onSaved } = renderForm({ profile: stored });
    await submit();
    await waitFor(() => expect(onLocked).toHaveBeenCalled());
    expect(onSaved).not.toHaveBeenCalled();
  });
});
