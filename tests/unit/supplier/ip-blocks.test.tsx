/**
 * @jest-environment jsdom
 */
import { fireEvent, screen, waitFor } from "@testing-library/react";
import axe from "axe-core";
import { apiRequest } from "@/components/api/client";
import { OfferIpBlocks } from "@/components/supplier/offers/ip-blocks";
import { fail, fakeApi, ok, renderInArea } from "./render";

jest.mock("@/components/api/client", () => ({ apiRequest: jest.fn() }));

const PATH = "/api/supplier/offers/abc123defg/ip-blocks";
const block = (uid: string, cidr: string, family: 4 | 6, prefix: number, addresses: string, status = "pending") => ({ uid, cidr, family, prefix, addresses, status, created_at: "2026-11-20T10:00:00.000Z" });

describe("IP blocks of a computing offer", () => {
  it("lists the blocks and attaches one; the server's refusal shows under the field", async () => {
    let items = [block("b1", "185.12.64.0/22", 4, 22, "1024", "verified")];
    const api = fakeApi({
      [`GET ${PATH}`]: () => ok({ items, max: 64 }),
      [`POST ${PATH}`]: (call) => {
        const cidr = (call.body as { cidr: string }).cidr;
        if (cidr === "10.0.0.0/16") return fail(422, { detail: [{ loc: ["body", "cidr"], msg: "This range is not public unicast address space (private) and cannot be sold", type: "value_error" }] });
        items = [...items, block("b2", "2a01:4f8:100::/48", 6, 48, String(2n ** 80n))];
        return ok(items[1], 201);
      },
    });
    jest.mocked(apiRequest).mockImplementation(api.impl as typeof apiRequest);
    const { container } = renderInArea(<OfferIpBlocks uid="abc123defg" category="computing" />, "manager");
    expect(await screen.findByText("185.12.64.0/22")).toBeTruthy();
    expect(screen.getByText("1,024")).toBeTruthy();
    expect(screen.getByText("Verified")).toBeTruthy();

    const field = screen.getByLabelText("Range (CIDR)");
    fireEvent.change(field, { target: { value: "10.0.0.0/16" } });
    fireEvent.click(screen.getByRole("button", { name: "Attach range" }));
    expect(await screen.findByText(/not public unicast/)).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBe("true");

    fireEvent.change(field, { target: { value: " 2a01:4f8:100::/48 " } });
    fireEvent.click(screen.getByRole("button", { name: "Attach range" }));
    expect(await screen.findByText("2a01:4f8:100::/48")).toBeTruthy();
    expect(screen.getByText("2^80")).toBeTruthy();
    expect(screen.getByText("Waiting for verification")).toBeTruthy();
    expect(api.calls.filter((c) => c.method === "POST").map((c) => c.body)).toEqual([{ cidr: "10.0.0.0/16" }, { cidr: "2a01:4f8:100::/48" }]);
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
  });

  it("removes a block", async () => {
    let items = [block("b1", "185.12.64.0/22", 4, 22, "1024")];
    const api = fakeApi({
      [`GET ${PATH}`]: () => ok({ items, max: 64 }),
      [`DELETE ${PATH}/b1`]: () => {
        items = [];
        return ok({ response_message: "IP block removed" });
      },
    });
    jest.mocked(apiRequest).mockImplementation(api.impl as typeof apiRequest);
    renderInArea(<OfferIpBlocks uid="abc123defg" category="computing" />, "owner");
    fireEvent.click(await screen.findByRole("button", { name: "Remove 185.12.64.0/22" }));
    expect(await screen.findByText("No IP blocks yet.")).toBeTruthy();
  });

  it("is read-only for a viewer, and absent for other categories", async () => {
    const api = fakeApi({ [`GET ${PATH}`]: ok({ items: [block("b1", "185.12.64.0/22", 4, 22, "1024")], max: 64 }) });
    jest.mocked(apiRequest).mockImplementation(api.impl as typeof apiRequest);
    const { unmount } = renderInArea(<OfferIpBlocks uid="abc123defg" category="computing" />, "viewer", "ru");
    expect(await screen.findByText("185.12.64.0/22")).toBeTruthy();
    expect(screen.getByText("Ваша роль позволяет просматривать IP-блоки, но не изменять их.")).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
    unmount();
    const { container } = renderInArea(<OfferIpBlocks uid="abc123defg" category="vpn" />, "owner");
    await waitFor(() => expect(container.innerHTML).toBe(""));
    expect(api.calls).toHaveLength(1);
  });
});
