/**
 * @jest-environment jsdom
 */
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import axe from "axe-core";
import { apiRequest } from "@/components/api/client";
import { OfferImport } from "@/components/supplier/offers/offer-import";
import { OffersView } from "@/components/supplier/offers/offers-view";
import type { ImportPlan, ImportResult } from "@/lib/supplier-offers/types";
import type { Role } from "@/lib/organizations/permissions";
import { fail, fakeApi, ok, renderInArea } from "./render";

jest.mock("@/components/api/client", () => ({ apiRequest: jest.fn() }));
jest.mock("@/components/i18n/navigation", () => ({
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
  useRouter: () => ({ push: jest.fn() }),
}));

const categories = ok({ categories: [{ slug: "vpn", name: "VPN", products: [{ slug: "vpn-basic", name: "VPN Basic", is_active: true }] }] });
const query = (over: Record<string, string> = {}) => new URLSearchParams({ product_slug: "vpn-basic", quote: '"', escape: '"', skip_empty_lines: "true", header: "true", ...over }).toString();
const PREVIEW = `POST /api/supplier/offers/import/preview?${query()}`;
const COMMIT = `POST /api/supplier/offers/import/commit?${query()}`;
const EXPORT = "/api/supplier/offers/export?product_slug=vpn-basic";

function plan(over: Partial<ImportPlan> = {}): ImportPlan {
  return {
    product_slug: "vpn-basic",
    rows: 3,
    create: 1,
    change: 1,
    remove: 0,
    unchanged: 1,
    errors: [],
    items: [
      { row: 2, action: "unchanged", uid: "aaaa111111", name: "Basic DE" },
      { row: 3, action: "change", uid: "bbbb222222", name: "Basic NL", fields: ["price_cents", "stock"] },
      { row: 4, action: "create", uid: null, name: "Fast FI" },
    ],
    removed: [],
    ...over,
  };
}

const result: ImportResult = { created: 1, changed: 1, unchanged: 1, deleted: 0, archived: 0 };
const csv = () => new File(['uid,name,price_cents\n"",Fast FI,990\n'], "offers.csv", { type: "text/csv" });

function setup(role: Role, routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ "GET /api/catalog/categories": categories, ...routes });
  jest.mocked(apiRequest).mockImplementation(api.impl as typeof apiRequest);
  const view = renderInArea(<OfferImport category="vpn" product="vpn-basic" />, role);
  return { api, view };
}

async function choose(file = csv()) {
  const input = await screen.findByLabelText("Choose a CSV file");
  await act(async () => fireEvent.change(input, { target: { files: [file] } }));
  return file;
}

const preview = () => act(async () => fireEvent.click(screen.getByRole("button", { name: "Preview" })));
const counts = (section: HTMLElement) =>
  Object.fromEntries(within(section).getAllByRole("term").map((dt) => [dt.textContent, Number(dt.nextElementSibling?.textContent)]));
const previewSection = () => screen.getByRole("heading", { level: 2, name: "Preview" }).closest("section")!;

beforeEach(() => {
  jest.mocked(apiRequest).mockReset();
});

