import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { Locale } from "@/lib/i18n/routing";

/**
 * Sends the browser only the message namespaces an account island uses (the locale layout sends
 * nav, toast and errors to every page). A nested provider replaces its parent's messages, so the
 * shared ones are listed again.
 */
export async function AccountIntlProvider({ locale, namespaces, children }: { locale: Locale; namespaces: readonly string[]; children: ReactNode }) {
  const all = await getMessages({ locale });
  const wanted = ["nav", "toast", "errors", ...namespaces];
  const messages = Object.fromEntries(wanted.filter((n) => n in all).map((n) => [n, all[n]]));
  return (
    <NextIntlClientProvider locale={locale} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}
