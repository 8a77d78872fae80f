import "server-only";
import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { ApiError, notFound, unprocessable } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { consumeRate, type RateLimit } from "@/lib/auth/rate-limit";
import { newUid } from "@/lib/auth/tokens";
import { getDb } from "@/lib/db/client";
import { categories, offerIpBlocks, offers, organizations, products } from "@/lib/db/schema";
import type { Locale } from "@/lib/i18n/routing";
import { serverText, type TextKey } from "@/lib/i18n/server-text";
import { requireStaff, requireSupplier } from "@/lib/organizations/access";
import { IP_BLOCK_CATEGORY, MAX_IP_BLOCKS_PER_OFFER, parseIpBlock } from "./ip-block-parse";
import { ipBlockStatus, moveIpBlock, recordIpBlockAttached, type IpBlockStatus } from "./status";
import { supplierOfferText } from "./texts";

/**
 * IP blocks of a supplier's computing offers (the spec's "IP-blocks"; docs/supplier-offers.md):
 * IPv4/IPv6 ranges in CIDR notation, checked by ./ip-block-parse.ts (IPv4 no wider than /16, IPv6
 * no wider than /32), stored normalised, at most 64 per offer.
 *
 * A range is only the supplier's word until staff verify it (./status.ts): a new block is pending
 * and reserves nothing. So a supplier can neither lock others out of a range it does not hold nor
 * learn where another organisation's ranges lie: attaching a range that overlaps another
 * organisation's block (pending or verified) answers exactly as attaching a free one, and the
 * overlap is shown to staff when they review it. Only an overlap with the caller's own blocks is
 * refused at once, naming its block and offer. Verified blocks never overlap (the partial
 * exclusion constraint `offer_ip_blocks_no_overlap`, so two racing approvals cannot both win), and
 * only verified blocks may be used beyond the supplier's own list (buyers, delivery: `usableIpBlock`).
 * A pending or rejected block can be deleted at any time. Creating blocks is rate-limited per
 * organisation. Reads need offers.read, changes offers.write; another organisation's offer or
 * block answers 404 like an unknown one.
 */

export type IpBlockView = { uid: string; cidr: string; family: 4 | 6; prefix: number; addresses: string; status: IpBlockStatus; created_at: string };

/** New blocks per organisation an hour: enough to set up many offers, too few to probe or flood staff. */
export const IP_BLOCK_RATE: RateLimit = { bucket: "ip_block_org", limit: 30, windowS: 3600 };

const EXCLUSION = "offer_ip_blocks_no_overlap";

/** The IP block API's texts (messages api.ipBlocks), in the answer language. */
function text(locale: Locale, key: TextKey<"api.ipBlocks">, values: Record<string, string> = {}): string {
  return serverText(locale, "api.ipBlocks")(key, values);
}

const cidrIssue = (msg: string) => unprocessable([{ loc: ["body", "cidr"], msg, type: "value_error" }]);

function view(row: { uid: string; block: string; status: string; createdAt: Date }): IpBlockView {
  const parsed = parseIpBlock(row.block);
  if (!parsed.ok) throw new Error(`stored IP block ${row.block} does not parse`);
  return { uid: row.uid, cidr: parsed.cidr, family: parsed.family, prefix: parsed.prefix, addresses: parsed.addresses, status: ipBlockStatus(row.status), created_at: row.createdAt.toISOString() };
}

const blockColumns = { id: offerIpBlocks.id, uid: offerIpBlocks.uid, block: offerIpBlocks.block, status: offerIpBlocks.status, createdAt: offerIpBlocks.createdAt };

/** The caller's offer (any status but archived) and its category: 404 like an unknown uid. */
async function offerOf(db: Awaited<ReturnType<typeof getDb>>, locale: Locale, orgId: number, uid: string) {
  const [row] = await db
    .select({ id: offers.id, uid: offers.uid, status: offers.status, categorySlug: categories.slug })
    .from(offers)
    .innerJoin(products, eq(products.id, offers.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(offers.uid, uid), eq(offers.providerId, orgId)));
  if (!row || row.status === "archived") throw notFound(supplierOfferText(locale, "offerNotFound", { id: uid }));
  return row;
}

/** GET /api/supplier/offers/{id}/ip-blocks: the offer's blocks with their status, oldest first (offers.read). */
export async function listIpBlocks(caller: Caller, locale: Locale, offerUid: string): Promise<{ items: IpBlockView[]; max: number }> {
  const { org } = await requireSupplier(caller, locale, "offers.read");
  const db = await getDb();
  const offer = await offerOf(db, locale, org.id, offerUid);
  const rows = await db.select(blockColumns).from(offerIpBlocks).where(eq(offerIpBlocks.offerId, offer.id)).orderBy(asc(offerIpBlocks.id));
  return { items: rows.map(view), max: MAX_IP_BLOCKS_PER_OFFER };
}

