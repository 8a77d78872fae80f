import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { AccountIntlProvider } from "@/components/settings/account-intl-provider";
import { AccountQueryProvider } from "@/components/settings/query-provider";
import { isLocale } from "@/lib/i18n/routing";

const clientNamespaces = ["buying", "invoices", "tables"] as const;

/** invoices and invoices/:uid (spec section 2). Each page checks the caller in its own Suspense boundary. */
export default async function InvoicesLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return (
    <AccountIntlProvider locale={locale} namespaces={clientNamespaces}>
      <AccountQueryProvider>{children}</AccountQueryProvider>
    </AccountIntlProvider>
  );
}
