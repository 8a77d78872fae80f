import type { ReactNode } from "react";
import type { Metadata, Viewport } from "next";
import { notFound } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, setRequestLocale } from "next-intl/server";
import { isLocale, routing } from "@/lib/i18n/routing";
import { PRODUCT_NAME } from "@/lib/seo/metadata";
import { SiteHeader } from "@/components/layout/site-header";
import { SiteFooter } from "@/components/layout/site-footer";
import { AppProviders } from "@/components/ui/app-providers";
import "../globals.css";

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

/** Site-wide defaults; pages set title, description and alternates. Icons come from app/icon.svg. */
export const metadata: Metadata = {
  applicationName: PRODUCT_NAME,
};

export const viewport: Viewport = {
  themeColor: "#1d5fd6",
  colorScheme: "light",
};

/** Only the namespaces client components use travel to the browser. */
const clientNamespaces = ["nav", "toast", "errors", "account", "auth", "user", "notifications", "cartBadge"] as const;

export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const messages = await getMessages({ locale });
  const clientMessages = Object.fromEntries(clientNamespaces.filter((n) => n in messages).map((n) => [n, messages[n]]));
  return (
    <html lang={locale}>
      <body className="flex min-h-screen flex-col">
        <NextIntlClientProvider locale={locale} messages={clientMessages}>
          <SiteHeader locale={locale} />
          <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
            {children}
          </main>
          <SiteFooter locale={locale} />
          <AppProviders />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
