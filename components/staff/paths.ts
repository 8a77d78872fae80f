import { DEFAULT_QUEUE_FILTER, type QueueFilter } from "./types";

/** Unprefixed app paths of the staff area (localise with the i18n Link). */
export const STAFF_PATH = "/staff";
export const QUEUE_PATH = "/staff/organizations";
export const IP_BLOCKS_PATH = "/staff/ip-blocks";
export const PAYMENTS_PATH = "/staff/payments";

/** The queue's URL: defaults left out, so the plain /staff/organizations is the "approving" first page. */
export function queueHref(status: QueueFilter, page: number, size: number, defaultSize: number): string {
  const q = new URLSearchParams();
  if (status !== DEFAULT_QUEUE_FILTER) q.set("status", status);
  if (size !== defaultSize) q.set("size", String(size));
  if (page > 1) q.set("page", String(page));
  const s = q.toString();
  return s ? `${QUEUE_PATH}?${s}` : QUEUE_PATH;
}
