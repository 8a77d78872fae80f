import { Suspense, type ReactNode } from "react";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { AccountIntlProvider } from "@/components/settings/account-intl-provider";
import { AccountQueryProvider } from "@/components/settings/query-provider";
import { SupplierShell } from "@/components/supplier/supplier-shell";
import { supplierKeys } from "@/components/supplier/query-keys";
import { getPageCaller } from "@/lib/auth/page";
import { isLocale, type Locale } from "@/lib/i18n/routing";
import { myOrganization } from "@/lib/organizations/service";
import { Prefetched } from "@/components/api/prefetch";
import SupplierLoading from "./loading";

/** Message namespaces the supplier islands use in the browser. */
const clientNamespaces = ["supplier", "supplierIpBlocks", "supplierOfferImages", "support"] as const;

/**
 * The gate with the caller's organisation loaded on the server (GET /api/organizations/my's lib read),
 * so the area and the page's prefetched data are in the first HTML. It reads the session cookie: inside
 * the layout's Suspense boundary. A guest or a caller without an organisation gets the gate's own fetch.
 */
async function PrefetchedShell({ locale, children }: { locale: Locale; children: ReactNode }) {
  const caller = await getPageCaller();
  const queries = caller ? [{ queryKey: supplierKeys.organization, load: () => myOrganization(caller, locale) }] : [];
  return (
    <Prefetched queries={queries}>
      <SupplierShell>{children}</SupplierShell>
    </Prefetched>
  );
}

/**
 * The /supplier layout (spec section 2, supplier interface): its own menu, the organisation's name
 * and the caller's role, behind the client gate of SupplierShell (GET /api/organizations/my).
 * The organisation is prefetched inside a Suspense boundary; each page checks the caller in its own.
 */
export default async function SupplierLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return (
    <div className="mx-auto max-w-6xl">
      <AccountIntlProvider locale={locale} namespaces={clientNamespaces}>
        <AccountQueryProvider>
          <Suspense fallback={<SupplierLoading />}>
            <PrefetchedShell locale={locale}>{children}</PrefetchedShell>
          </Suspense>
        </AccountQueryProvider>
      </AccountIntlProvider>
    </div>
  );
}
