import { UPLOADS_IN_PROCESS, UPLOADS_PER_ORGANISATION, UploadSlots, offerImageUploads } from "@/lib/supplier-offers/upload-slots";

describe("offer-image upload slots", () => {
  it("lets an organisation have at most its own limit at once; others still get slots", () => {
    const slots = new UploadSlots({ perOrganisation: 2, total: 8 });
    const a1 = slots.tryTake("a");
    const a2 = slots.tryTake("a");
    expect(typeof a1).toBe("object");
    expect(typeof a2).toBe("object");
    expect(slots.tryTake("a")).toBe("organisation");
    expect(typeof slots.tryTake("b")).toBe("object");
    expect(slots.taken("a")).toBe(2);
    expect(slots.taken()).toBe(3);
  });

  it("bounds the process's uploads in all, waiting and running together", () => {
    const slots = new UploadSlots({ perOrganisation: 2, total: 5 });
    for (const org of ["a", "a", "b", "b", "c"]) expect(typeof slots.tryTake(org)).toBe("object");
    expect(slots.tryTake("d")).toBe("process");
    expect(slots.tryTake("c")).toBe("process");
    expect(slots.taken()).toBe(5);
  });

  it("gives the slot back once, when the work finishes or fails, and refuses at once (without running the work) when full", async () => {
    const slots = new UploadSlots({ perOrganisation: 1, total: 8 });
    let finish!: () => void;
    const running = slots.run("a", () => new Promise<string>((resolve) => (finish = () => resolve("done"))), () => new Error("busy"));
    expect(slots.taken("a")).toBe(1);
    const work = jest.fn(async () => "never");
    await expect(slots.run("a", work, (why) => new Error(`busy: ${why}`))).rejects.toThrow("busy: organisation");
    expect(work).not.toHaveBeenCalled();
    finish();
    await expect(running).resolves.toBe("done");
    expect(slots.taken()).toBe(0);

    await expect(slots.run("a", async () => { throw new Error("decode failed"); }, () => new Error("busy"))).rejects.toThrow("decode failed");
    expect(slots.taken()).toBe(0);
    await expect(slots.run("a", async () => "again", () => new Error("busy"))).resolves.toBe("again");

    const slot = slots.tryTake("b");
    if (typeof slot === "string") throw new Error("expected a slot");
    slot.release();
    slot.release();
    expect(slots.taken()).toBe(0);
  });

  it("the process's slots: 2 per organisation, 8 in all", () => {
    expect(offerImageUploads.limits).toEqual({ perOrganisation: UPLOADS_PER_ORGANISATION, total: UPLOADS_IN_PROCESS });
    expect(UPLOADS_PER_ORGANISATION).toBe(2);
    expect(UPLOADS_IN_PROCESS).toBe(8);
  });
});
