/**
 * The statuses of an offer's IP block, by name, for the server and the browser alike; what each
 * means and how blocks move between them is in status.ts, their one writer.
 */
export const IP_BLOCK_STATUSES = ["pending", "verified", "rejected"] as const;
export type IpBlockStatus = (typeof IP_BLOCK_STATUSES)[number];
