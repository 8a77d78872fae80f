"use client";

import { useState, type FormEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { apiRequest } from "@/components/api/client";
import { Link, useRouter } from "@/components/i18n/navigation";
import { Panel } from "@/components/ui/panel";
import { Badge } from "@/components/ui/badge";
import { buttonClass } from "@/components/ui/button";
import type { Locale } from "@/lib/i18n/routing";
import {
  ACTIVITY_FILTERS,
  catalogueKeys,
  numberOrText,
  useStaffCategories,
  useStaffProducts,
  type ActivityFilter,
  type ProductFilter,
  type StaffProductDetail,
} from "./catalogue-api";
import { productPath } from "./catalogue-paths";
import { FormError, SelectField, TextField } from "./catalogue-fields";
import { StaffOnlyState } from "./common";
import { StaffFormCheckbox, StaffFormField, StaffFormSelect, StaffListBody, StaffPager, StaffTable, useStaffForm } from "./crud";
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

type NewValues = { slug: string; category: string; en: string; ru: string; active: boolean; position: string };

/** The new product form: slug, category, names; active by default. Opens the product once created. */
function NewProduct() {
  const t = useTranslations("staff.catalogue");
  const locale = useLocale() as Locale;
  const router = useRouter();
  const queryClient = useQueryClient();
  const categories = useStaffCategories();
  const { form, pending, rootError, onSubmit } = useStaffForm<NewValues, StaffProductDetail>({
    values: { slug: "", category: "", en: "", ru: "", active: true, position: "0" },
    paths: { slug: "slug", category: "category", "name.en": "en", "name.ru": "ru", position: "position", is_active: "active" },
    toBody: (v) => ({ slug: v.slug, category: v.category, name: { en: v.en, ru: v.ru }, is_active: v.active, position: numberOrText(v.position) }),
    save: (body) => apiRequest<StaffProductDetail>("/api/staff/catalogue/products", { method: "POST", body }),
    onSaved: (product) => {
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.products });
      router.push(productPath(product.id));
    },
  });
  const { control } = form;
  return (
    <Panel id="new-product" title={t("products.newTitle")}>
      <form onSubmit={onSubmit} noValidate className="grid gap-3 sm:grid-cols-2">
        <StaffFormField control={control} spec={{ name: "slug", path: "slug", label: t("form.slug"), hint: t("form.slugHint"), required: true }} />
        <StaffFormSelect control={control} name="category" label={t("form.category")}>
          <option value="">{t("form.chooseCategory")}</option>
          {categories.data?.items.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.name[locale]}
            </option>
          ))}
        </StaffFormSelect>
        <StaffFormField control={control} spec={{ name: "en", path: "name.en", label: t("form.nameEn"), required: true }} />
        <StaffFormField control={control} spec={{ name: "ru", path: "name.ru", label: t("form.nameRu"), required: true }} />
        <StaffFormField control={control} spec={{ name: "position", path: "position", label: t("form.position"), number: true }} />
        <StaffFormCheckbox control={control} name="active" label={t("form.isActive")} />
        <div className="sm:col-span-2">
          <FormError text={rootError} />
          <button type="submit" className={buttonClass("primary", "mt-2")} disabled={pending}>
            {pending ? t("form.saving") : t("products.create")}
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