function isExclusionViolation(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 4) return false;
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
  if (e.code === "23P01") return true;
  if (typeof e.message === "string" && e.message.includes(EXCLUSION)) return true;
  return isExclusionViolation(e.cause, depth + 1);
}

/**
 * POST /api/supplier/offers/{id}/ip-blocks {cidr}: attaches a range to a computing offer as pending
 * (offers.write). The answer never depends on other organisations' blocks (see the module's note).
 */
export async function addIpBlock(caller: Caller, locale: Locale, offerUid: string, input: string): Promise<IpBlockView> {
  const { org } = await requireSupplier(caller, locale, "offers.write");
  const db = await getDb();
  const offer = await offerOf(db, locale, org.id, offerUid);
  if (offer.categorySlug !== IP_BLOCK_CATEGORY) throw new ApiError(422, "not_computing", { msg: text(locale, "notComputing"), code: "not_computing" });
  const parsed = parseIpBlock(input);
  if (!parsed.ok) throw cidrIssue(text(locale, parsed.problem, parsed.values));
  const rate = await consumeRate(IP_BLOCK_RATE, String(org.id));
  if (!rate.ok) {
    const minutes = String(Math.max(1, Math.ceil(rate.retryAfterS / 60)));
    throw new ApiError(429, "rate_ip_blocks", { msg: text(locale, "tooManyBlocks", { minutes }), code: "rate_ip_blocks" }, { "Retry-After": String(rate.retryAfterS) });
  }
  return db.transaction(async (tx) => {
    // One change of the organisation's blocks at a time: the per-offer count and the own-overlap
    // rule hold under concurrent adds (pending blocks are not covered by the exclusion constraint).
    await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, org.id)).for("update");
    const [{ n }] = await tx.select({ n: count() }).from(offerIpBlocks).where(eq(offerIpBlocks.offerId, offer.id));
    if (n >= MAX_IP_BLOCKS_PER_OFFER) throw new ApiError(422, "too_many_ip_blocks", { msg: text(locale, "tooMany", { max: String(MAX_IP_BLOCKS_PER_OFFER) }), code: "too_many_ip_blocks" });
    // Only the caller's own blocks are looked at: another organisation's must not change the answer.
    const [own] = await tx
      .select({ block: offerIpBlocks.block, offerUid: offers.uid, offerName: offers.name })
      .from(offerIpBlocks)
      .innerJoin(offers, eq(offers.id, offerIpBlocks.offerId))
      .where(and(eq(offers.providerId, org.id), ne(offerIpBlocks.status, "rejected"), sql`${offerIpBlocks.block} && ${parsed.cidr}::cidr`))
      .limit(1);
    if (own) throw cidrIssue(text(locale, "overlapOwn", { cidr: own.block, offer: `${own.offerName} (${own.offerUid})` }));
    const [row] = await tx.insert(offerIpBlocks).values({ uid: newUid(), offerId: offer.id, block: parsed.cidr }).returning(blockColumns);
    await recordIpBlockAttached(tx, row.id, `user:${caller.user.uid}`);
    return view(row);
  });
}

/** DELETE /api/supplier/offers/{id}/ip-blocks/{block}: detaches a range of any status (offers.write). */
export async function removeIpBlock(caller: Caller, locale: Locale, offerUid: string, blockUid: string): Promise<void> {
  const { org } = await requireSupplier(caller, locale, "offers.write");
  const db = await getDb();
  const offer = await offerOf(db, locale, org.id, offerUid);
  const gone = await db
    .delete(offerIpBlocks)
    .where(and(eq(offerIpBlocks.offerId, offer.id), eq(offerIpBlocks.uid, blockUid)))
    .returning({ id: offerIpBlocks.id });
  if (!gone.length) throw notFound(text(locale, "blockNotFound", { id: blockUid }));
}

/* Staff review (the staff area, like business accounts): each function checks its staff caller again. */

type Party = { uid: string; name: string };
export type StaffIpBlockView = IpBlockView & {
  offer: Party;
  organization: Party & { status: string };
  /** Other non-rejected blocks whose range overlaps this one, of any organisation. */
  overlaps: (Pick<IpBlockView, "uid" | "cidr" | "status"> & { offer: Party; organization: Party })[];
};

const other = alias(offerIpBlocks, "other_block");
const otherOffer = alias(offers, "other_offer");
const otherOrg = alias(organizations, "other_org");

