import { connection } from "next/server";
import en from "@/messages/en.json";
import ru from "@/messages/ru.json";
import { isLocale, localizedPath, routing, type Locale } from "@/lib/i18n/routing";
import { formatTitle } from "@/lib/seo/metadata";

const messages: Record<Locale, typeof en> = { en, ru };

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * Spec section 2 (ServerUnavailable): shown when the catalogue is empty or the database unreachable.
 * A route handler rather than a page because App Router pages cannot answer with HTTP 503; it reads
 * neither catalogue nor configuration, so it answers whatever state the database is in.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  await connection();
  const requested = (await params).locale;
  const locale: Locale = isLocale(requested) ? requested : routing.defaultLocale;
  const t = messages[locale].errors;
  const title = formatTitle(t.unavailableTitle, messages[locale].meta.product);
  const home = localizedPath(locale, "/");
  const html = `<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f8fafc;color:#0f172a}
main{max-width:36rem;margin:0 auto;padding:4rem 1.5rem;text-align:center}
h1{font-size:1.5rem;margin:0 0 .75rem}p{color:#334155;line-height:1.5}
a{display:inline-block;margin-top:1.5rem;padding:.5rem 1rem;border-radius:.375rem;background:#184ead;color:#fff;font-weight:600;text-decoration:none}
a:focus-visible{outline:3px solid #1d5fd6;outline-offset:2px}
</style>
</head>
<body>
<main role="alert">
<h1>${escapeHtml(t.unavailableTitle)}</h1>
<p>${escapeHtml(t.unavailableText)}</p>
<p>${escapeHtml(t.unavailableHint)}</p>
<a href="${home}">${escapeHtml(t.tryAgain)}</a>
</main>
</body>
</html>`;
  return new Response(html, {
    status: 503,
    headers: { "content-type": "text/html; charset=utf-8", "retry-after": "60", "cache-control": "no-store" },
  });
}
