"use client";

import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { apiRequest } from "@/components/api/client";
import { Panel } from "@/components/ui/panel";
import type { Locale } from "@/lib/i18n/routing";
import { catalogueKeys, numberOrText, useStaffCategories, type StaffCategory } from "./catalogue-api";
import { StaffOnlyState } from "./common";
import { StaffEntityForm, StaffListBody, StaffTable, type StaffFieldSpec } from "./crud";
import { isStaffOnly } from "./queries";

type Values = { slug: string; en: string; ru: string; descriptionEn: string; descriptionRu: string; position: string };
const valuesOf = (c?: StaffCategory): Values => ({
  slug: c?.slug ?? "",
  en: c?.name.en ?? "",
  ru: c?.name.ru ?? "",
  descriptionEn: c?.description.en ?? "",
  descriptionRu: c?.description.ru ?? "",
  position: String(c?.position ?? 0),
});

/** Create (no `category`) or edit a category: slug, names and descriptions in both languages, position. */
function CategoryForm({ category, onDone }: { category?: StaffCategory; onDone?: () => void }) {
  const t = useTranslations("staff.catalogue.categories");
  const f = useTranslations("staff.catalogue.form");
  const fields: StaffFieldSpec<Values>[] = [
    { name: "slug", path: "slug", label: f("slug"), hint: t("slugHint"), required: true },
    { name: "position", path: "position", label: f("position"), number: true },
    { name: "en", path: "name.en", label: f("nameEn"), required: true },
    { name: "ru", path: "name.ru", label: f("nameRu"), required: true },
    { name: "descriptionEn", path: "description.en", label: f("descriptionEn"), multiline: true },
    { name: "descriptionRu", path: "description.ru", label: f("descriptionRu"), multiline: true },
  ];
  return (
    <StaffEntityForm
      title={category ? t("editTitle", { slug: category.slug }) : t("newTitle")}
      fields={fields}
      values={valuesOf(category)}
      empty={valuesOf()}
      toBody={(v) => ({ slug: v.slug, name: { en: v.en, ru: v.ru }, description: { en: v.descriptionEn, ru: v.descriptionRu }, position: numberOrText(v.position) })}
      save={(body) =>
        category ? apiRequest<StaffCategory>(`/api/staff/catalogue/categories/${category.id}`, { method: "PATCH", body }) : apiRequest<StaffCategory>("/api/staff/catalogue/categories", { method: "POST", body })
      }
      invalidate={catalogueKeys.categories}
      editing={Boolean(category)}
      submit={category ? f("save") : t("create")}
      cancel={t("cancel")}
      onDone={onDone}
      columns={2}
    />
  );
}

/** Categories (GET /api/staff/catalogue/categories) with their product counts, editable, and the new category form. */
export function StaffCategories() {
  const t = useTranslations("staff.catalogue.categories");
  const locale = useLocale() as Locale;
  const list = useStaffCategories();
  const [editing, setEditing] = useState<number | null>(null);
  if (list.isError && isStaffOnly(list.error)) return <StaffOnlyState />;
  const current = list.data?.items.find((c) => c.id === editing);
  return (
    <StaffListBody list={list} loading={t("loading")} loadError={t("loadError")}>
      {(data) => (
        <div className="space-y-6">
          <StaffTable
            caption={t("caption")}
            rows={data.items}
            rowKey={(c) => c.id}
            columns={[
              { header: t("name"), cell: (c) => c.name[locale] },
              { header: t("slug"), cell: (c) => <code>{c.slug}</code> },
              { header: t("position"), numeric: true, cell: (c) => c.position },
              { header: t("products"), numeric: true, cell: (c) => c.products_count },
            ]}
            edit={{ header: t("actions"), text: t("editShort"), label: (c) => t("edit", { name: c.name[locale] }), onEdit: (c) => setEditing(c.id) }}
          />
          {current && (
            <Panel id="edit-category" title={t("editTitle", { slug: current.slug })}>
              <CategoryForm key={current.id} category={current} onDone={() => setEditing(null)} />
            </Panel>
          )}
          <Panel id="new-category" title={t("newTitle")}>
            <CategoryForm />
          </Panel>
        </div>
      )}
    </StaffListBody>
  );
}
