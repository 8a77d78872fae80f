import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { AccountIntlProvider } from "@/components/settings/account-intl-provider";
import { AccountQueryProvider } from "@/components/settings/query-provider";
import { isLocale } from "@/lib/i18n/routing";

/** Hosted payment pages inside the app (the demo provider): no sign-in, the session id is the capability. */
export default async function PayLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return (
    <AccountIntlProvider locale={locale} namespaces={["buying", "demoPay"]}>
      <AccountQueryProvider>{children}</AccountQueryProvider>
    </AccountIntlProvider>
  );
}
