import { getTranslations } from "next-intl/server";
import { Link } from "@/components/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { AccountMenu } from "@/components/auth/account-menu";
import { LanguageSwitcher } from "./language-switcher";
import { SiteMenu } from "./site-menu";

/** The services menu (Home, Computing, Data centers, Providers) of the spec, plus articles and search. */
export async function SiteHeader({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "nav" });
  const m = await getTranslations({ locale, namespace: "meta" });
  const items = [
    { href: "/", label: t("home") },
    { href: "/computing", label: t("computing") },
    { href: "/data-center", label: t("dataCenters") },
    { href: "/provider", label: t("providers") },
    { href: "/articles", label: t("articles") },
    { href: "/search", label: t("search") },
  ];
  return (
    <header className="border-b border-slate-200 bg-white">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:p-2">
        {t("skipToContent")}
      </a>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
        <Link href="/" className="text-lg font-bold text-brand-900">
          {m("product")}
        </Link>
        <SiteMenu label={t("menu")}>
          <nav aria-label={t("mainMenu")}>
            <ul className="flex flex-col gap-1 text-sm lg:flex-row lg:flex-wrap">
              {items.map((i) => (
                <li key={i.href}>
                  <Link href={i.href} className="block rounded px-2 py-2 text-slate-800 hover:bg-slate-100 lg:py-1">
                    {i.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex min-w-0 items-center justify-between gap-3">
            <LanguageSwitcher />
            <AccountMenu />
          </div>
        </SiteMenu>
      </div>
    </header>
  );
}
