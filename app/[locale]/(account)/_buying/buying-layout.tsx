import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { AccountIntlProvider } from "@/components/settings/account-intl-provider";
import { AccountQueryProvider } from "@/components/settings/query-provider";
import { isLocale } from "@/lib/i18n/routing";

/**
 * The layout of a buying section (orders, invoices): the locale, the message namespaces its islands use
 * in the browser and their query client. Each page checks the caller in its own Suspense boundary.
 */
export function buyingLayout(clientNamespaces: readonly string[]) {
  return async function BuyingLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
    const { locale } = await params;
    if (!isLocale(locale)) notFound();
    setRequestLocale(locale);
    return (
      <AccountIntlProvider locale={locale} namespaces={clientNamespaces}>
        <AccountQueryProvider>{children}</AccountQueryProvider>
      </AccountIntlProvider>
    );
  };
}
