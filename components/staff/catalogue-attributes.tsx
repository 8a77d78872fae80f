"use client";

import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { apiRequest } from "@/components/api/client";
import { Panel } from "@/components/ui/panel";
import { buttonClass } from "@/components/ui/button";
import { ATTRIBUTE_TYPES, vocabularyDef, type AttributeType, type ProductAttribute } from "@/lib/catalogue/attribute-schema";
import { catalogueKeys, fieldErrors, type StaffProductDetail } from "./catalogue-api";
import { CheckboxField, FormError, SelectField, TextField } from "./catalogue-fields";

type AttributeDraft = { key: string; en: string; ru: string; type: AttributeType; unit: string; required: boolean; values: string };

const draftOf = (a: ProductAttribute): AttributeDraft => ({
  key: a.key,
  en: a.label.en,
  ru: a.label.ru,
  type: a.type,
  unit: a.unit ?? "",
  required: a.required,
  values: (a.values ?? []).join(", "),
});
const emptyDraft = (): AttributeDraft => ({ key: "", en: "", ru: "", type: "word", unit: "", required: false, values: "" });

/** The body's entry for a draft: allowed values typed comma-separated (none: any value). */
function entryOf(d: AttributeDraft) {
  const values = d.values
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean);
  return {
    key: d.key.trim(),
    label: { en: d.en, ru: d.ru },
    type: d.type,
    ...(d.unit.trim() ? { unit: d.unit.trim() } : {}),
    required: d.required,
    ...(values.length ? { values } : {}),
  };
}

/**
 * The product's attribute schema (lib/catalogue/attribute-schema.ts): the typed attributes a
 * supplier's offer of it carries, in order, with units, whether required and the values allowed.
 * Keys that are filters of the category are marked; they keep the category's type and unit. Saved
 * as a whole (PATCH attribute_schema); the API refuses a schema existing offers do not fit.
 */
export function AttributesEditor({ product }: { product: StaffProductDetail }) {
  const t = useTranslations("staff.catalogue.attributes");
  const queryClient = useQueryClient();
  const [drafts, setDrafts] = useState<AttributeDraft[]>(() => product.attribute_schema.map(draftOf));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const setDraft = (i: number, patch: Partial<AttributeDraft>) => {
    setSaved(false);
    setDrafts((list) => list.map((d, j) => (j === i ? { ...d, ...patch } : d)));
  };
  const move = (i: number, by: number) => {
    setSaved(false);
    setDrafts((list) => {
      const next = [...list];
      const [item] = next.splice(i, 1);
      next.splice(i + by, 0, item);
      return next;
    });
  };
  const save = useMutation({
    mutationFn: () => apiRequest<StaffProductDetail>(`/api/staff/catalogue/products/${product.id}`, { method: "PATCH", body: { attribute_schema: drafts.map(entryOf) } }),
    onSuccess: (result) => {
      if (!result.ok) {
        setSaved(false);
        return setErrors(fieldErrors(result));
      }
      setErrors({});
      setSaved(true);
      setDrafts(result.data.attribute_schema.map(draftOf));
      queryClient.setQueryData(catalogueKeys.product(product.id), result.data);
    },
  });
  const at = (i: number, field: string) => errors[`attribute_schema.${i}.${field}`];

  return (
    <Panel id="product-attributes" title={t("title")}>
      <p className="mb-3 text-sm text-slate-700">{t("intro")}</p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
        noValidate
        aria-label={t("title")}
        className="space-y-3"
      >
        {drafts.length === 0 && <p className="text-slate-700">{t("empty")}</p>}
        {drafts.map((d, i) => {
          const filter = vocabularyDef(product.category.slug, d.key.trim());
          const name = d.key.trim() || t("newAttribute");
          return (
            <fieldset key={i} className="rounded-md border border-slate-200 p-3">
              <legend className="px-1 text-sm font-semibold text-slate-900">
                {t("legend", { n: i + 1, key: name })}
                {filter && <span className="ml-2 rounded bg-brand-50 px-1.5 py-0.5 text-xs font-medium text-brand-900">{t("filter")}</span>}
              </legend>
              <div className="grid gap-3 sm:grid-cols-3">
                <TextField label={t("key")} hint={t("keyHint")} value={d.key} onChange={(key) => setDraft(i, { key })} error={at(i, "key")} required />
                <TextField label={t("labelEn")} value={d.en} onChange={(en) => setDraft(i, { en })} error={at(i, "label.en")} required />
                <TextField label={t("labelRu")} value={d.ru} onChange={(ru) => setDraft(i, { ru })} error={at(i, "label.ru")} required />
                <SelectField label={t("type")} value={d.type} onChange={(type) => setDraft(i, { type: type as AttributeType })} error={at(i, "type")}>
                  {ATTRIBUTE_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {t(`types.${type}`)}
                    </option>
                  ))}
                </SelectField>
                <TextField label={t("unit")} hint={filter ? t("unitFilterHint") : t("unitHint")} value={d.unit} onChange={(unit) => setDraft(i, { unit })} error={at(i, "unit")} />
                <TextField
                  label={t("values")}
                  hint={t("valuesHint")}
                  value={d.values}
                  onChange={(values) => setDraft(i, { values })}
                  error={Object.entries(errors).find(([k]) => k.startsWith(`attribute_schema.${i}.values`))?.[1]}
                />
                <CheckboxField label={t("required")} checked={d.required} onChange={(required) => setDraft(i, { required })} error={at(i, "required")} />
              </div>
              <div className="mt-2 flex flex-wrap gap-2">
                <button type="button" className={buttonClass("secondary")} disabled={i === 0} onClick={() => move(i, -1)} aria-label={t("moveUp", { key: name })}>
                  {t("up")}
                </button>
                <button type="button" className={buttonClass("secondary")} disabled={i === drafts.length - 1} onClick={() => move(i, 1)} aria-label={t("moveDown", { key: name })}>
                  {t("down")}
                </button>
                <button
                  type="button"
                  className={buttonClass("secondary")}
                  onClick={() => {
                    setSaved(false);
                    setDrafts((list) => list.filter((_, j) => j !== i));
                  }}
                  aria-label={t("removeOne", { key: name })}
                >
                  {t("remove")}
                </button>
              </div>
            </fieldset>
          );
        })}
        <FormError text={errors.attribute_schema ?? errors[""]} />
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            className={buttonClass("secondary")}
            onClick={() => {
              setSaved(false);
              setDrafts((list) => [...list, emptyDraft()]);
            }}
          >
            {t("add")}
          </button>
          <button type="submit" className={buttonClass("primary")} disabled={save.isPending}>
            {save.isPending ? t("saving") : t("save")}
          </button>
          {saved && (
            <span role="status" className="text-sm text-green-800">
              {t("saved")}
            </span>
          )}
        </div>
      </form>
    </Panel>
  );
}
