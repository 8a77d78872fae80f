/**
 * @jest-environment jsdom
 */
import { fireEvent, screen, within } from "@testing-library/react";
import { apiRequest } from "@/components/api/client";
import { OrganizationQueue, type QueueProps } from "@/components/staff/organization-queue";
import { queueHref } from "@/components/staff/paths";
import type { QueueItem } from "@/components/staff/types";
import { fail, fakeApi, ok, renderStaff } from "./render";

const push = jest.fn();
jest.mock("@/components/api/client", () => ({ apiRequest: jest.fn() }));
jest.mock("@/components/i18n/navigation", () => ({
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
  useRouter: () => ({ push }),
}));

const item = (n: number, status: QueueItem["status"] = "approving"): QueueItem => ({
  uid: `org${n}`,
  name: `Company ${n}`,
  country: "DE",
  status,
  status_label: status === "blocked" ? "Blocked" : "Verification in process",
  documents_count: 2,
  updated_at: "2026-03-02T10:00:00.000Z",
  submitted_at: "2026-03-01T09:00:00.000Z",
});

const paging = { defaultSize: 10, sizes: [10, 25, 50, 100] } as const;

function setup(props: QueueProps, answer = ok({ items: [item(1), item(2)], total: 23, page: props.page, size: props.size, pages: Math.ceil(23 / props.size) })) {
  const api = fakeApi({ "GET /api/staff/organizations": answer });
  jest.mocked(apiRequest).mockImplementation(api.impl as typeof apiRequest);
  renderStaff(<OrganizationQueue {...props} />);
  return api;
}

beforeEach(() => {
  jest.mocked(apiRequest).mockReset();
  push.mockReset();
});

it("asks for the 'approving' queue by default and shows 'first–last of total' with the rows", async () => {
  const api = setup({ status: "approving", page: 1, size: 10, ...paging });
  expect(await screen.findByText("1–10 of 23")).toBeTruthy();
  expect(api.calls[0].path).toBe("/api/staff/organizations?status=approving&page=1&size=10");
  expect((screen.getByLabelText("Status") as HTMLSelectElement).value).toBe("approving");
  expect(screen.getByRole("option", { name: "Verification in process" })).toHaveProperty("selected", true);
  const table = screen.getByRole("table", { name: "Business accounts with country, status, documents and dates" });
  expect(within(table).getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["Company", "Country", "Status", "Documents", "Sent for verification", "Updated"]);
  expect(within(table).getByRole("link", { name: "Review Company 1" }).getAttribute("href")).toBe("/staff/organizations/org1");
  expect(within(table).getAllByText("Germany")).toHaveLength(2);
  expect(screen.getByText("Page 1 of 3")).toBeTruthy();
});

it("changes the status filter through the URL, back to the first page", async () => {
  setup({ status: "approving", page: 2, size: 25, ...paging });
  await screen.findByText("23–23 of 23");
  fireEvent.change(screen.getByLabelText("Status"), { target: { value: "blocked" } });
  fireEvent.click(screen.getByRole("button", { name: "Show" }));
  expect(push).toHaveBeenCalledWith("/staff/organizations?status=blocked&size=25");
});

it("pages keep the status and size; the rows-per-page links keep the status", async () => {
  setup({ status: "blocked", page: 2, size: 10, ...paging });
  expect(await screen.findByText("11–20 of 23")).toBeTruthy();
  expect(screen.getByText("Page 2 of 3")).toBeTruthy();
  const pagination = screen.getByRole("navigation", { name: "Pagination" });
  expect(within(pagination).getByRole("link", { name: "Previous page" }).getAttribute("href")).toBe("/staff/organizations?status=blocked");
  expect(within(pagination).getByRole("link", { name: "Next page" }).getAttribute("href")).toBe("/staff/organizations?status=blocked&page=3");
  const rows = screen.getByRole("navigation", { name: "Rows per page" });
  expect(within(rows).getByRole("link", { name: "25 rows per page" }).getAttribute("href")).toBe("/staff/organizations?status=blocked&size=25");
  expect(within(rows).getByText("10 rows per page").closest("[aria-current]")).toBeTruthy();
});

it("says so when a status has no business accounts", async () => {
  setup({ status: "changed", page: 1, size: 10, ...paging }, ok({ items: [], total: 0, page: 1, size: 10, pages: 0 }));
  expect(await screen.findByText("No business accounts with this status.")).toBeTruthy();
  expect(screen.getByText("0–0 of 0")).toBeTruthy();
});

it("shows a visitor without staff access the 'staff only' state, not a crash", async () => {
  setup({ status: "approving", page: 1, size: 10, ...paging }, fail(403, { detail: { msg: "This is for marketplace staff only", code: "staff_only" } }));
  expect(await screen.findByRole("heading", { name: "For marketplace staff only" })).toBeTruthy();
  expect(screen.queryByRole("table")).toBeNull();
});

it("shows the Russian texts", async () => {
  const api = fakeApi({ "GET /api/staff/organizations": ok({ items: [item(1)], total: 1, page: 1, size: 10, pages: 1 }) });
  jest.mocked(apiRequest).mockImplementation(api.impl as typeof apiRequest);
  renderStaff(<OrganizationQueue status="approving" page={1} size={10} {...paging} />, "ru");
  expect(await screen.findByText("1–1 из 1")).toBeTruthy();
  expect(screen.getByRole("option", { name: "На проверке" })).toBeTruthy();
});

it("builds queue URLs without the defaults", () => {
  expect(queueHref("approving", 1, 10, 10)).toBe("/staff/organizations");
  expect(queueHref("all", 3, 50, 10)).toBe("/staff/organizations?status=all&size=50&page=3");
});
