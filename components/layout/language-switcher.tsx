"use client";

import NextLink from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { getPathname, usePathname } from "@/components/i18n/navigation";

const labels = { en: "English", ru: "Русский" } as const;

/** Links to the same page in the other language (the page's own hreflang alternates). */
export function LanguageSwitcher() {
  const t = useTranslations("nav");
  const locale = useLocale();
  const pathname = usePathname();
  return (
    <nav aria-label={t("language")} className="flex shrink-0 gap-1 text-sm">
      {(Object.keys(labels) as (keyof typeof labels)[]).map((l) => (
        // The page's own URL in that language (English unprefixed): next-intl's Link with `locale` would
        // point at /en/… and cost every visitor and crawler a redirect.
        <NextLink
          key={l}
          href={getPathname({ href: pathname, locale: l })}
          hrefLang={l}
          lang={l}
          aria-current={l === locale ? "true" : undefined}
          className={
            l === locale
              ? "rounded px-2 py-1 font-semibold text-brand-700 underline"
              : "rounded px-2 py-1 text-slate-700 hover:bg-slate-100"
          }
        >
          {labels[l]}
        </NextLink>
      ))}
    </nav>
  );
}
