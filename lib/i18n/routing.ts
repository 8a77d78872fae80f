import { defineRouting } from "next-intl/routing";

/** English is served unprefixed (the spec's paths exactly), Russian under /ru. */
export const routing = defineRouting({
  locales: ["en", "ru"],
  defaultLocale: "en",
  localePrefix: "as-needed",
  localeCookie: false,
  localeDetection: false,
  // hreflang alternates are in every page's <head>; a Link header would repeat them and vary by Host.
  alternateLinks: false,
});

export type Locale = (typeof routing.locales)[number];

export function isLocale(value: string): value is Locale {
  return (routing.locales as readonly string[]).includes(value);
}

/** BCP 47 tags used for Accept-Language, Intl formatting and hreflang. */
export const localeTags: Record<Locale, string> = { en: "en-US", ru: "ru-RU" };

/** The path of `pathname` (an unprefixed app path) in `locale`. */
export function localizedPath(locale: Locale, pathname: string): string {
  const clean = pathname === "/" ? "" : pathname;
  return locale === routing.defaultLocale ? clean || "/" : `/${locale}${clean}`;
}
