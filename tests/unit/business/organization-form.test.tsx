/**
 * @jest-environment jsdom
 */
import { act, fireEvent, screen } from "@testing-library/react";
import { apiRequest } from "@/components/api/client";
import { OrganizationForm } from "@/components/business/organization-form";
import { fail, ok, organization, renderBusiness } from "./render";

jest.mock("@/components/api/client", () => ({ apiFetch: jest.fn(), apiRequest: jest.fn() }));
const request = jest.mocked(apiRequest);

beforeEach(() => request.mockReset());

const change = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = (name: string | RegExp) => act(async () => fireEvent.click(screen.getByRole("button", { name })));
/** The texts an input's aria-describedby points at. */
const describedBy = (label: string | RegExp) =>
  (screen.getByLabelText(label).getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

function fillValid() {
  change("Company name", "Nordlight GmbH");
  change("Company registration number", "HRB 12345");
  change("Company e-mail", "office@nordlight.example");
  change("First name", "Anna");
  change("Last name", "Schmidt");
  change("Country", "DE");
  change("Phone number", "030 12345678");
  change("City", "Berlin");
  change("ZIP code", "10115");
  change("Address", "Invalidenstraße 1");
}

describe("the company information form (step 1)", () => {
  it("shows 'This field is required' under each empty required field, and nothing under the optional ones", async () => {
    renderBusiness(<OrganizationForm org={null} mode={{ kind: "create" }} onSaved={jest.fn()} />);
    await submit("Create business account");
    const required = ["Company name", "Company registration number", "Company e-mail", "First name", "Last name", "Phone number region", "Phone number", "Country", "City", "ZIP code", "Address"];
    for (const label of required) {
      expect({ label, invalid: screen.getByLabelText(label).getAttribute("aria-invalid") }).toEqual({ label, invalid: "true" });
      expect({ label, texts: describedBy(label) }).toEqual({ label, texts: ["This field is required"] });
    }
    for (const label of [/Middle name/, /Tax identification number/, /State or region/]) {
      expect(screen.getByLabelText(label).getAttribute("aria-invalid")).toBeNull();
    }
    expect(request).not.toHaveBeenCalled();
  });

  it("says which value is wrong: e-mail, URL, and a phone number outside its region's mask", async () => {
    renderBusiness(<OrganizationForm org={null} mode={{ kind: "create" }} onSaved={jest.fn()} />);
    fillValid();
    change("Company e-mail", "not-an-email");
    change(/Website/, "nordlight");
    change("Phone number", "12");
    await submit("Create business account");
    expect(describedBy("Company e-mail")).toEqual(["Please enter correct email"]);
    expect(describedBy(/Website/)).toEqual(["For example https://example.com", "Url address is invalid"]);
    expect(describedBy("Phone number")).toEqual(["This phone number does not follow the Germany format"]);
    expect(request).not.toHaveBeenCalled();
  });

  it("speaks the page's language", async () => {
    renderBusiness(<OrganizationForm org={null} mode={{ kind: "create" }} onSaved={jest.fn()} />, "ru");
    change("E-mail компании", "nope");
    await submit("Создать бизнес-аккаунт");
    expect(describedBy("Название компании")).toEqual(["Это поле обязательно"]);
    expect(describedBy("E-mail компании")).toEqual(["Введите корректный e-mail"]);
  });

  it("creates the business account with the typed values, and puts the API's field errors under their fields", async () => {
    const onSaved = jest.fn();
    request.mockResolvedValueOnce(fail(422, { detail: [{ loc: ["body", "company_number"], msg: "This company number is already registered", type: "custom" }] }));
    renderBusiness(<OrganizationForm org={null} mode={{ kind: "create" }} onSaved={onSaved} />);
    fillValid();
    await submit("Create business account");
    expect(request).toHaveBeenCalledWith("/api/organizations", { method: "POST", body: expect.objectContaining({ name: "Nordlight GmbH", country: "DE", phone_region: "DE", phone_number: "030 12345678" }) });
    expect(describedBy("Company registration number")).toEqual(["This company number is already registered"]);
    expect(onSaved).not.toHaveBeenCalled();

    const saved = organization();
    request.mockResolvedValueOnce(ok(saved, 201));
    change("Company registration number", "HRB 54321");
    await submit("Create business account");
    expect(onSaved).toHaveBeenCalledWith(saved);
  });

  it("edits with the stored values (the phone in its national writing) and warns when the account is approved", async () => {
    renderBusiness(<OrganizationForm org={organization({ status: "approved" })} mode={{ kind: "edit", approved: true }} onSaved={jest.fn()} onCancel={jest.fn()} />);
    expect((screen.getByLabelText("Company name") as HTMLInputElement).value).toBe("Nordlight GmbH");
    expect((screen.getByLabelText("Phone number") as HTMLInputElement).value).toBe("030 12345678");
    expect(screen.getByText(/Saving changes to its details sends it for verification again/)).toBeTruthy();
    request.mockResolvedValueOnce(ok(organization({ status: "changed", city: "Potsdam" })));
    change("City", "Potsdam");
    await submit("Save");
    expect(request).toHaveBeenCalledWith("/api/organizations/my", { method: "PATCH", body: expect.objectContaining({ city: "Potsdam", name: "Nordlight GmbH" }) });
  });

  it("sends nothing when nothing was edited", async () => {
    const onSaved = jest.fn();
    const stored = organization({ status: "changed" });
    renderBusiness(<OrganizationForm org={stored} mode={{ kind: "edit", approved: false }} onSaved={onSaved} />);
    await submit("Save and continue");
    expect(request).not.toHaveBeenCalled();
    expect(onSaved).toHaveBeenCalledWith(stored);
  });

  it("is shown disabled, with the reason, when it cannot be edited", () => {
    renderBusiness(<OrganizationForm org={organization({ role: "viewer" })} mode={{ kind: "locked", reason: "Your role (Viewer) cannot edit the company information." }} onSaved={jest.fn()} onNext={jest.fn()} />);
    expect(screen.getByLabelText("Company name").matches(":disabled")).toBe(true);
    expect(screen.getByLabelText("Country").matches(":disabled")).toBe(true);
    expect(screen.getByText("Your role (Viewer) cannot edit the company information.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Save/ })).toBeNull();
    expect(screen.getByRole("button", { name: "Next" })).toBeTruthy();
  });
});
