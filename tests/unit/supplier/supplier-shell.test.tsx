/**
 * @jest-environment jsdom
 */
import { fireEvent, screen, within } from "@testing-library/react";
import { apiRequest } from "@/components/api/client";
import { ComingSoon } from "@/components/supplier/coming-soon";
import { SupplierShell } from "@/components/supplier/supplier-shell";
import { fail, fakeApi, ok, organization, renderInArea, renderSupplier } from "./render";

let pathname = "/supplier";
jest.mock("@/components/api/client", () => ({ apiRequest: jest.fn() }));
jest.mock("@/components/i18n/navigation", () => ({
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
  usePathname: () => pathname,
}));

function setup(answer: ReturnType<typeof ok>) {
  const api = fakeApi({ "GET /api/organizations/my": answer });
  jest.mocked(apiRequest).mockImplementation(api.impl as typeof apiRequest);
  renderSupplier(
    <SupplierShell>
      <p>Section content</p>
    </SupplierShell>,
  );
  return api;
}

beforeEach(() => {
  jest.mocked(apiRequest).mockReset();
  localStorage.clear();
  pathname = "/supplier";
});

describe("the non-seller gate", () => {
  it("someone without a business account (404) is sent to /business-account", async () => {
    setup(fail(404, { detail: { msg: "You have no business account yet" } }));
    expect(await screen.findByRole("heading", { name: "The supplier interface is for members of an approved business account" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to the business account" }).getAttribute("href")).toBe("/business-account");
    expect(screen.queryByText("Section content")).toBeNull();
    expect(screen.queryByRole("navigation")).toBeNull();
    expect(localStorage.getItem("is_supplier_interface")).toBeNull();
  });

  it("a member of a business account that cannot sell yet sees why", async () => {
    setup(ok(organization({ status: "approving", status_label: "Verification in process", can_sell: false, approved_at: null })));
    expect(await screen.findByRole("heading", { name: "The supplier interface is for members of an approved business account" })).toBeTruthy();
    expect(screen.getByText(/Nordlight GmbH is not approved yet \(status: Verification in process\)/)).toBeTruthy();
    expect(screen.queryByText("Section content")).toBeNull();
  });

  it("a blocked business account cannot use it either", async () => {
    setup(ok(organization({ status: "blocked", status_label: "Blocked", can_sell: false })));
    expect(await screen.findByText(/Nordlight GmbH is blocked/)).toBeTruthy();
    expect(screen.queryByText("Section content")).toBeNull();
  });

  it("a failed read offers a retry, not the gate", async () => {
    setup(fail(500));
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});

describe("the supplier area", () => {
  it("a manager sees Offers and Delivery but not Earnings or Integrations, with the organisation and role", async () => {
    pathname = "/supplier/offers";
    setup(ok(organization({ role: "manager" })));
    const nav = within(await screen.findByRole("navigation", { name: "Supplier sections" }));
    expect(nav.getAllByRole("link").map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Overview", "/supplier"],
      ["Offers", "/supplier/offers"],
      ["Delivery", "/supplier/delivery"],
      ["Support requests", "/supplier/support"],
      ["Workspace users", "/supplier/members"],
    ]);
    expect(nav.queryByRole("link", { name: "Earnings" })).toBeNull();
    expect(nav.queryByRole("link", { name: "Integrations" })).toBeNull();
    expect(nav.getByRole("link", { name: "Offers" }).getAttribute("aria-current")).toBe("page");
    expect(nav.getByRole("link", { name: "Overview" }).getAttribute("aria-current")).toBeNull();
    expect(screen.getByText("Nordlight GmbH")).toBeTruthy();
    expect(screen.getByText("Manager")).toBeTruthy();
    expect(screen.getByText("Section content")).toBeTruthy();
  });

  it("an owner sees every section", async () => {
    setup(ok(organization({ role: "owner" })));
    const nav = within(await screen.findByRole("navigation", { name: "Supplier sections" }));
    expect(nav.getAllByRole("link").map((a) => a.textContent)).toEqual(["Overview", "Offers", "Delivery", "Support requests", "Earnings", "Integrations", "Workspace users"]);
  });

  it("keeps is_supplier_interface true while open, false after 'Back to buying'", async () => {
    setup(ok(organization()));
    const back = await screen.findByRole("link", { name: "Back to buying" });
    expect(localStorage.getItem("is_supplier_interface")).toBe("true");
    expect(back.getAttribute("href")).toBe("/");
    fireEvent.click(back);
    expect(localStorage.getItem("is_supplier_interface")).toBe("false");
  });

  it("shows the menu in Russian", async () => {
    jest.mocked(apiRequest).mockImplementation(fakeApi({ "GET /api/organizations/my": ok(organization({ role: "viewer" })) }).impl as typeof apiRequest);
    renderSupplier(<SupplierShell>content</SupplierShell>, "ru");
    const nav = within(await screen.findByRole("navigation", { name: "Разделы поставщика" }));
    expect(nav.getAllByRole("link").map((a) => a.textContent)).toEqual(["Обзор", "Предложения", "Поставка", "Обращения", "Пользователи"]);
    expect(screen.getByText("Наблюдатель")).toBeTruthy();
  });
});

describe("sections a later release brings", () => {
  it("say what they will hold, with no made-up data", () => {
    renderInArea(<ComingSoon section="offers" />, "manager");
    expect(screen.getByRole("heading", { level: 1, name: "Offers" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Coming in a later release" })).toBeTruthy();
    expect(screen.getByText(/create and edit them, set prices/)).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("tell a role that may not use them so, even when opened by link", () => {
    renderInArea(<ComingSoon section="earnings" />, "manager");
    expect(screen.getByRole("heading", { name: "Not available for your role" })).toBeTruthy();
    expect(screen.getByText(/Your workspace role \(Manager\) does not include this section/)).toBeTruthy();
    expect(screen.queryByText(/payouts, contracts/)).toBeNull();
  });
});
