/**
 * @jest-environment jsdom
 */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { apiRequest } from "@/components/api/client";
import { IpBlockReview } from "@/components/staff/ip-block-review";
import { fail, fakeApi, ok, renderStaff } from "./render";

jest.mock("@/components/api/client", () => ({ apiRequest: jest.fn() }));
jest.mock("@/components/i18n/navigation", () => ({
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const block = (uid: string, cidr: string, org: string, overlaps: { uid: string; cidr: string; status: string; organization: { uid: string; name: string } }[] = []) => ({
  uid,
  cidr,
  family: 4,
  prefix: 24,
  addresses: "256",
  status: "pending",
  created_at: "2026-11-20T10:00:00.000Z",
  offer: { uid: `offer-${uid}`, name: `Offer ${uid}` },
  organization: { uid: `org-${org}`, name: org },
  overlaps,
});

describe("staff review of IP blocks", () => {
  it("shows each pending block with the other organisations' blocks it overlaps, and verifies one", async () => {
    const api = fakeApi({
      "GET /api/staff/ip-blocks": ok({ items: [block("b1", "185.12.8.128/25", "Mine GmbH", [{ uid: "b2", cidr: "185.12.8.0/24", status: "verified", organization: { uid: "org-theirs", name: "Theirs Ltd" } }]), block("b3", "185.12.9.0/24", "Mine GmbH")], total: 2 }),
      "POST /api/staff/ip-blocks/b3/decision": ok({ response_message: "IP block 185.12.9.0/24 verified" }),
    });
    jest.mocked(apiRequest).mockImplementation(api.impl as typeof apiRequest);
    renderStaff(<IpBlockReview status="pending" />);
    const row = (await screen.findByRole("rowheader", { name: "185.12.8.128/25" })).closest("tr")!;
    expect(within(row).getByText("185.12.8.0/24 of Theirs Ltd (Verified)")).toBeTruthy();
    const free = screen.getByRole("rowheader", { name: "185.12.9.0/24" }).closest("tr")!;
    expect(within(free).getByText("None")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Verify 185.12.9.0/24" }));
    await waitFor(() => expect(api.calls.filter((c) => c.method === "POST").map((c) => [c.path, c.body])).toEqual([["/api/staff/ip-blocks/b3/decision", { action: "verify", comment: "" }]]));
  });

  it("tells a non-staff visitor the page is for staff only", async () => {
    jest.mocked(apiRequest).mockImplementation(fakeApi({ "GET /api/staff/ip-blocks": fail(403) }).impl as typeof apiRequest);
    renderStaff(<IpBlockReview status="pending" />);
    expect(await screen.findByRole("heading", { name: "For marketplace staff only" })).toBeTruthy();
  });
});
