import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { AccountIntlProvider } from "@/components/settings/account-intl-provider";
import { AccountQueryProvider } from "@/components/settings/query-provider";
import { isLocale } from "@/lib/i18n/routing";

/**
 * Message namespaces the order islands use in the browser: the stepper also creates billing profiles
 * (profiles) behind identity confirmation (identity, settings).
 */
const clientNamespaces = ["buying", "checkout", "orders", "tables", "profiles", "identity", "settings"] as const;

/** orders, orders/new, orders/:uid (spec section 2). Each page checks the caller in its own Suspense boundary. */
export default async function OrdersLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return (
    <AccountIntlProvider locale={locale} namespaces={clientNamespaces}>
      <AccountQueryProvider>{children}</AccountQueryProvider>
    </AccountIntlProvider>
  );
}
