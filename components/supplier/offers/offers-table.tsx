"use client";

import { useId, useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { apiRequest } from "@/components/api/client";
import { Link } from "@/components/i18n/navigation";
import { LoadingState } from "@/components/ui/loading-state";
import { When } from "@/components/ui/when";
import { fieldClass, labelClass } from "@/components/settings/section-card";
import { buttonClass } from "@/components/ui/button";
import { StateTablePager } from "@/components/ui/state-pager";
import { Table, TableContainer, Td, Th } from "@/components/ui/data-table";
import { can } from "@/lib/organizations/permissions";
import { supplierOfferListQuery, type SupplierOfferBulkInput } from "@/lib/supplier-offers/schema";
import { failedWith } from "@/components/api/query";
import { useSupplierOrganization } from "../supplier-context";
import { BulkBar } from "./bulk-bar";
import { OfferStatusChip, useOfferPrice } from "./offer-parts";
import { offerPaths } from "./paths";
import { offerKeys, useSupplierOffers } from "./queries";
import { OFFER_DEFAULT_SIZE, OFFER_PAGE_SIZES, OFFER_STATUS_FILTERS, type OfferStatusFilter, type SupplierOffer } from "./types";
import { ErrorState } from "@/components/ui/error-state";

/** The search field of the list's query (GET /api/supplier/offers `q`): trimmed, at most 100 characters. */
const searchSchema = supplierOfferListQuery.pick({ q: true });

const selectClass =
  "block rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600";

/** Rows a bulk action may change (archived and suspended offers are the system's). */
const selectable = (offer: SupplierOffer) => offer.status === "public" || offer.status === "hidden";

/**
 * The organisation's offers of a category or product (spec section 2, offers/:slug and
 * offers/:slug/:resource): status filter, search, "first–last of total" with rows per page (section
 * 9), and with offers.write a checkbox per row and the bulk bar (section 4: publish, hide, delete,
 * update). Every write refetches the list; the API's response_message is the toast.
 */
export function OffersTable({ category, product }: { category?: string; product?: string }) {
  const t = useTranslations("supplier.offers");
  const org = useSupplierOrganization();
  const mayWrite = can(org.role, "offers.write");
  const queryClient = useQueryClient();
  const id = useId();
  const price = useOfferPrice();
  const [status, setStatus] = useState<OfferStatusFilter>("");
  const [query, setQuery] = useState("");
  const searchForm = useForm<z.input<typeof searchSchema>, unknown, z.output<typeof searchSchema>>({ resolver: zodResolver(searchSchema), defaultValues: { q: "" } });
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<number>(OFFER_DEFAULT_SIZE);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const list = useSupplierOffers({ category, product, status, q: query, page, size });

  const bulk = useMutation({
    mutationFn: (body: SupplierOfferBulkInput) => apiRequest("/api/supplier/offers/bulk", { method: "POST", body }),
    onSuccess: (result) => {
      if (result.ok) setSelected(new Set());
      void queryClient.invalidateQueries({ queryKey: offerKeys.all });
    },
  });
  const run = (body: Omit<SupplierOfferBulkInput, "uids">) => bulk.mutateAsync({ ...body, uids: [...selected] } as SupplierOfferBulkInput);

  const changeView = (next: () => void) => {
    next();
    setPage(1);
    setSelected(new Set());
  };
  const search = searchForm.handleSubmit((values) => changeView(() => setQuery(values.q ?? "")));

  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const rowsSelectable = items.filter(selectable);
  const allSelected = rowsSelectable.length > 0 && rowsSelectable.every((o) => selected.has(o.uid));
  const toggle = (uid: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(uid)) next.delete(uid);
      else next.add(uid);
      return next;
    });
  const toggleAll = () => setSelected(allSelected ? new Set() : new Set(rowsSelectable.map((o) => o.uid)));
  const caption = t("caption");

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={`${id}-status`} className={labelClass}>
            {t("filterStatus")}
          </label>
          <select id={`${id}-status`} value={status} onChange={(e) => changeView(() => setStatus(e.target.value as OfferStatusFilter))} className={`${selectClass} mt-1`}>
            {OFFER_STATUS_FILTERS.map((s) => (
              <option key={s || "default"} value={s}>
                {s ? t(`status.${s}`) : t("statusDefault")}
              </option>
            ))}
          </select>
        </div>
        <form role="search" aria-label={t("searchLabel")} onSubmit={(e) => void search(e)} className="flex min-w-0 flex-1 basis-56 items-end gap-2">
          <div className="min-w-0 flex-1">
            <label htmlFor={`${id}-q`} className={labelClass}>
              {t("search")}
            </label>
            <input id={`${id}-q`} type="search" maxLength={100} {...searchForm.register("q")} className={`${fieldClass} mt-1`} />
          </div>
          <button type="submit" className={buttonClass("secondary")}>
            {t("searchButton")}
          </button>
        </form>
      </div>

      {mayWrite && selected.size > 0 && <BulkBar count={selected.size} pending={bulk.isPending} run={run} />}

      {list.isPending ? (
        <LoadingState label={t("loading")} />
      ) : list.isError ? (
        <ErrorState text={failedWith(list.error, 403) ? t("forbidden") : t("loadError")} onRetry={() => void list.refetch()} retryLabel={t("retry")} />
      ) : items.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white p-5 text-slate-700">{query || status || page > 1 ? t("noMatch") : t("empty")}</p>
      ) : (
        <TableContainer label={caption}>
          <Table caption={caption}>
            <thead>
              <tr>
                {mayWrite && (
                  <Th>
                    <input type="checkbox" checked={allSelected} disabled={rowsSelectable.length === 0} onChange={toggleAll} aria-label={t("selectAll")} className="size-4" />
                  </Th>
                )}
                <Th>{t("name")}</Th>
                <Th>{t("product")}</Th>
                <Th>{t("statusLabel")}</Th>
                <Th>{t("price")}</Th>
                <Th>{t("stock")}</Th>
                <Th>{t("availabilityLabel")}</Th>
                <Th>{t("updated")}</Th>
                <Th>{t("actions")}</Th>
              </tr>
            </thead>
            <tbody>
              {items.map((offer) => (
                <tr key={offer.uid}>
                  {mayWrite && (
                    <Td>
                      <input
                        type="checkbox"
                        checked={selected.has(offer.uid)}
                        disabled={!selectable(offer)}
                        onChange={() => toggle(offer.uid)}
                        aria-label={t("select", { name: offer.name })}
                        className="size-4"
                      />
                    </Td>
                  )}
                  <Th scope="row" className="min-w-48 font-normal">
                    <Link href={offer.url}>{offer.name}</Link>
                  </Th>
                  <Td>{offer.product.name}</Td>
                  <Td>
                    <OfferStatusChip status={offer.status} />
                  </Td>
                  <Td className="whitespace-nowrap">{price(offer)}</Td>
                  <Td>{offer.stock}</Td>
                  <Td>{t.has(`availability.${offer.availability}`) ? t(`availability.${offer.availability}`) : offer.availability}</Td>
                  <Td className="whitespace-nowrap">
                    <When iso={offer.updated_at} />
                  </Td>
                  <Td>
                    <Link href={offerPaths.update(offer.category_slug, offer.product.slug, offer.uid)} aria-label={t(mayWrite ? "editLabel" : "viewLabel", { name: offer.name })}>
                      {t(mayWrite ? "edit" : "view")}
                    </Link>
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableContainer>
      )}

      {list.isSuccess && (
        <StateTablePager
          page={page}
          size={size}
          total={total}
          sizes={OFFER_PAGE_SIZES}
          onPage={(p) => {
            setPage(p);
            setSelected(new Set());
          }}
          onSize={(next) => changeView(() => setSize(next))}
          labels={{ nav: t("pagination"), previous: t("previous"), next: t("next"), pageOf: (p, n) => t("pageOf", { page: p, pages: n }), of: t("of"), rowsPerPage: t("rowsPerPage") }}
        />
      )}
    </div>
  );
}
