"use client";

import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { apiRequest } from "@/components/api/client";
import { Link } from "@/components/i18n/navigation";
import { LoadingState } from "@/components/ui/loading-state";
import { NotFoundState } from "@/components/ui/not-found-state";
import { Panel } from "@/components/ui/panel";
import { buttonClass } from "@/components/ui/button";
import type { Locale } from "@/lib/i18n/routing";
import {
  catalogueKeys,
  fieldErrors,
  numberOrText,
  useStaffCategories,
  useStaffProduct,
  type StaffOption,
  type StaffProductDetail,
} from "./catalogue-api";
import { PRODUCTS_PATH } from "./catalogue-paths";
import { AttributesEditor } from "./catalogue-attributes";
import { CheckboxField, FormError, TextField } from "./catalogue-fields";
import { StaffErrorState, StaffOnlyState } from "./common";
import { StaffFormCheckbox, StaffFormField, StaffFormSelect, useStaffForm } from "./crud";
import { isMissing, isStaffOnly } from "./queries";

type ProductValues = { slug: string; category: string; en: string; ru: string; descriptionEn: string; descriptionRu: string; active: boolean; position: string };

/** The product's own fields: slug, category, names and descriptions in both languages, activity, position. */
function ProductForm({ product }: { product: StaffProductDetail }) {
  const t = useTranslations("staff.catalogue.form");
  const locale = useLocale() as Locale;
  const queryClient = useQueryClient();
  const categories = useStaffCategories();
  const { form, pending, rootError, onSubmit } = useStaffForm<ProductValues, StaffProductDetail>({
    values: {
      slug: product.slug,
      category: product.category.slug,
      en: product.name.en,
      ru: product.name.ru,
      descriptionEn: product.description.en,
      descriptionRu: product.description.ru,
      active: product.is_active,
      position: String(product.position),
    },
    paths: { slug: "slug", category: "category", "name.en": "en", "name.ru": "ru", "description.en": "descriptionEn", "description.ru": "descriptionRu", position: "position", is_active: "active" },
    toBody: (v) => ({
      slug: v.slug,
      category: v.category,
      name: { en: v.en, ru: v.ru },
      description: { en: v.descriptionEn, ru: v.descriptionRu },
      is_active: v.active,
      position: numberOrText(v.position),
    }),
    save: (body) => apiRequest<StaffProductDetail>(`/api/staff/catalogue/products/${product.id}`, { method: "PATCH", body }),
    onSaved: (saved) => {
      queryClient.setQueryData(catalogueKeys.product(product.id), saved);
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.products, exact: false, predicate: (q) => q.queryKey[3] === "list" });
    },
  });
  const { control } = form;
  return (
    <Panel id="product-fields" title={t("title")}>
      <form onSubmit={onSubmit} noValidate className="grid gap-3 sm:grid-cols-2">
        <StaffFormField control={control} spec={{ name: "slug", path: "slug", label: t("slug"), hint: t("slugHint"), required: true }} />
        <StaffFormSelect control={control} name="category" label={t("category")}>
          {!categories.data && <option value={product.category.slug}>{product.category.name[locale]}</option>}
          {categories.data?.items.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.name[locale]}
            </option>
          ))}
        </StaffFormSelect>
        <StaffFormField control={control} spec={{ name: "en", path: "name.en", label: t("nameEn"), required: true }} />
        <StaffFormField control={control} spec={{ name: "ru", path: "name.ru", label: t("nameRu"), required: true }} />
        <StaffFormField control={control} spec={{ name: "descriptionEn", path: "description.en", label: t("descriptionEn"), multiline: true }} />
        <StaffFormField control={control} spec={{ name: "descriptionRu", path: "description.ru", label: t("descriptionRu"), multiline: true }} />
        <StaffFormField control={control} spec={{ name: "position", path: "position", label: t("position"), number: true }} />
        <StaffFormCheckbox control={control} name="active" label={t("isActive")} />
        <div className="sm:col-span-2">
          <FormError text={rootError} />
          <button type="submit" className={buttonClass("primary", "mt-2")} disabled={pending}>
            {pending ? t("saving") : t("save")}
          </button>
        </div>
      </form>
    </Panel>
  );
}

