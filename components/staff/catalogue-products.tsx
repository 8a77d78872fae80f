"use client";

import { useState, type FormEvent } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { apiRequest } from "@/components/api/client";
import { Link, useRouter } from "@/components/i18n/navigation";
import { Panel } from "@/components/order/common";
import { Badge } from "@/components/ui/badge";
import { buttonClass } from "@/components/ui/button";
import type { Locale } from "@/lib/i18n/routing";
import {
  ACTIVITY_FILTERS,
  catalogueKeys,
  fieldErrors,
  numberOrText,
  useStaffCategories,
  useStaffProducts,
  type ActivityFilter,
  type ProductFilter,
  type StaffProductDetail,
} from "./catalogue-api";
import { productPath } from "./catalogue-paths";
import { CheckboxField, FormError, SelectField, TextField } from "./catalogue-fields";
import { StaffOnlyState } from "./common";
import { StaffListBody, StaffPager, StaffTable } from "./crud";
import { DEFAULT_PRODUCT_FILTER } from "./keys";
import { isStaffOnly } from "./queries";

function Filter({ filter, onApply }: { filter: ProductFilter; onApply: (f: ProductFilter) => void }) {
  const t = useTranslations("staff.catalogue.products");
  const locale = useLocale() as Locale;
  const categories = useStaffCategories();
  const [q, setQ] = useState(filter.q);
  const [category, setCategory] = useState(filter.category);
  const [active, setActive] = useState<ActivityFilter>(filter.active);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ q, category, active, page: 1 });
  };
  return (
    <form onSubmit={submit} aria-label={t("filterLegend")} className="mb-4 grid items-end gap-3 sm:grid-cols-4">
      <TextField label={t("search")} value={q} onChange={setQ} />
      <SelectField label={t("category")} value={category} onChange={setCategory}>
        <option value="">{t("allCategories")}</option>
        {categories.data?.items.map((c) => (
          <option key={c.slug} value={c.slug}>
            {c.name[locale]}
          </option>
        ))}
      </SelectField>
      <SelectField label={t("activity")} value={active} onChange={(v) => setActive(v as ActivityFilter)}>
        {ACTIVITY_FILTERS.map((a) => (
          <option key={a} value={a}>
            {t(`activityOption.${a}`)}
          </option>
        ))}
      </SelectField>
      <div>
        <button type="submit" className={buttonClass("secondary")}>
          {t("apply")}
        </button>
      </div>
    </form>
  );
}

/** The new product form: slug, category, names; active by default. Opens the product once created. */
function NewProduct() {
  const t = useTranslations("staff.catalogue");
  const locale = useLocale() as Locale;
  const router = useRouter();
  const queryClient = useQueryClient();
  const categories = useStaffCategories();
  const [form, setForm] = useState({ slug: "", category: "", en: "", ru: "", active: true, position: "0" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useMutation({
    mutationFn: () =>
      apiRequest<StaffProductDetail>("/api/staff/catalogue/products", {
        method: "POST",
        body: { slug: form.slug, category: form.category, name: { en: form.en, ru: form.ru }, is_active: form.active, position: numberOrText(form.position) },
      }),
    onSuccess: (result) => {
      if (!result.ok) return setErrors(fieldErrors(result));
      setErrors({});
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.products });
      router.push(productPath(result.data.id));
    },
  });
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));
  return (
    <Panel id="new-product" title={t("products.newTitle")}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate();
        }}
        noValidate
        className="grid gap-3 sm:grid-cols-2"
      >
        <TextField label={t("form.slug")} hint={t("form.slugHint")} value={form.slug} onChange={(slug) => set({ slug })} error={errors.slug} required />
        <SelectField label={t("form.category")} value={form.category} onChange={(category) => set({ category })} error={errors.category}>
          <option value="">{t("form.chooseCategory")}</option>
          {categories.data?.items.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.name[locale]}
            </option>
          ))}
        </SelectField>
        <TextField label={t("form.nameEn")} value={form.en} onChange={(en) => set({ en })} error={errors["name.en"] ?? errors.name} required />
        <TextField label={t("form.nameRu")} value={form.ru} onChange={(ru) => set({ ru })} error={errors["name.ru"] ?? errors.name} required />
        <TextField label={t("form.position")} type="number" value={form.position} onChange={(position) => set({ position })} error={errors.position} />
        <CheckboxField label={t("form.isActive")} checked={form.active} onChange={(active) => set({ active })} error={errors.is_active} />
        <div className="sm:col-span-2">
          <FormError text={errors[""]} />
          <button type="submit" className={buttonClass("primary", "mt-2")} disabled={create.isPending}>
            {create.isPending ? t("form.saving") : t("products.create")}
          </button>
        </div>
      </form>
    </Panel>
  );
}

/**
 * The staff products list (GET /api/staff/catalogue/products): every product, active or not,
 * filtered by text, category and activity, with a link to edit each and the new product form.
 */
export function StaffProducts({ initial }: { initial?: Partial<ProductFilter> }) {
  const t = useTranslations("staff.catalogue.products");
  const locale = useLocale() as Locale;
  const [filter, setFilter] = useState<ProductFilter>({ ...DEFAULT_PRODUCT_FILTER, ...initial });
  const list = useStaffProducts(filter);

  if (list.isError && isStaffOnly(list.error)) return <StaffOnlyState />;

  return (
    <div className="space-y-6">
      <section aria-label={t("title")}>
        <Filter filter={filter} onApply={setFilter} />
        <StaffListBody list={list} loading={t("loading")} loadError={t("loadError")} empty={t("empty")} isEmpty={(data) => data.items.length === 0}>
          {(data) => (
            <>
              <StaffTable
                caption={t("caption")}
                rows={data.items}
                rowKey={(p) => p.id}
                columns={[
                  {
                    header: t("name"),
                    cell: (p) => (
                      <Link href={productPath(p.id)} aria-label={t("edit", { name: p.name[locale] })}>
                        {p.name[locale]}
                      </Link>
                    ),
                  },
                  { header: t("slug"), cell: (p) => <code>{p.slug}</code> },
                  { header: t("category"), cell: (p) => p.category.name[locale] },
                  { header: t("activity"), cell: (p) => (p.is_active ? <Badge tone="success">{t("activityOption.true")}</Badge> : <Badge>{t("activityOption.false")}</Badge>) },
                  { header: t("options"), numeric: true, cell: (p) => p.options_count },
                  { header: t("offers"), numeric: true, cell: (p) => p.offers_count },
                ]}
              />
              <StaffPager
                className="mt-3"
                text={t("pageOf", { page: data.page, pages: Math.max(1, data.pages), total: data.total })}
                page={filter.page}
                pages={data.pages}
                onPage={(page) => setFilter((f) => ({ ...f, page }))}
                previous={t("previous")}
                next={t("next")}
              />
            </>
          )}
        </StaffListBody>
      </section>
      <NewProduct />
    </div>
  );
}
