import "server-only";
import { and, asc, count, eq, sql } from "drizzle-orm";
import { ApiError, notFound, unprocessable } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { newUid } from "@/lib/auth/tokens";
import { getDb } from "@/lib/db/client";
import { categories, offerIpBlocks, offers, products } from "@/lib/db/schema";
import type { Locale } from "@/lib/i18n/routing";
import { requireSupplier } from "@/lib/organizations/access";
import { IP_BLOCK_CATEGORY, MAX_IP_BLOCKS_PER_OFFER, parseIpBlock, type IpBlockProblem } from "./ip-block-parse";
import { supplierOfferText } from "./texts";

/**
 * IP blocks of a supplier's computing offers (issue 11, the spec's "IP-blocks"; docs/supplier-offers.md):
 * IPv4/IPv6 ranges in CIDR notation, checked by ./ip-block-parse.ts, stored normalised, at most 64 per
 * offer, and never overlapping any block on the marketplace. The overlap is checked first for a
 * clear answer (naming the caller's own block and offer; another organisation's is not named) and
 * enforced by the exclusion constraint `offer_ip_blocks_no_overlap`, so two racing requests cannot
 * both win. Reads need offers.read, changes offers.write; another organisation's offer answers 404
 * like an unknown one.
 */

export type IpBlockView = { uid: string; cidr: string; family: 4 | 6; prefix: number; addresses: string; created_at: string };

const EXCLUSION = "offer_ip_blocks_no_overlap";

const texts: Record<Locale, Record<IpBlockProblem | "overlapOwn" | "overlapOther" | "notComputing" | "tooMany" | "blockNotFound", string>> = {
  en: {
    format: "Enter a range in CIDR notation, such as 185.12.64.0/22 or 2a01:4f8:100::/48",
    prefix4: "An IPv4 range has a prefix length from /8 to /32",
    prefix6: "An IPv6 range has a prefix length from /16 to /128",
    hostBits: "The address has bits set after the prefix: did you mean {network}?",
    special: "This range is not public unicast address space ({range}) and cannot be sold",
    overlapOwn: "This range overlaps {cidr}, already attached to your offer {offer}",
    overlapOther: "This range overlaps a range already registered on the marketplace",
    notComputing: "IP blocks can only be attached to computing offers",
    tooMany: "An offer has at most {max} IP blocks",
    blockNotFound: "IP block {id} not found",
  },
  ru: {
    format: "Укажите диапазон в нотации CIDR, например 185.12.64.0/22 или 2a01:4f8:100::/48",
    prefix4: "Длина префикса диапазона IPv4 — от /8 до /32",
    prefix6: "Длина префикса диапазона IPv6 — от /16 до /128",
    hostBits: "В адресе заданы биты после префикса: возможно, имелось в виду {network}?",
    special: "Этот диапазон не относится к публичным unicast-адресам ({range}) и не может продаваться",
    overlapOwn: "Диапазон пересекается с {cidr}, уже привязанным к вашему предложению {offer}",
    overlapOther: "Диапазон пересекается с диапазоном, уже зарегистрированным на маркетплейсе",
    notComputing: "IP-блоки можно привязывать только к предложениям категории «Вычисления»",
    tooMany: "У предложения может быть не более {max} IP-блоков",
    blockNotFound: "IP-блок {id} не найден",
  },
};

function text(locale: Locale, key: keyof (typeof texts)["en"], values: Record<string, string> = {}): string {
  return texts[locale][key].replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? `{${k}}`);
}

const cidrIssue = (msg: string) => unprocessable([{ loc: ["body", "cidr"], msg, type: "value_error" }]);

function view(row: { uid: string; block: string; createdAt: Date }): IpBlockView {
  const parsed = parseIpBlock(row.block);
  if (!parsed.ok) throw new Error(`stored IP block ${row.block} does not parse`);
  return { uid: row.uid, cidr: parsed.cidr, family: parsed.family, prefix: parsed.prefix, addresses: parsed.addresses, created_at: row.createdAt.toISOString() };
}

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

