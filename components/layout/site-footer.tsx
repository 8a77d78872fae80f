import { getTranslations } from "next-intl/server";
import { Link } from "@/components/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";

export async function SiteFooter({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "footer" });
  const links = [
    { href: "/about", label: t("about") },
    { href: "/terms", label: t("terms") },
    { href: "/privacy-policy", label: t("privacy") },
    { href: "/refund", label: t("refund") },
  ];
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-6 text-sm text-slate-700">
        <ul className="flex flex-wrap gap-4">
          {links.map((l) => (
            <li key={l.href}>
              <Link href={l.href} className="hover:underline">
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
        <p>{t("rights", { year: 2026 })}</p>
      </div>
    </footer>
  );
}