type ValueDraft = { value: string; en: string; ru: string; price: string };
type OptionDraft = { key: string; en: string; ru: string; required: boolean; position: string; values: ValueDraft[] };

const emptyValue = (): ValueDraft => ({ value: "", en: "", ru: "", price: "0" });
const draftOf = (o?: StaffOption): OptionDraft =>
  o
    ? { key: o.key, en: o.name.en, ru: o.name.ru, required: o.required, position: String(o.position), values: o.values.map((v) => ({ value: v.value, en: v.label.en, ru: v.label.ru, price: String(v.price_cents) })) }
    : { key: "", en: "", ru: "", required: true, position: "", values: [emptyValue()] };

/** The body the API takes for an option (lib/catalogue-staff/schema.ts, the cart's product_options shape). */
function bodyOf(d: OptionDraft) {
  return {
    key: d.key,
    name: { en: d.en, ru: d.ru },
    required: d.required,
    values: d.values.map((v) => ({ value: v.value, label: { en: v.en, ru: v.ru }, price_cents: numberOrText(v.price) })),
    ...(d.position.trim() ? { position: numberOrText(d.position) } : {}),
  };
}

/** One option's form: key, name, required, position and its values (value, labels, extra price in cents). */
function OptionForm({ productId, option, onDone }: { productId: number; option?: StaffOption; onDone?: () => void }) {
  const t = useTranslations("staff.catalogue.options");
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<OptionDraft>(() => draftOf(option));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const set = (patch: Partial<OptionDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const setValue = (i: number, patch: Partial<ValueDraft>) => setDraft((d) => ({ ...d, values: d.values.map((v, j) => (j === i ? { ...v, ...patch } : v)) }));
  const refresh = () => void queryClient.invalidateQueries({ queryKey: catalogueKeys.product(productId) });
  const base = `/api/staff/catalogue/products/${productId}/options`;

  const save = useMutation({
    mutationFn: () =>
      option
        ? apiRequest<StaffOption>(`${base}/${encodeURIComponent(option.key)}`, { method: "PATCH", body: bodyOf(draft) })
        : apiRequest<StaffOption>(base, { method: "POST", body: bodyOf(draft) }),
    onSuccess: (result) => {
      if (!result.ok) return setErrors(fieldErrors(result));
      setErrors({});
      if (!option) setDraft(draftOf());
      refresh();
      onDone?.();
    },
  });
  const remove = useMutation({
    mutationFn: () => apiRequest(`${base}/${encodeURIComponent(option!.key)}`, { method: "DELETE" }),
    onSuccess: (result) => {
      setConfirming(false);
      if (result.ok) refresh();
    },
  });

  const legend = option ? t("editLegend", { key: option.key }) : t("newOption");
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
      noValidate
      aria-label={legend}
      className="space-y-3 rounded-md border border-slate-200 p-4"
    >
      <h3 className="font-semibold text-slate-900">{legend}</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={t("key")} hint={t("keyHint")} value={draft.key} onChange={(key) => set({ key })} error={errors.key} required />
        <TextField label={t("position")} type="number" value={draft.position} onChange={(position) => set({ position })} error={errors.position} />
        <TextField label={t("nameEn")} value={draft.en} onChange={(en) => set({ en })} error={errors["name.en"]} required />
        <TextField label={t("nameRu")} value={draft.ru} onChange={(ru) => set({ ru })} error={errors["name.ru"]} required />
        <CheckboxField label={t("required")} checked={draft.required} onChange={(required) => set({ required })} error={errors.required} />
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">{t("values")}</legend>
        {errors.values && <p className="text-sm text-red-700">{errors.values}</p>}
        {draft.values.map((v, i) => (
          <div key={i} role="group" aria-label={t("valueGroup", { n: i + 1 })} className="grid items-end gap-2 rounded border border-slate-100 p-2 sm:grid-cols-5">
            <TextField label={t("value")} value={v.value} onChange={(value) => setValue(i, { value })} error={errors[`values.${i}.value`]} required />
            <TextField label={t("labelEn")} value={v.en} onChange={(en) => setValue(i, { en })} error={errors[`values.${i}.label.en`]} required />
            <TextField label={t("labelRu")} value={v.ru} onChange={(ru) => setValue(i, { ru })} error={errors[`values.${i}.label.ru`]} required />
            <TextField label={t("price")} type="number" value={v.price} onChange={(price) => setValue(i, { price })} error={errors[`values.${i}.price_cents`]} />
            <div>
              <button type="button" className={buttonClass("secondary")} onClick={() => set({ values: draft.values.filter((_, j) => j !== i) })} aria-label={t("removeValue", { n: i + 1 })}>
                {t("remove")}
              </button>
            </div>
          </div>
        ))}
        <button type="button" className={buttonClass("secondary")} onClick={() => set({ values: [...draft.values, emptyValue()] })}>
          {t("addValue")}
        </button>
      </fieldset>
      <FormError text={errors[""]} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonClass("primary")} disabled={save.isPending}>
          {option ? t("save") : t("add")}
        </button>
        {option &&
          (confirming ? (
            <>
              <span className="self-center text-sm text-slate-800">{t("deleteConfirm", { key: option.key })}</span>
              <button type="button" className={buttonClass("danger")} onClick={() => remove.mutate()} disabled={remove.isPending}>
                {t("deleteYes")}
              </button>
              <button type="button" className={buttonClass("secondary")} onClick={() => setConfirming(false)}>
                {t("cancel")}
              </button>
            </>
          ) : (
            <button type="button" className={buttonClass("secondary")} onClick={() => setConfirming(true)}>
              {t("delete")}
            </button>
          ))}
      </div>
    </form>
  );
}

