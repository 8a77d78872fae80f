import type { ReactElement } from "react";
import type { DehydratedState } from "@tanstack/react-query";
import { asAnswer, Prefetched } from "@/components/api/prefetch";

type Boundary = ReactElement<{ state: DehydratedState }>;

describe("server prefetch of account and supplier islands", () => {
  it("serialises a lib answer as the route handler answers it: dates as ISO strings, undefined fields left out", () => {
    const at = new Date("2026-01-02T03:04:05.000Z");
    expect(asAnswer({ uid: "a", created_at: at, paid_at: null, note: undefined, items: [{ n: 1 }] })).toEqual({ uid: "a", created_at: "2026-01-02T03:04:05.000Z", paid_at: null, items: [{ n: 1 }] });
  });

  it("dehydrates each read under the island's key, as JSON", async () => {
    const at = new Date("2026-01-02T03:04:05.000Z");
    const el = (await Prefetched({
      queries: [
        { queryKey: ["orders", "list", 1, 10], load: async () => ({ items: [{ number: "A-1", created_at: at }], total: 1 }) },
        { queryKey: ["supplier", "organization"], load: async () => ({ name: "Org" }) },
      ],
      children: null,
    })) as Boundary;
    const queries = el.props.state.queries;
    expect(queries.map((q) => q.queryKey)).toEqual([
      ["orders", "list", 1, 10],
      ["supplier", "organization"],
    ]);
    expect(queries[0].state.data).toEqual({ items: [{ number: "A-1", created_at: "2026-01-02T03:04:05.000Z" }], total: 1 });
    expect(queries[0].state.status).toBe("success");
  });

  it("leaves a failed or missing read to the island's own fetch (its error or not-found state)", async () => {
    const el = (await Prefetched({
      queries: [
        { queryKey: ["orders", "detail", "x"], load: async () => null },
        { queryKey: ["supplier", "organization"], load: () => Promise.reject(new Error("404")) },
        { queryKey: ["resources", "one", "y"], load: async () => ({ uid: "y" }) },
      ],
      children: null,
    })) as Boundary;
    expect(el.props.state.queries.map((q) => q.queryKey)).toEqual([["resources", "one", "y"]]);
  });

  it("keeps a null answer the island reads as such (no business account yet) when the read says so", async () => {
    const el = (await Prefetched({ queries: [{ queryKey: ["business", "organization"], load: async () => null, nullable: true }], children: null })) as Boundary;
    expect(el.props.state.queries.map((q) => [q.queryKey, q.state.data])).toEqual([[["business", "organization"], null]]);
  });
});
