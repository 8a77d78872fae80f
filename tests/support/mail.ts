/**
 * Reading what the app e-mailed, for API tests (separate processes from the runner): the SMTP sink
 * of tests/run-api.ts writes each received message as JSON into MAIL_SINK_DIR.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { SunkMail } from "./smtp-sink";

export type Mail = Pick<SunkMail, "to" | "subject" | "text" | "html"> & { from: string; receivedAt: number };

function sinkDir(): string {
  const dir = process.env.MAIL_SINK_DIR;
  if (!dir) throw new Error("MAIL_SINK_DIR is not set: run the API tests through `npx tsx tests/run-api.ts`");
  return dir;
}

/** Every message received so far (oldest first), optionally only those to `to`. */
export function listMail(to?: string): Mail[] {
  const dir = sinkDir();
  const wanted = to?.trim().toLowerCase();
  const mails: Mail[] = [];
  for (const name of readdirSync(dir).filter((n) => n.endsWith(".json")).sort()) {
    const mail = JSON.parse(readFileSync(path.join(dir, name), "utf8")) as Mail;
    if (!wanted || mail.to === wanted) mails.push(mail);
  }
  return mails.sort((a, b) => a.receivedAt - b.receivedAt);
}

/**
 * The newest message to `to` (case-insensitive) received at or after `after` (ms since the epoch,
 * default: any time) whose subject matches `subject`; polls until `timeoutMs` (default 10 s).
 */
export async function waitForMail(to: string, opts: { after?: number; subject?: RegExp; timeoutMs?: number } = {}): Promise<Mail> {
  const deadline = Date.now() + (opts.timeoutMs ?? 10_000);
  for (;;) {
    const found = listMail(to).filter((m) => m.receivedAt >= (opts.after ?? 0) && (!opts.subject || opts.subject.test(m.subject)));
    if (found.length) return found[found.length - 1];
    if (Date.now() > deadline) {
      const seen = listMail(to).map((m) => `${new Date(m.receivedAt).toISOString()} "${m.subject}"`);
      throw new Error(`No e-mail to ${to}${opts.subject ? ` with subject ${opts.subject}` : ""} arrived in time; seen for it: ${seen.join("; ") || "none"}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The 6-digit sign-in or confirmation code of a message (from its text, else its HTML). */
export function codeFrom(mail: Pick<Mail, "text" | "html">): string {
  const match = /(?<![\d#&])(\d{6})(?!\d)/.exec(mail.text) ?? /(?<![\d#&])(\d{6})(?!\d)/.exec(mail.html.replace(/<[^>]*>/g, " "));
  if (!match) throw new Error(`No 6-digit code in the e-mail:\n${mail.text || mail.html}`);
  return match[1];
}
