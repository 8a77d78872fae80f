"use client";

import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { apiRequest } from "@/components/api/client";
import { LoadingState, Panel } from "@/components/order/common";
import { buttonClass } from "@/components/ui/button";
import { Table, TableContainer, Td, Th } from "@/components/ui/data-table";
import type { Locale } from "@/lib/i18n/routing";
import { catalogueKeys, fieldErrors, numberOrText, useStaffCategories, type StaffCategory } from "./catalogue-api";
import { FormError, TextField } from "./catalogue-fields";
import { StaffErrorState, StaffOnlyState } from "./common";
import { isStaffOnly } from "./queries";

/** Create (no `category`) or edit a category: slug, names and descriptions in both languages, position. */
function CategoryForm({ category, onDone }: { category?: StaffCategory; onDone?: () => void }) {
  const t = useTranslations("staff.catalogue.categories");
  const f = useTranslations("staff.catalogue.form");
  const queryClient = useQueryClient();
  const initial = {
    slug: category?.slug ?? "",
    en: category?.name.en ?? "",
    ru: category?.name.ru ?? "",
    descriptionEn: category?.description.en ?? "",
    descriptionRu: category?.description.ru ?? "",
    position: String(category?.position ?? 0),
  };
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<typeof form>) => setForm((x) => ({ ...x, ...patch }));
  const save = useMutation({
    mutationFn: () => {
      const body = { slug: form.slug, name: { en: form.en, ru: form.ru }, description: { en: form.descriptionEn, ru: form.descriptionRu }, position: numberOrText(form.position) };
      return category ? apiRequest<StaffCategory>(`/api/staff/catalogue/categories/${category.id}`, { method: "PATCH", body }) : apiRequest<StaffCategory>("/api/staff/catalogue/categories", { method: "POST", body });
    },
    onSuccess: (result) => {
      if (!result.ok) return setErrors(fieldErrors(result));
      setErrors({});
      if (!category) setForm({ slug: "", en: "", ru: "", descriptionEn: "", descriptionRu: "", position: "0" });
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.categories });
      onDone?.();
    },
  });
  const title = category ? t("editTitle", { slug: category.slug }) : t("newTitle");
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
      noValidate
      aria-label={title}
      className="grid gap-3 sm:grid-cols-2"
    >
      <TextField label={f("slug")} hint={t("slugHint")} value={form.slug} onChange={(slug) => set({ slug })} error={errors.slug} required />
      <TextField label={f("position")} type="number" value={form.position} onChange={(position) => set({ position })} error={errors.position} />
      <TextField label={f("nameEn")} value={form.en} onChange={(en) => set({ en })} error={errors["name.en"]} required />
      <TextField label={f("nameRu")} value={form.ru} onChange={(ru) => set({ ru })} error={errors["name.ru"]} required />
      <TextField label={f("descriptionEn")} multiline value={form.descriptionEn} onChange={(descriptionEn) => set({ descriptionEn })} error={errors["description.en"]} />
      <TextField label={f("descriptionRu")} multiline value={form.descriptionRu} onChange={(descriptionRu) => set({ descriptionRu })} error={errors["description.ru"]} />
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <FormError text={errors[""]} />
        <button type="submit" className={buttonClass("primary")} disabled={save.isPending}>
          {category ? f("save") : t("create")}
        </button>
        {category && (
          <button type="button" className={buttonClass("secondary")} onClick={onDone}>
            {t("cancel")}
          </button>
        )}
      </div>
    </form>
  );
}

/** Categories (GET /api/staff/catalogue/categories) with their product counts, editable, and the new category form. */
export function StaffCategories() {
  const t = useTranslations("staff.catalogue.categories");
  const locale = useLocale() as Locale;
  const list = useStaffCategories();
  const [editing, setEditing] = useState<number | null>(null);
  if (list.isError && isStaffOnly(list.error)) return <StaffOnlyState />;
  if (list.isPending) return <LoadingState label={t("loading")} />;
  if (list.isError) return <StaffErrorState text={t("loadError")} onRetry={() => void list.refetch()} />;
  const current = list.data.items.find((c) => c.id === editing);
  return (
    <div className="space-y-6">
      <TableContainer label={t("caption")}>
        <Table caption={t("caption")}>
          <thead>
            <tr>
              <Th>{t("name")}</Th>
              <Th>{t("slug")}</Th>
              <Th className="text-right">{t("position")}</Th>
              <Th className="text-right">{t("products")}</Th>
              <Th>
                <span className="sr-only">{t("actions")}</span>
              </Th>
            </tr>
          </thead>
          <tbody>
            {list.data.items.map((c) => (
              <tr key={c.id}>
                <Th scope="row">{c.name[locale]}</Th>
                <Td>
                  <code>{c.slug}</code>
                </Td>
                <Td className="text-right tabular-nums">{c.position}</Td>
                <Td className="text-right tabular-nums">{c.products_count}</Td>
                <Td>
                  <button type="button" className={buttonClass("link")} onClick={() => setEditing(c.id)} aria-label={t("edit", { name: c.name[locale] })}>
                    {t("editShort")}
                  </button>
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableContainer>
      {current && (
        <Panel id="edit-category" title={t("editTitle", { slug: current.slug })}>
          <CategoryForm key={current.id} category={current} onDone={() => setEditing(null)} />
        </Panel>
      )}
      <Panel id="new-category" title={t("newTitle")}>
        <CategoryForm />
      </Panel>
    </div>
  );
}