/** GET /api/supplier/offers/{id}/ip-blocks: the offer's blocks, oldest first (offers.read). */
export async function listIpBlocks(caller: Caller, locale: Locale, offerUid: string): Promise<{ items: IpBlockView[]; max: number }> {
  const { org } = await requireSupplier(caller, locale, "offers.read");
  const db = await getDb();
  const offer = await offerOf(db, locale, org.id, offerUid);
  const rows = await db
    .select({ uid: offerIpBlocks.uid, block: offerIpBlocks.block, createdAt: offerIpBlocks.createdAt })
    .from(offerIpBlocks)
    .where(eq(offerIpBlocks.offerId, offer.id))
    .orderBy(asc(offerIpBlocks.id));
  return { items: rows.map(view), max: MAX_IP_BLOCKS_PER_OFFER };
}

function isExclusionViolation(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 4) return false;
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
  if (e.code === "23P01") return true;
  if (typeof e.message === "string" && e.message.includes(EXCLUSION)) return true;
  return isExclusionViolation(e.cause, depth + 1);
}

/** POST /api/supplier/offers/{id}/ip-blocks {cidr}: attaches a range to a computing offer (offers.write). */
export async function addIpBlock(caller: Caller, locale: Locale, offerUid: string, input: string): Promise<IpBlockView> {
  const { org } = await requireSupplier(caller, locale, "offers.write");
  const db = await getDb();
  const offer = await offerOf(db, locale, org.id, offerUid);
  if (offer.categorySlug !== IP_BLOCK_CATEGORY) throw new ApiError(422, "not_computing", { msg: text(locale, "notComputing"), code: "not_computing" });
  const parsed = parseIpBlock(input);
  if (!parsed.ok) throw cidrIssue(text(locale, parsed.problem, parsed.values));
  try {
    return await db.transaction(async (tx) => {
      // One change of an offer's blocks at a time: the count limit holds under concurrent adds.
      await tx.select({ id: offers.id }).from(offers).where(eq(offers.id, offer.id)).for("update");
      const [{ n }] = await tx.select({ n: count() }).from(offerIpBlocks).where(eq(offerIpBlocks.offerId, offer.id));
      if (n >= MAX_IP_BLOCKS_PER_OFFER) throw new ApiError(422, "too_many_ip_blocks", { msg: text(locale, "tooMany", { max: String(MAX_IP_BLOCKS_PER_OFFER) }), code: "too_many_ip_blocks" });
      const [clash] = await tx
        .select({ block: offerIpBlocks.block, offerUid: offers.uid, offerName: offers.name, providerId: offers.providerId })
        .from(offerIpBlocks)
        .innerJoin(offers, eq(offers.id, offerIpBlocks.offerId))
        .where(sql`${offerIpBlocks.block} && ${parsed.cidr}::cidr`)
        .limit(1);
      if (clash) {
        const own = clash.providerId === org.id;
        throw cidrIssue(own ? text(locale, "overlapOwn", { cidr: clash.block, offer: `${clash.offerName} (${clash.offerUid})` }) : text(locale, "overlapOther"));
      }
      const [row] = await tx
        .insert(offerIpBlocks)
        .values({ uid: newUid(), offerId: offer.id, block: parsed.cidr })
        .returning({ uid: offerIpBlocks.uid, block: offerIpBlocks.block, createdAt: offerIpBlocks.createdAt });
      return view(row);
    });
  } catch (error) {
    // A concurrent request attached an overlapping range between the check and the insert.
    if (isExclusionViolation(error)) throw cidrIssue(text(locale, "overlapOther"));
    throw error;
  }
}

/** DELETE /api/supplier/offers/{id}/ip-blocks/{block}: detaches a range (offers.write). */
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
