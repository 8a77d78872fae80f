import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { mailOutbox } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { demoMailboxOpenTo } from "./demo-mailbox";

/** Messages the demo mailbox lists (the newest ones). */
export const OUTBOX_PAGE_SIZE = 50;

export type OutboxMessage = { id: number; to: string; subject: string; text: string; createdAt: Date };

/**
 * The demo mailbox (/mailbox): the e-mails stored instead of sent because SMTP_URL is not set,
 * newest first, optionally only those to one recipient. They hold every sign-in code, so only a
 * client `ip` the mailbox is open to (lib/mail/demo-mailbox.ts: loopback unless DEMO_MAILBOX=public)
 * gets them; with a real mail server configured the stored mail is nobody's to read. Anyone else
 * gets `{ ok: false }` whatever page or route asks.
 */
export async function listDemoOutbox(options: { ip: string; to?: string | null }): Promise<{ ok: true; messages: OutboxMessage[] } | { ok: false }> {
  if (!demoMailboxOpenTo(options.ip, env)) return { ok: false };
  const to = options.to?.trim().toLowerCase();
  const db = await getDb();
  const messages = await db
    .select({ id: mailOutbox.id, to: mailOutbox.to, subject: mailOutbox.subject, text: mailOutbox.text, createdAt: mailOutbox.createdAt })
    .from(mailOutbox)
    .where(to ? eq(sql`lower(${mailOutbox.to})`, to) : undefined)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(OUTBOX_PAGE_SIZE);
  return { ok: true, messages };
}

/** The 6-digit code in a message's text, if it carries one (sign-in, identity and e-mail change mails). */
export function codeInText(text: string): string | null {
  return /(?:^|\s)(\d{6})(?:\s|$)/.exec(text)?.[1] ?? null;
}
