"use client";

import { useState, type FormEvent } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { apiRequest } from "@/components/api/client";
import { LoadingState, Panel } from "@/components/order/common";
import { buttonClass } from "@/components/ui/button";
import { Table, TableContainer, Td, Th } from "@/components/ui/data-table";
import { countryName } from "@/lib/format";
import type { Locale } from "@/lib/i18n/routing";
import { fieldErrors, numberOrText, useStaffDataCenters, type StaffDataCenter } from "./catalogue-api";
import { FormError, TextField } from "./catalogue-fields";
import { StaffErrorState, StaffOnlyState } from "./common";
import { isStaffOnly } from "./queries";

/** Create (no `dc`) or edit a data center: name, country code, city and tier. */
function DataCenterForm({ dc, onDone }: { dc?: StaffDataCenter; onDone?: () => void }) {
  const t = useTranslations("staff.catalogue.dataCenters");
  const queryClient = useQueryClient();
  const [form, setForm] = useState({ name: dc?.name ?? "", country: dc?.country ?? "", city: dc?.city ?? "", tier: String(dc?.tier ?? 3) });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<typeof form>) => setForm((x) => ({ ...x, ...patch }));
  const save = useMutation({
    mutationFn: () => {
      const body = { name: form.name, country: form.country.trim().toUpperCase(), city: form.city, tier: numberOrText(form.tier) };
      return dc
        ? apiRequest<StaffDataCenter>(`/api/staff/catalogue/data-centers/${encodeURIComponent(dc.uid)}`, { method: "PATCH", body })
        : apiRequest<StaffDataCenter>("/api/staff/catalogue/data-centers", { method: "POST", body });
    },
    onSuccess: (result) => {
      if (!result.ok) return setErrors(fieldErrors(result));
      setErrors({});
      if (!dc) setForm({ name: "", country: "", city: "", tier: "3" });
      void queryClient.invalidateQueries({ queryKey: ["staff", "catalogue", "data-centers"] });
      onDone?.();
    },
  });
  const title = dc ? t("editTitle", { name: dc.name }) : t("newTitle");
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
      noValidate
      aria-label={title}
      className="grid gap-3 sm:grid-cols-4"
    >
      <TextField label={t("name")} value={form.name} onChange={(name) => set({ name })} error={errors.name} required />
      <TextField label={t("country")} hint={t("countryHint")} value={form.country} onChange={(country) => set({ country })} error={errors.country} required />
      <TextField label={t("city")} value={form.city} onChange={(city) => set({ city })} error={errors.city} required />
      <TextField label={t("tier")} type="number" value={form.tier} onChange={(tier) => set({ tier })} error={errors.tier} />
      <div className="flex flex-wrap gap-2 sm:col-span-4">
        <FormError text={errors[""]} />
        <button type="submit" className={buttonClass("primary")} disabled={save.isPending}>
          {dc ? t("save") : t("create")}
        </button>
        {dc && (
          <button type="button" className={buttonClass("secondary")} onClick={onDone}>
            {t("cancel")}
          </button>
        )}
      </div>
    </form>
  );
}

/** Data centers (GET /api/staff/catalogue/data-centers), searchable and editable, and the new data center form. */
export function StaffDataCenters() {
  const t = useTranslations("staff.catalogue.dataCenters");
  const locale = useLocale() as Locale;
  const [q, setQ] = useState("");
  const [applied, setApplied] = useState("");
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<string | null>(null);
  const list = useStaffDataCenters(applied, page);
  if (list.isError && isStaffOnly(list.error)) return <StaffOnlyState />;
  const search = (event: FormEvent) => {
    event.preventDefault();
    setApplied(q);
    setPage(1);
  };
  const current = list.data?.items.find((d) => d.uid === editing);
  return (
    <div className="space-y-6">
      <form onSubmit={search} aria-label={t("filterLegend")} className="flex flex-wrap items-end gap-3">
        <TextField label={t("search")} value={q} onChange={setQ} />
        <button type="submit" className={buttonClass("secondary")}>
          {t("apply")}
        </button>
      </form>
      {list.isPending ? (
        <LoadingState label={t("loading")} />
      ) : list.isError ? (
        <StaffErrorState text={t("loadError")} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-700">{t("empty")}</p>
      ) : (
        <>
          <TableContainer label={t("caption")}>
            <Table caption={t("caption")}>
              <thead>
                <tr>
                  <Th>{t("name")}</Th>
                  <Th>{t("country")}</Th>
                  <Th>{t("city")}</Th>
                  <Th className="text-right">{t("tier")}</Th>
                  <Th className="text-right">{t("offers")}</Th>
                  <Th>
                    <span className="sr-only">{t("actions")}</span>
                  </Th>
                </tr>
              </thead>
              <tbody>
                {list.data.items.map((d) => (
                  <tr key={d.uid}>
                    <Th scope="row">{d.name}</Th>
                    <Td>{countryName(d.country, locale)}</Td>
                    <Td>{d.city}</Td>
                    <Td className="text-right tabular-nums">{d.tier}</Td>
                    <Td className="text-right tabular-nums">{d.offers_count}</Td>
                    <Td>
                      <button type="button" className={buttonClass("link")} onClick={() => setEditing(d.uid)} aria-label={t("edit", { name: d.name })}>
                        {t("editShort")}
                      </button>
                    </Td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableContainer>
          <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
            <span>{t("pageOf", { page: list.data.page, pages: Math.max(1, list.data.pages), total: list.data.total })}</span>
            <button type="button" className={buttonClass("secondary")} disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              {t("previous")}
            </button>
            <button type="button" className={buttonClass("secondary")} disabled={page >= list.data.pages} onClick={() => setPage((p) => p + 1)}>
              {t("next")}
            </button>
          </div>
        </>
      )}
      {current && (
        <Panel id="edit-data-center" title={t("editTitle", { name: current.name })}>
          <DataCenterForm key={current.uid} dc={current} onDone={() => setEditing(null)} />
        </Panel>
      )}
      <Panel id="new-data-center" title={t("newTitle")}>
        <DataCenterForm />
      </Panel>
    </div>
  );
}