/** The options buyers configure per instance in the cart: each editable, and a form for a new one. */
export function OptionsEditor({ product }: { product: StaffProductDetail }) {
  const t = useTranslations("staff.catalogue.options");
  return (
    <Panel id="product-options" title={t("title")}>
      <p className="mb-3 text-sm text-slate-700">{t("intro")}</p>
      <div className="space-y-4">
        {product.options.length === 0 && <p className="text-slate-700">{t("empty")}</p>}
        {product.options.map((o) => (
          <OptionForm key={`${o.key}:${JSON.stringify(o)}`} productId={product.id} option={o} />
        ))}
        <OptionForm productId={product.id} />
      </div>
    </Panel>
  );
}

/** A product as staff edit it (GET /api/staff/catalogue/products/{id}): its fields, its attribute schema and its options. */
export function ProductEditor({ id }: { id: number }) {
  const t = useTranslations("staff.catalogue.product");
  const locale = useLocale() as Locale;
  const product = useStaffProduct(id);
  if (product.isError && isStaffOnly(product.error)) return <StaffOnlyState />;
  if (product.isError && isMissing(product.error)) return <NotFoundState level="h1" title={t("notFoundTitle")} text={t("notFoundText")} backHref={PRODUCTS_PATH} backLabel={t("back")} />;
  if (product.isPending) return <LoadingState label={t("loading")} />;
  if (product.isError) return <StaffErrorState text={t("loadError")} onRetry={() => void product.refetch()} />;
  const p = product.data;
  return (
    <div className="space-y-6">
      <div>
        <Link href={PRODUCTS_PATH} className={buttonClass("link")}>
          {t("back")}
        </Link>
        <h1 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">{p.name[locale]}</h1>
        <p className="text-sm text-slate-700">{p.is_active ? t("activeText") : t("inactiveText")}</p>
      </div>
      <ProductForm key={JSON.stringify([p.slug, p.category.slug, p.name, p.description, p.is_active, p.position])} product={p} />
      <AttributesEditor product={p} />
      <OptionsEditor product={p} />
    </div>
  );
}
