import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { AccountIntlProvider } from "@/components/settings/account-intl-provider";
import { AccountQueryProvider } from "@/components/settings/query-provider";
import { SupplierShell } from "@/components/supplier/supplier-shell";
import { isLocale } from "@/lib/i18n/routing";

/** Message namespaces the supplier islands use in the browser. */
const clientNamespaces = ["supplier", "supplierIpBlocks", "supplierOfferImages", "support"] as const;

/**
 * The /supplier layout (spec section 2, supplier interface): its own menu, the organisation's name
 * and the caller's role, behind the client gate of SupplierShell (GET /api/organizations/my).
 * Nothing here reads the request: each page checks the caller inside its own Suspense boundary.
 */
export default async function SupplierLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return (
    <div className="mx-auto max-w-6xl">
      <AccountIntlProvider locale={locale} namespaces={clientNamespaces}>
        <AccountQueryProvider>
          <SupplierShell>{children}</SupplierShell>
        </AccountQueryProvider>
      </AccountIntlProvider>
    </div>
  );
}
