import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { getDb } from "@/lib/db/client";
import { mailOutbox } from "@/lib/db/schema";
import { env } from "@/lib/env";

export type Mail = { to: string; subject: string; text: string; html: string };

let transport: Transporter | null = null;

/** True when e-mail really leaves (SMTP_URL set); otherwise the demo mailbox keeps it. */
export const smtpConfigured = (): boolean => Boolean(env.SMTP_URL);

/**
 * Sends `mail` through nodemailer over SMTP_URL, or, with no SMTP server configured, stores it
 * for the demo mailbox page (/mailbox). Answers false when the SMTP server refused or was unreachable.
 */
export async function sendMail(mail: Mail): Promise<boolean> {
  if (!env.SMTP_URL) {
    const db = await getDb();
    await db.insert(mailOutbox).values(mail);
    return true;
  }
  transport ??= nodemailer.createTransport(env.SMTP_URL, { from: env.MAIL_FROM });
  try {
    await transport.sendMail({ from: env.MAIL_FROM, ...mail });
    return true;
  } catch (error) {
    console.error("[mail] sending failed:", error instanceof Error ? error.message : error);
    return false;
  }
}
