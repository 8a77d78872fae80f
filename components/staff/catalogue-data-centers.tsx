"use client";

import { useState, type FormEvent } from "react";
import { useLocale, useTranslations } from "next-intl";
import { apiRequest } from "@/components/api/client";
import { Panel } from "@/components/ui/panel";
import { buttonClass } from "@/components/ui/button";
import { countryName } from "@/lib/format";
import type { Locale } from "@/lib/i18n/routing";
import { numberOrText, useStaffDataCenters, type StaffDataCenter } from "./catalogue-api";
import { TextField } from "./catalogue-fields";
import { StaffOnlyState } from "./common";
import { StaffEntityForm, StaffListBody, StaffPager, StaffTable, type StaffFieldSpec } from "./crud";
import { catalogueKeys } from "./keys";
import { isStaffOnly } from "./queries";

type Values = { name: string; country: string; city: string; tier: string };
const valuesOf = (dc?: StaffDataCenter): Values => ({ name: dc?.name ?? "", country: dc?.country ?? "", city: dc?.city ?? "", tier: String(dc?.tier ?? 3) });

/** Create (no `dc`) or edit a data center: name, country code, city and tier. */
function DataCenterForm({ dc, onDone }: { dc?: StaffDataCenter; onDone?: () => void }) {
  const t = useTranslations("staff.catalogue.dataCenters");
  const fields: StaffFieldSpec<Values>[] = [
    { name: "name", path: "name", label: t("name"), required: true },
    { name: "country", path: "country", label: t("country"), hint: t("countryHint"), required: true },
    { name: "city", path: "city", label: t("city"), required: true },
    { name: "tier", path: "tier", label: t("tier"), number: true },
  ];
  return (
    <StaffEntityForm
      title={dc ? t("editTitle", { name: dc.name }) : t("newTitle")}
      fields={fields}
      values={valuesOf(dc)}
      empty={valuesOf()}
      toBody={(v) => ({ name: v.name, country: v.country.trim().toUpperCase(), city: v.city, tier: numberOrText(v.tier) })}
      save={(body) =>
        dc
          ? apiRequest<StaffDataCenter>(`/api/staff/catalogue/data-centers/${encodeURIComponent(dc.uid)}`, { method: "PATCH", body })
          : apiRequest<StaffDataCenter>("/api/staff/catalogue/data-centers", { method: "POST", body })
      }
      invalidate={catalogueKeys.dataCenterLists}
      editing={Boolean(dc)}
      submit={dc ? t("save") : t("create")}
      cancel={t("cancel")}
      onDone={onDone}
      columns={4}
    />
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
      <StaffListBody list={list} loading={t("loading")} loadError={t("loadError")} empty={t("empty")} isEmpty={(data) => data.items.length === 0}>
        {(data) => (
          <>
            <StaffTable
              caption={t("caption")}
              rows={data.items}
              rowKey={(d) => d.uid}
              columns={[
                { header: t("name"), cell: (d) => d.name },
                { header: t("country"), cell: (d) => countryName(d.country, locale) },
                { header: t("city"), cell: (d) => d.city },
                { header: t("tier"), numeric: true, cell: (d) => d.tier },
                { header: t("offers"), numeric: true, cell: (d) => d.offers_count },
              ]}
              edit={{ header: t("actions"), text: t("editShort"), label: (d) => t("edit", { name: d.name }), onEdit: (d) => setEditing(d.uid) }}
            />
            <StaffPager
              text={t("pageOf", { page: data.page, pages: Math.max(1, data.pages), total: data.total })}
              page={page}
              pages={data.pages}
              onPage={setPage}
              previous={t("previous")}
              next={t("next")}
            />
          </>
        )}
      </StaffListBody>
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