async function staffViews(db: Awaited<ReturnType<typeof getDb>>, where: SQL | undefined, page = 1, size = 1) {
  const rows = await db
    .select({ b: blockColumns, offerUid: offers.uid, offerName: offers.name, orgUid: organizations.uid, orgName: organizations.name, orgStatus: organizations.status })
    .from(offerIpBlocks)
    .innerJoin(offers, eq(offers.id, offerIpBlocks.offerId))
    .innerJoin(organizations, eq(organizations.id, offers.providerId))
    .where(where)
    .orderBy(desc(offerIpBlocks.id))
    .limit(size)
    .offset((page - 1) * size);
  const ids = rows.map((r) => r.b.id);
  const clashes = ids.length
    ? await db
        .select({ of: offerIpBlocks.id, uid: other.uid, block: other.block, status: other.status, offerUid: otherOffer.uid, offerName: otherOffer.name, orgUid: otherOrg.uid, orgName: otherOrg.name })
        .from(offerIpBlocks)
        .innerJoin(other, and(sql`${other.block} && ${offerIpBlocks.block}`, ne(other.id, offerIpBlocks.id), ne(other.status, "rejected")))
        .innerJoin(otherOffer, eq(otherOffer.id, other.offerId))
        .innerJoin(otherOrg, eq(otherOrg.id, otherOffer.providerId))
        .where(inArray(offerIpBlocks.id, ids))
        .orderBy(asc(other.id))
    : [];
  const items: StaffIpBlockView[] = rows.map((r) => ({
    ...view(r.b),
    offer: { uid: r.offerUid, name: r.offerName },
    organization: { uid: r.orgUid, name: r.orgName, status: r.orgStatus },
    overlaps: clashes
      .filter((c) => c.of === r.b.id)
      .map((c) => ({ uid: c.uid, cidr: c.block, status: ipBlockStatus(c.status), offer: { uid: c.offerUid, name: c.offerName }, organization: { uid: c.orgUid, name: c.orgName } })),
  }));
  return items;
}

/** GET /api/staff/ip-blocks: blocks by status (pending first by default), newest first, each with its overlaps. */
export async function staffIpBlocks(staff: Caller, locale: Locale, status: IpBlockStatus | "all", page: number, size: number) {
  requireStaff(staff, locale);
  const db = await getDb();
  const where = status === "all" ? undefined : eq(offerIpBlocks.status, status);
  const [{ total }] = await db.select({ total: count() }).from(offerIpBlocks).where(where);
  const items = await staffViews(db, where, page, size);
  return { items, total, page, size, pages: Math.ceil(total / size) };
}

/**
 * POST /api/staff/ip-blocks/{uid}/decision: verify (the organisation holds the range) or reject.
 * Verifying a block that overlaps another verified one answers 409 naming it (staff may see it);
 * the exclusion constraint decides between two racing approvals.
 */
export async function decideIpBlock(staff: Caller, uid: string, action: "verify" | "reject", comment: string, locale: Locale): Promise<StaffIpBlockView> {
  requireStaff(staff, locale);
  const db = await getDb();
  const to: IpBlockStatus = action === "verify" ? "verified" : "rejected";
  const overlapAnswer = (cidr: string, clash?: { block: string; orgName: string; offerUid: string }) =>
    new ApiError(409, "ip_block_overlap", { msg: text(locale, "overlapVerified", { cidr, other: clash?.block ?? "?", organization: clash?.orgName ?? "?", offer: clash?.offerUid ?? "?" }), code: "ip_block_overlap" });
  try {
    await db.transaction(async (tx) => {
      const [block] = await tx.select(blockColumns).from(offerIpBlocks).where(eq(offerIpBlocks.uid, uid)).for("update");
      if (!block) throw notFound(text(locale, "blockNotFound", { id: uid }));
      const from = ipBlockStatus(block.status);
      if (from === to || (action === "verify" && from !== "pending")) throw new ApiError(409, "decision_not_allowed", { msg: text(locale, "decisionNotAllowed", { status: from }), code: "decision_not_allowed" });
      if (to === "verified") {
        const [clash] = await tx
          .select({ block: offerIpBlocks.block, orgName: organizations.name, offerUid: offers.uid })
          .from(offerIpBlocks)
          .innerJoin(offers, eq(offers.id, offerIpBlocks.offerId))
          .innerJoin(organizations, eq(organizations.id, offers.providerId))
          .where(and(eq(offerIpBlocks.status, "verified"), sql`${offerIpBlocks.block} && ${block.block}::cidr`))
          .limit(1);
        if (clash) throw overlapAnswer(block.block, clash);
      }
      await moveIpBlock(tx, block, to, `user:${staff.user.uid}`, comment || action);
    });
  } catch (error) {
    // Another approval of an overlapping block committed between the check and the update.
    if (isExclusionViolation(error)) throw overlapAnswer(uid);
    throw error;
  }
  const [item] = await staffViews(db, eq(offerIpBlocks.uid, uid));
  return item;
}
