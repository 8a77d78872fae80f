import { Suspense } from "react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { CartView } from "@/components/cart/cart-view";
import { CART_PATH } from "@/components/cart/paths";
import { AccountIntlProvider } from "@/components/settings/account-intl-provider";
import { AccountQueryProvider } from "@/components/settings/query-provider";
import { isTableRows, TABLE_ROW_OPTIONS } from "@/components/settings/preferences";
import { SettingsSkeleton } from "@/components/settings/settings-skeleton";
import { requirePageCaller } from "@/lib/auth/page";
import { CART_PAGE_SIZE } from "@/lib/cart/constants";
import { uidSchema } from "@/lib/catalogue/schema";
import { isLocale, type Locale } from "@/lib/i18n/routing";
import { buildMetadata } from "@/lib/seo/metadata";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
type Props = { params: Promise<{ locale: string }>; searchParams: SearchParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const t = await getTranslations({ locale, namespace: "cart" });
  return buildMetadata({ locale, pathname: CART_PATH, title: t("title"), description: t("description"), noindex: true });
}

function positiveInt(value: string | string[] | undefined): number | null {
  const n = typeof value === "string" && /^\d{1,6}$/.test(value) ? Number(value) : NaN;
  return n >= 1 ? n : null;
}

async function Cart({ locale, searchParams }: { locale: Locale; searchParams: SearchParams }) {
  const query = await searchParams;
  // "Add to cart" without JavaScript lands here (through the sign-in): the offer to add.
  const add = typeof query.add === "string" && uidSchema.safeParse(query.add).success ? query.add : null;
  const caller = await requirePageCaller(locale, add ? `${CART_PATH}?add=${add}` : CART_PATH);
  // Rows per page: the link's ?size=, else the user's saved preference, else the cart's 10 (spec section 9).
  const saved = caller.user.preferences.tableRows;
  const defaultSize = isTableRows(saved) ? saved : CART_PAGE_SIZE;
  const requested = positiveInt(query.size);
  const size = isTableRows(requested) ? requested : defaultSize;
  return <CartView page={positiveInt(query.page) ?? 1} size={size} defaultSize={defaultSize} sizes={TABLE_ROW_OPTIONS} addOffer={add} />;
}

/** The signed-in buyer's cart (spec sections 2, 3 and 7). */
export default async function CartPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "cart" });
  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="mb-4 text-2xl font-bold text-slate-900 sm:text-3xl">{t("title")}</h1>
      <AccountIntlProvider locale={locale} namespaces={["cart", "tables"]}>
        <AccountQueryProvider>
          <Suspense fallback={<SettingsSkeleton label={t("loading")} />}>
            <Cart locale={locale} searchParams={searchParams} />
          </Suspense>
        </AccountQueryProvider>
      </AccountIntlProvider>
    </div>
  );
}
