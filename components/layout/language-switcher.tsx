"use client";

import NextLink from "next/link";
import { useSyncExternalStore } from "react";
import { useLocale, useTranslations } from "next-intl";
import { getPathname, usePathname } from "@/components/i18n/navigation";

const labels = { en: "English", ru: "Русский" } as const;

/** The browser's query string: cached pages are shared, so only the browser knows it (none on the server). */
const subscribe = (onChange: () => void) => {
  window.addEventListener("popstate", onChange);
  return () => window.removeEventListener("popstate", onChange);
};
const browserSearch = () => window.location.search;
const noSearch = () => "";

/**
 * Links to the same page in the other language (the page's own hreflang alternates), with the page's
 * query string: a filtered listing stays filtered in the other language. A link with a query loads as
 * a document, as every listing state does (ADR 0002, addendum).
 */
export function LanguageSwitcher() {
  const t = useTranslations("nav");
  const locale = useLocale();
  const pathname = usePathname();
  const search = useSyncExternalStore(subscribe, browserSearch, noSearch);
  return (
    <nav aria-label={t("language")} className="flex shrink-0 gap-1 text-sm">
      {(Object.keys(labels) as (keyof typeof labels)[]).map((l) => {
        // The page's own URL in that language (English unprefixed): next-intl's Link with `locale` would
        // point at /en/… and cost every visitor and crawler a redirect.
        const props = {
          hrefLang: l,
          lang: l,
          "aria-current": l === locale ? ("true" as const) : undefined,
          className:
            l === locale ? "rounded px-2 py-1 font-semibold text-brand-700 underline" : "rounded px-2 py-1 text-slate-700 hover:bg-slate-100",
        };
        const href = getPathname({ href: pathname, locale: l });
        return search ? (
          <a key={l} href={href + search} {...props}>
            {labels[l]}
          </a>
        ) : (
          <NextLink key={l} href={href} {...props}>
            {labels[l]}
          </NextLink>
        );
      })}
    </nav>
  );
}
