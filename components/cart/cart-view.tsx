"use client";

import { useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { apiRequest } from "@/components/api/client";
import { Link, useRouter } from "@/components/i18n/navigation";
import { buttonClass } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/modal";
import { tablePageHref, tablePagerLabels, TablePagerView } from "@/components/ui/table-pager";
import { CART_PATH } from "./paths";
import { useCartChanged, useCartMutation, useCartPage, useCartSummary, useCartValidity } from "./cart-api";
import { CartItemCard } from "./cart-item";
import { CartSummaryBox } from "./cart-summary";
import { ErrorState } from "@/components/ui/error-state";

type Props = {
  page: number;
  size: number;
  /** The rows-per-page the URL leaves out. */
  defaultSize: number;
  sizes: readonly number[];
  /** `?add=<offer uid>`: "Add to cart" without JavaScript, sent here through the sign-in. */
  addOffer: string | null;
};

/**
 * The cart page's island (spec sections 3, 7 and 9): the offers of the current page, each with its
 * count, price lines, issues and configuration; "Empty cart" after a confirmation; the pager; and the
 * summary with "Checkout". Every change reads the items, the summary and the validity again.
 */
export function CartView({ page, size, defaultSize, sizes, addOffer }: Props) {
  const t = useTranslations("cart");
  const tTables = useTranslations("tables");
  const router = useRouter();
  const list = useCartPage(page, size);
  const hasItems = (list.data?.total ?? 0) > 0;
  const summary = useCartSummary(hasItems);
  const validity = useCartValidity(hasItems);
  const changed = useCartChanged();
  const empty = useCartMutation();
  const [confirming, setConfirming] = useState(false);
  const [adding, setAdding] = useState(addOffer !== null);
  const addHandled = useRef(false);

  useEffect(() => {
    if (!addOffer || addHandled.current) return;
    addHandled.current = true;
    void apiRequest("/api/cart", { method: "POST", body: { offer: addOffer, count: 1 } }).then(() => {
      changed();
      setAdding(false);
      // The offer is in; a reload must not add it again.
      router.replace(tablePageHref(CART_PATH, page, size, defaultSize));
    });
  }, [addOffer, changed, router, page, size, defaultSize]);

  // A page past the end (offers removed meanwhile): the last page that has offers.
  const data = list.data;
  const lastPage = data ? Math.max(1, Math.ceil(data.total / size)) : 1;
  useEffect(() => {
    if (data && !list.isPlaceholderData && page > lastPage) router.replace(tablePageHref(CART_PATH, lastPage, size, defaultSize));
  }, [data, list.isPlaceholderData, page, lastPage, size, defaultSize, router]);

  if (list.isPending || adding) {
    return (
      <p role="status" className="rounded-lg border border-slate-200 bg-white p-6 text-slate-700">
        {t("loading")}
      </p>
    );
  }
  if (list.isError || !data) {
    return (
      <ErrorState text={t("loadError")} onRetry={() => void list.refetch()} retryLabel={t("retry")} />
    );
  }
  if (data.total === 0) {
    return (
      <div className="rounded-lg border border-slate-200 bg-white p-8 text-center">
        <p className="text-lg font-semibold text-slate-900">{t("empty")}</p>
        <p className="mt-2 text-slate-700">{t("emptyHint")}</p>
        <Link href="/" className={buttonClass("primary", "mt-4")}>
          {t("browse")}
        </Link>
      </div>
    );
  }

  // The VAT rate the summary names, when every shown offer has the same one (the summary has no rate of its own).
  const rates = new Set(data.items.map((i) => i.price.vat_rate_bp));
  const vatRateBp = rates.size === 1 ? [...rates][0] : null;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      <section aria-labelledby="cart-items-heading" className="flex min-w-0 flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="cart-items-heading" className="text-lg font-semibold text-slate-900">
            {t("itemsHeading", { count: data.total })}
          </h2>
          <button type="button" className={buttonClass("secondary")} onClick={() => setConfirming(true)}>
            {t("emptyCart")}
          </button>
        </div>
        <ul className="flex flex-col gap-4" aria-busy={list.isFetching || undefined}>
          {data.items.map((item) => (
            <CartItemCard key={item.id} item={item} />
          ))}
        </ul>
        <TablePagerView basePath={CART_PATH} page={data.page || page} size={size} total={data.total} sizes={sizes} defaultSize={defaultSize} labels={tablePagerLabels(tTables)} />
      </section>
      <CartSummaryBox summary={summary.data} validity={validity.data} vatRateBp={vatRateBp} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("emptyTitle")}
        description={t("emptyDescription", { count: data.total })}
        confirmLabel={t("emptyConfirm")}
        cancelLabel={t("cancel")}
        closeLabel={t("close")}
        pending={empty.isPending}
        onConfirm={() =>
          empty.mutate(
            { path: "/api/cart", method: "DELETE" },
            {
              onSuccess: (result) => {
                if (result.ok) setConfirming(false);
              },
            },
          )
        }
      />
    </div>
  );
}
