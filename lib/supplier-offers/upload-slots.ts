/**
 * Admission to offer-image processing. The process has one rendition worker (image-renditions.ts),
 * fed one image at a time, and each upload waiting for it holds its bytes (up to 8 MiB). So an upload
 * takes a slot BEFORE its body is read: at most `perOrganisation` at once for one organisation (one
 * supplier's batch cannot push everyone else's uploads back by minutes) and `total` for the whole
 * process (waiting and running together, which bounds the memory held). With no slot free the upload
 * is refused at once (503 with Retry-After) instead of queueing. The slot is given back when the
 * upload ends, however it ends.
 */
export type UploadSlotLimits = { perOrganisation: number; total: number };

/** A taken slot: `release()` gives it back (a second call does nothing). */
export type UploadSlot = { release(): void };
/** Why no slot was free: the organisation's own are taken, or the process's. */
export type SlotRefusal = "organisation" | "process";

export class UploadSlots {
  private readonly byOrganisation = new Map<string, number>();
  private inUse = 0;

  constructor(readonly limits: UploadSlotLimits) {}

  /** A slot for `organisation`, or why none is free (its own slots are all taken, or the process's). */
  tryTake(organisation: string): UploadSlot | SlotRefusal {
    const held = this.byOrganisation.get(organisation) ?? 0;
    if (held >= this.limits.perOrganisation) return "organisation";
    if (this.inUse >= this.limits.total) return "process";
    this.byOrganisation.set(organisation, held + 1);
    this.inUse += 1;
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.inUse -= 1;
        const left = (this.byOrganisation.get(organisation) ?? 1) - 1;
        if (left > 0) this.byOrganisation.set(organisation, left);
        else this.byOrganisation.delete(organisation);
      },
    };
  }

  /** Runs `work` in a slot of `organisation` (released when it settles), or answers `refused()` at once. */
  async run<T>(organisation: string, work: () => Promise<T>, refused: (why: SlotRefusal) => Error): Promise<T> {
    const slot = this.tryTake(organisation);
    if (typeof slot === "string") throw refused(slot);
    try {
      return await work();
    } finally {
      slot.release();
    }
  }

  /** Slots taken now: in all, or by one organisation. */
  taken(organisation?: string): number {
    return organisation === undefined ? this.inUse : (this.byOrganisation.get(organisation) ?? 0);
  }
}

/** Offer-image uploads one organisation may have in progress at once. */
export const UPLOADS_PER_ORGANISATION = 2;
/** Offer-image uploads in progress in the process (being read, waiting for the worker, or in it). */
export const UPLOADS_IN_PROCESS = 8;
/** Seconds a refused upload is told to wait: about one 16-megapixel image's turn in the worker. */
export const UPLOAD_RETRY_AFTER_S = 10;

/** The process's offer-image upload slots. */
export const offerImageUploads = new UploadSlots({ perOrganisation: UPLOADS_PER_ORGANISATION, total: UPLOADS_IN_PROCESS });
