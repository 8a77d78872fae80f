import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { buttonClass } from "@/components/ui/button";
import { clientIp } from "@/lib/auth/request-info";
import { codeInText, listDemoOutbox } from "@/lib/mail/outbox-queries";
import { isLocale, localeTags, localizedPath } from "@/lib/i18n/routing";
import { buildMetadata } from "@/lib/seo/metadata";

/**
 * The demo mailbox: with no SMTP_URL the app stores the e-mails it "sends" and this page shows them,
 * so sign-in works on a fresh `npm start`. It answers only the machine itself unless
 * DEMO_MAILBOX=public (lib/mail/demo-mailbox.ts; proxy.ts checks first); everyone else, and everyone
 * once a mail server is configured, gets the 404 page. Rendered for every request (it reads the
 * request's client IP, so Next answers it private, no-store and no cache shares it), never indexed.
 */
export const instant = false;

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
type Props = { params: Promise<{ locale: string }>; searchParams: SearchParams };

const PATH = "/mailbox";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const t = await getTranslations({ locale, namespace: "mailbox" });
  return buildMetadata({ locale, pathname: PATH, title: t("title"), description: t("description"), noindex: true });
}

export default async function MailboxPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const ip = clientIp(await headers());
  const query = await searchParams;
  const to = typeof query.to === "string" && query.to.trim() ? query.to.trim().slice(0, 254) : null;
  const outbox = await listDemoOutbox({ ip, to });
  if (!outbox.ok) notFound();
  const t = await getTranslations({ locale, namespace: "mailbox" });
  const time = new Intl.DateTimeFormat(localeTags[locale], { dateStyle: "medium", timeStyle: "long", timeZone: "UTC" });
  const { messages } = outbox;

  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t("title")}</h1>
      <p role="note" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
        {t("banner")}
      </p>

      <form method="get" action={localizedPath(locale, PATH)} role="search" aria-label={t("filterLabel")} className="mt-6 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="mailbox-to" className="block text-sm font-medium text-slate-900">
            {t("filterLabel")}
          </label>
          <input
            id="mailbox-to"
            name="to"
            type="email"
            defaultValue={to ?? ""}
            autoComplete="off"
            className="mt-1 w-72 max-w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
          />
        </div>
        <button type="submit" className={buttonClass("primary")}>
          {t("filter")}
        </button>
        {to && (
          <a href={localizedPath(locale, PATH)} className={buttonClass("link")}>
            {t("showAll")}
          </a>
        )}
      </form>

      <p role="status" className="mt-4 text-sm text-slate-700">
        {messages.length ? t("count", { count: messages.length }) : to ? t("emptyFor", { to }) : t("empty")}
      </p>

      <ol className="mt-2 space-y-4">
        {messages.map((m) => {
          const code = codeInText(m.text);
          return (
            <li key={m.id}>
              <article aria-labelledby={`mail-${m.id}`} className="rounded-lg border border-slate-200 bg-white p-4">
                <h2 id={`mail-${m.id}`} className="text-lg font-semibold text-slate-900">
                  {m.subject}
                </h2>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-slate-600">{t("to")}</dt>
                  <dd className="break-all text-slate-900">{m.to}</dd>
                  <dt className="text-slate-600">{t("sent")}</dt>
                  <dd className="text-slate-900">
                    <time dateTime={m.createdAt.toISOString()}>{time.format(m.createdAt)}</time>
                  </dd>
                  {code && (
                    <>
                      <dt className="text-slate-600">{t("code")}</dt>
                      <dd>
                        <output className="font-mono text-2xl font-bold tracking-[0.3em] text-brand-900">{code}</output>
                      </dd>
                    </>
                  )}
                </dl>
                <pre className="mt-3 font-sans text-sm whitespace-pre-wrap text-slate-800">{m.text}</pre>
              </article>
            </li>
          );
        })}
      </ol>
    </>
  );
}
