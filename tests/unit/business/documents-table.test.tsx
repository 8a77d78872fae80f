/**
 * @jest-environment jsdom
 */
import { act, fireEvent, screen, within } from "@testing-library/react";
import { apiRequest } from "@/components/api/client";
import { DocumentsTable, documentType } from "@/components/business/documents-table";
import type { OrganizationDocument } from "@/components/business/types";
import { fakeApi, ok, renderBusiness } from "./render";

jest.mock("@/components/api/client", () => ({ apiFetch: jest.fn(), apiRequest: jest.fn() }));
const request = jest.mocked(apiRequest);

const TOTAL = 23;
const docs: OrganizationDocument[] = Array.from({ length: TOTAL }, (_, i) => ({
  uid: `doc${i + 1}`,
  name: `scan-${i + 1}.pdf`,
  content_type: i % 2 ? "image/png" : "application/pdf",
  size: 1536 * (i + 1),
  created_at: "2026-03-02T09:00:00.000Z",
  uploaded_by: "anna@nordlight.example",
}));

/** GET /api/documents answering the page and size asked for. */
function documentsApi(list: OrganizationDocument[] = docs) {
  return fakeApi({
    "GET /api/documents": (call) => {
      const q = new URLSearchParams(call.path.split("?")[1]);
      const page = Number(q.get("page"));
      const size = Number(q.get("size"));
      return ok({ items: list.slice((page - 1) * size, page * size), total: list.length, page, size, pages: Math.max(1, Math.ceil(list.length / size)) });
    },
    "DELETE /api/documents/doc1": ok({ uid: "doc1", response_message: "Document deleted" }),
    "GET /api/organizations/my": ok(null),
  });
}

beforeEach(() => request.mockReset());

describe("the documents table", () => {
  it("shows 'first–last of total' and moves through the pages and rows per page (spec section 9)", async () => {
    const api = documentsApi();
    request.mockImplementation(api.impl);
    renderBusiness(<DocumentsTable canDelete={false} />);
    const table = await screen.findByRole("table", { name: "Uploaded documents" });
    expect(within(table).getAllByRole("row")).toHaveLength(11);
    expect(screen.getByText("1–10 of 23")).toBeTruthy();
    expect(screen.getByText("Page 1 of 3")).toBeTruthy();
    expect(api.calls[0].path).toBe("/api/documents?page=1&size=10");
    expect((screen.getByRole("button", { name: "Previous page" }) as HTMLButtonElement).disabled).toBe(true);

    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Next page" })));
    expect(await screen.findByText("11–20 of 23")).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Next page" })));
    expect(await screen.findByText("21–23 of 23")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Next page" }) as HTMLButtonElement).disabled).toBe(true);

    await act(async () => fireEvent.change(screen.getByLabelText("Rows per page"), { target: { value: "25" } }));
    expect(await screen.findByText("1–23 of 23")).toBeTruthy();
    expect(api.calls.at(-1)?.path).toBe("/api/documents?page=1&size=25");
    expect(screen.queryByRole("navigation", { name: "Pagination" })).toBeNull();
  });

  it("shows each document's type, size in binary units and a named download link; no delete without the right", async () => {
    request.mockImplementation(documentsApi().impl);
    renderBusiness(<DocumentsTable canDelete={false} />);
    const row = (await screen.findByRole("rowheader", { name: "scan-2.pdf" })).closest("tr")!;
    expect(within(row).getByText("PNG")).toBeTruthy();
    expect(within(row).getByText("3.0 KB")).toBeTruthy();
    expect(within(row).getByRole("link", { name: "Download scan-2.pdf" }).getAttribute("href")).toBe("/api/documents/doc2");
    expect(screen.queryByRole("button", { name: /^Delete/ })).toBeNull();
    expect(documentType("application/pdf")).toBe("PDF");
    expect(documentType("image/jpeg")).toBe("JPG");
  });

  it("deletes a document after a confirmation when allowed", async () => {
    const api = documentsApi(docs.slice(0, 3));
    request.mockImplementation(api.impl);
    renderBusiness(<DocumentsTable canDelete />);
    expect(await screen.findByText("1–3 of 3")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Delete scan-1.pdf" }));
    const dialog = screen.getByRole("alertdialog", { name: "Delete this document?" });
    expect(dialog.textContent).toContain("scan-1.pdf will be deleted.");
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Delete" })));
    expect(api.calls.some((c) => c.method === "DELETE" && c.path === "/api/documents/doc1")).toBe(true);
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("says so when there is nothing yet: 0–0 of 0", async () => {
    request.mockImplementation(documentsApi([]).impl);
    renderBusiness(<DocumentsTable canDelete />);
    expect(await screen.findByText("No documents uploaded yet.")).toBeTruthy();
    expect(screen.getByText("0–0 of 0")).toBeTruthy();
  });
});