describe("the CSV import page", () => {
  it("previews the raw file with the default options and shows the counts and what each row does", async () => {
    const { api } = setup("owner", { [PREVIEW]: ok(plan()) });
    expect(await screen.findByRole("heading", { level: 1, name: "Import offers: VPN Basic" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Export CSV" }).getAttribute("href")).toBe(EXPORT);
    expect((screen.getByLabelText("Quote character") as HTMLInputElement).value).toBe('"');
    expect((screen.getByLabelText("Escape character") as HTMLInputElement).value).toBe('"');
    expect((screen.getByLabelText("Skip empty lines") as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText("First row is the header") as HTMLInputElement).checked).toBe(true);

    const file = await choose();
    expect(screen.getByText("Chosen: offers.csv (36.0 B)")).toBeTruthy();
    await preview();

    const sent = api.calls.find((c) => c.method === "POST")!;
    expect(sent.path).toBe(PREVIEW.slice("POST ".length));
    expect(sent.raw).toEqual({ data: file, type: "text/csv" });
    expect(jest.mocked(apiRequest).mock.calls.find(([path]) => path.includes("/preview"))?.[1]).toMatchObject({ silent: true });
    expect(screen.getByRole("status").textContent).toBe("Preview ready: 1 to create, 1 to change, 0 to remove, 1 unchanged.");
    expect(counts(previewSection())).toEqual({ "Rows read": 3, "To create": 1, "To change": 1, "To remove": 0, Unchanged: 1 });

    const rows = within(screen.getByRole("table", { name: "The file's rows by row number, name, offer id, action and changed fields" }));
    expect(rows.getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["Row", "Name", "Offer id", "Action", "Changed fields"]);
    const changed = within(rows.getByRole("rowheader", { name: "Basic NL" }).closest("tr")!);
    expect(changed.getByText("Change")).toBeTruthy();
    expect(changed.getByText("price_cents, stock")).toBeTruthy();
    const created = within(rows.getByRole("rowheader", { name: "Fast FI" }).closest("tr")!);
    expect(created.getByText("new")).toBeTruthy();
    expect(created.getByText("Create")).toBeTruthy();
    expect(screen.queryByRole("table", { name: "Errors in the file by row, column and message" })).toBeNull();
    expect((screen.getByRole("button", { name: "Commit import" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("row errors are listed with row and column, and Commit stays disabled", async () => {
    const errors = [
      { row: 3, column: "price_cents", message: "Enter the price in whole euro cents, from 1 to 100,000,000" },
      { row: 5, column: null, message: "Expected 10 columns, found 4" },
    ];
    const { api } = setup("owner", { [PREVIEW]: ok(plan({ errors, create: 0, items: [] })) });
    await choose();
    await preview();
    expect(screen.getByRole("status").textContent).toBe("The file has 2 errors: fix them and preview again.");
    const table = within(screen.getByRole("table", { name: "Errors in the file by row, column and message" }));
    expect(table.getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["Row", "Column", "Message"]);
    const first = within(table.getByRole("rowheader", { name: "3" }).closest("tr")!);
    expect(first.getByText("price_cents")).toBeTruthy();
    expect(first.getByText("Enter the price in whole euro cents, from 1 to 100,000,000")).toBeTruthy();
    expect(within(table.getByRole("rowheader", { name: "5" }).closest("tr")!).getByText("Whole row")).toBeTruthy();

    const commit = screen.getByRole("button", { name: "Commit import" }) as HTMLButtonElement;
    expect(commit.disabled).toBe(true);
    expect(document.getElementById(commit.getAttribute("aria-describedby")!)?.textContent).toBe("Commit is disabled while the file has errors.");
    fireEvent.click(commit);
    expect(api.calls.some((c) => c.path.includes("/commit"))).toBe(false);
  });

  it("a commit that removes offers asks first, then sends the previewed bytes with the previewed options and shows the result", async () => {
    const options = query({ quote: "'", header: "false" });
    const removing = plan({ remove: 2, removed: [{ uid: "cccc333333", name: "Old SE" }, { uid: "dddd444444", name: "Old PL" }] });
    const { api } = setup("manager", {
      [`POST /api/supplier/offers/import/preview?${options}`]: ok(removing),
      [`POST /api/supplier/offers/import/commit?${options}`]: ok({ ...result, deleted: 1, archived: 1, response_message: "Import done: 1 created, 1 changed, 2 removed" }),
    });
    const file = await choose();
    fireEvent.change(screen.getByLabelText("Quote character"), { target: { value: "'" } });
    fireEvent.click(screen.getByLabelText("First row is the header"));
    await preview();

    const removed = within(screen.getByRole("table", { name: "Offers the import removes, by name and offer id" }));
    expect(removed.getByRole("rowheader", { name: "Old SE" })).toBeTruthy();
    expect(removed.getByText("dddd444444")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "2 offers will be removed" })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Commit import" }));
    const dialog = within(await screen.findByRole("alertdialog", { name: "Remove 2 offers?" }));
    expect(dialog.getByText(/2 current offers are not in the file/)).toBeTruthy();
    expect(api.calls.some((c) => c.path.includes("/commit"))).toBe(false);
    await act(async () => fireEvent.click(dialog.getByRole("button", { name: "Import and remove" })));

    const commit = api.calls.find((c) => c.path.includes("/commit"))!;
    expect(commit).toMatchObject({ method: "POST", path: `/api/supplier/offers/import/commit?${options}`, raw: { data: file, type: "text/csv" } });
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Import done: 1 created, 1 changed, 1 unchanged, 1 deleted, 1 archived."));
    const done = screen.getByRole("heading", { level: 2, name: "Import done" }).closest("section")!;
    expect(counts(done)).toEqual({ Created: 1, Changed: 1, Unchanged: 1, Deleted: 1, Archived: 1 });
    expect(within(done).getByRole("link", { name: "Back to the product's offers" }).getAttribute("href")).toBe("/supplier/offers/vpn/vpn-basic");
    expect(screen.queryByRole("button", { name: "Commit import" })).toBeNull();
  });

  it("a commit without removals goes at once", async () => {
    const { api } = setup("owner", { [PREVIEW]: ok(plan()), [COMMIT]: ok(result) });
    await choose();
    await preview();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Commit import" })));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(api.calls.filter((c) => c.path.includes("/commit"))).toHaveLength(1);
    expect(await screen.findByRole("heading", { level: 2, name: "Import done" })).toBeTruthy();
  });

  it("cancelling the removal's confirmation sends nothing and keeps the preview", async () => {
    const { api } = setup("owner", { [PREVIEW]: ok(plan({ remove: 1, removed: [{ uid: "cccc333333", name: "Old SE" }] })) });
    await choose();
    await preview();
    fireEvent.click(screen.getByRole("button", { name: "Commit import" }));
    const dialog = within(await screen.findByRole("alertdialog", { name: "Remove 1 offer?" }));
    await act(async () => fireEvent.click(dialog.getByRole("button", { name: "Cancel" })));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(api.calls.some((c) => c.path.includes("/commit"))).toBe(false);
    expect(screen.getByRole("button", { name: "Commit import" })).toBeTruthy();
  });

  it("checks the quote and escape characters before sending", async () => {
    const { api } = setup("owner");
    await choose();
    fireEvent.change(screen.getByLabelText("Quote character"), { target: { value: "" } });
    fireEvent.change(screen.getByLabelText("Escape character"), { target: { value: "," } });
    await preview();
    expect(screen.getByLabelText("Quote character").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("Escape character").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getAllByText("Enter one character other than a comma or a line break")).toHaveLength(2);
    expect(api.calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("asks for a file before previewing", async () => {
    const { api } = setup("owner");
    await screen.findByLabelText("Choose a CSV file");
    await preview();
    expect(screen.getByText("Choose a CSV file first.")).toBeTruthy();
    expect(api.calls.some((c) => c.method === "POST")).toBe(false);
  });

  it.each([
    ["413", fail(413, { detail: { msg: "The file is larger than 20 MB: split it or remove unused rows", code: "csv_too_large" } }), "The file is larger than 20 MB: split it or remove unused rows"],
    ["422 csv_quotes", fail(422, { detail: { msg: "Row 7: a quoted cell is not closed or a quote is misplaced; check the quote and escape characters", code: "csv_quotes", row: 7 } }), "Row 7: a quoted cell is not closed or a quote is misplaced; check the quote and escape characters"],
    ["403", fail(403, { detail: { msg: "Your role may not do this", code: "forbidden" } }), "Your role may not do this"],
    ["401", fail(401, { detail: "Not signed in" }), "Your session has ended: sign in again, then import the file."],
    ["no answer", fail(0), "The file could not be sent: check the connection, or choose the file again if it changed since you chose it."],
  ])("a preview answered %s shows why", async (_name, answer, text) => {
    setup("owner", { [PREVIEW]: answer });
    await choose();
    await preview();
    const alert = within(screen.getByRole("alert"));
    expect(alert.getByText("The file could not be previewed")).toBeTruthy();
    expect(alert.getByText(text)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Commit import" })).toBeNull();
  });

  it("a commit refused with import_invalid lists every row error", async () => {
    setup("owner", {
      [PREVIEW]: ok(plan()),
      [COMMIT]: fail(422, {
        detail: { msg: "The file has errors: nothing was changed. Fix the rows listed and import it again", code: "import_invalid", errors: [{ row: 3, column: "uid", message: "Unknown offer id: leave it empty to create a new offer" }] },
      }),
    });
    await choose();
    await preview();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Commit import" })));
    const alert = within(await screen.findByRole("alert"));
    expect(alert.getByText("The import failed: nothing was changed")).toBeTruthy();
    expect(alert.getByText("The file has errors: nothing was changed. Fix the rows listed and import it again")).toBeTruthy();
    const row = within(alert.getByRole("rowheader", { name: "3" }).closest("tr")!);
    expect(row.getByText("uid")).toBeTruthy();
    expect(row.getByText("Unknown offer id: leave it empty to create a new offer")).toBeTruthy();
    // The preview is stale: preview again.
    expect(screen.queryByRole("button", { name: "Commit import" })).toBeNull();
  });

  it("choosing another file drops the preview", async () => {
    setup("owner", { [PREVIEW]: ok(plan()) });
    await choose();
    await preview();
    expect(screen.getByRole("button", { name: "Commit import" })).toBeTruthy();
    await choose(new File(["x"], "other.csv", { type: "text/csv" }));
    expect(screen.queryByRole("button", { name: "Commit import" })).toBeNull();
    expect(screen.getByText("Chosen: other.csv (1.0 B)")).toBeTruthy();
  });

  it("a viewer may export but sees why it may not import", async () => {
    setup("viewer");
    expect(await screen.findByRole("heading", { level: 1, name: "Import offers: VPN Basic" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Export CSV" }).getAttribute("href")).toBe(EXPORT);
    expect(screen.getByText(/Your role \(Viewer\) may export this product's offers but not import them/)).toBeTruthy();
    expect(screen.queryByLabelText("Choose a CSV file")).toBeNull();
    expect(screen.queryByRole("button", { name: "Preview" })).toBeNull();
  });

  it("an unknown product shows the not-found state", async () => {
    const api = fakeApi({ "GET /api/catalog/categories": categories });
    jest.mocked(apiRequest).mockImplementation(api.impl as typeof apiRequest);
    renderInArea(<OfferImport category="vpn" product="nope" />, "owner");
    expect(await screen.findByRole("heading", { name: "No such category or product" })).toBeTruthy();
  });

  it("is in Russian on /ru", async () => {
    const api = fakeApi({ "GET /api/catalog/categories": categories });
    jest.mocked(apiRequest).mockImplementation(api.impl as typeof apiRequest);
    renderInArea(<OfferImport category="vpn" product="vpn-basic" />, "owner", "ru");
    expect(await screen.findByRole("heading", { level: 1, name: "Импорт предложений: VPN Basic" })).toBeTruthy();
    expect(screen.getByLabelText("Выбрать CSV-файл")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Экспорт CSV" })).toBeTruthy();
  });
});

describe("the product's offers table", () => {
  const LIST = "GET /api/supplier/offers?category_slug=vpn&product_slug=vpn-basic&page=1&size=25";
  const empty = ok({ items: [], total: 0, page: 1, size: 25, pages: 0 });

  it.each([
    ["owner", true],
    ["viewer", false],
  ] as const)("%s: Export CSV, and Import CSV only for offers.write", async (role, mayImport) => {
    const api = fakeApi({ "GET /api/catalog/categories": categories, [LIST]: empty });
    jest.mocked(apiRequest).mockImplementation(api.impl as typeof apiRequest);
    renderInArea(<OffersView category="vpn" product="vpn-basic" />, role);
    expect((await screen.findByRole("link", { name: "Export CSV" })).getAttribute("href")).toBe(EXPORT);
    const importLink = screen.queryByRole("link", { name: "Import CSV" });
    if (mayImport) expect(importLink?.getAttribute("href")).toBe("/supplier/offers/vpn/vpn-basic/import");
    else expect(importLink).toBeNull();
  });
});

describe("accessibility", () => {
  const seriousViolations = async (container: HTMLElement) => {
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(" | ")}`);
  };

  it("the form, a preview with errors and removals, and the result have no serious or critical axe violations", async () => {
    const withErrors = plan({ errors: [{ row: 3, column: "price_cents", message: "Enter the price" }], remove: 1, removed: [{ uid: "cccc333333", name: "Old SE" }] });
    const { view } = setup("owner", { [PREVIEW]: ok(withErrors) });
    await choose();
    fireEvent.change(screen.getByLabelText("Quote character"), { target: { value: "" } });
    await preview();
    expect(await seriousViolations(view.container)).toEqual([]);
    fireEvent.change(screen.getByLabelText("Quote character"), { target: { value: '"' } });
    await preview();
    await screen.findByRole("table", { name: "Errors in the file by row, column and message" });
    expect(await seriousViolations(view.container)).toEqual([]);
    view.unmount();

    const done = setup("owner", { [PREVIEW]: ok(plan()), [COMMIT]: ok(result) });
    await choose();
    await preview();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Commit import" })));
    await screen.findByRole("heading", { level: 2, name: "Import done" });
    expect(await seriousViolations(done.view.container)).toEqual([]);
    // Three axe runs: room for a busy machine.
  }, 20_000);
});
