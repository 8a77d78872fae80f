import { getTranslations } from "next-intl/server";
import { Link } from "@/components/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { AccountMenu } from "@/components/auth/account-menu";
import { CartBadge } from "@/components/cart/cart-badge";
import { LanguageSwitcher } from "./language-switcher";
import { SiteMenuToggle } from "./site-menu";
import { SITE_MENU_ID } from "./site-menu-ids";

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
        <SiteMenuToggle className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 lg:hidden">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M3 5h14M3 10h14M3 15h14" />
          </svg>
          {t("menu")}
        </SiteMenuToggle>
        {/* Folded below 1,024 px: shown by the toggle (data-open), or by :target without JavaScript. */}
        <div
          id={SITE_MENU_ID}
          className="hidden min-w-0 basis-full flex-col gap-3 border-t border-slate-200 pt-3 [&:target:not([data-js])]:flex data-open:flex lg:flex lg:flex-1 lg:basis-auto lg:flex-row lg:items-center lg:justify-between lg:border-0 lg:pt-0"
        >
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
            {/* Below 1,024 px this sits in the folded menu with the account controls. */}
            <div className="flex min-w-0 items-center gap-1">
              <CartBadge />
              <AccountMenu />
            </div>
          </div>
        </div>
      </div>
    </header>
  );
}
