"use client";

import { useId, useMemo, useState } from "react";
import { useForm, type FieldPath } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { apiRequest } from "@/components/api/client";
import { Link, useRouter } from "@/components/i18n/navigation";
import { LoadingState } from "@/components/ui/loading-state";
import { NotFoundState } from "@/components/ui/not-found-state";
import { errorClass, fieldClass, labelClass } from "@/components/settings/section-card";
import { buttonClass } from "@/components/ui/button";
import { countryName } from "@/lib/format";
import type { Locale } from "@/lib/i18n/routing";
import { can } from "@/lib/organizations/permissions";
import { COUNTRY_CODES } from "@/lib/profiles/countries";
import { BILLING_PERIODS, SUPPLIER_SETTABLE_STATUSES } from "@/lib/supplier-offers/schema";
import { failedWith } from "@/components/api/query";
import { SectionGate } from "../section-gate";
import { useSupplierOrganization } from "../supplier-context";
import { createOfferFormSchema, offerFormValues, serverFieldErrors, updateOfferFormSchema, type OfferFormValues } from "./form-values";
import { OfferStatusChip, useErrorText } from "./offer-parts";
import { offerPaths } from "./paths";
import { offerKeys, useCatalogueCategories, useSupplierOffer } from "./queries";
import { productSchemaOf, type CatalogueAttribute, type SupplierOffer } from "./types";
import { ErrorState } from "@/components/ui/error-state";

type Body = Record<string, unknown>;

function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: (describedBy: string | undefined, invalid: true | undefined) => React.ReactNode;
}) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="min-w-0">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="mt-1">{children(describedBy, error ? true : undefined)}</div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={errorClass}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * One offer's form (spec section 2, /create and /update): name, price in euros per billing period,
 * country, stock, delivery minutes, status and the product's typed attributes (its attribute schema,
 * lib/catalogue/attribute-schema.ts: numbers with their unit, words, comma-separated lists; allowed
 * values as a choice). Checked with the API's schemas; the API's
 * 422 problems appear under their fields. Without offers.write the form is read-only.
 */
function OfferForm({ category, product, attributes, offer }: { category: string; product: string; attributes: CatalogueAttribute[]; offer?: SupplierOffer }) {
  const t = useTranslations("supplier.offers");
  const locale = useLocale() as Locale;
  const errorText = useErrorText();
  const org = useSupplierOrganization();
  const router = useRouter();
  const queryClient = useQueryClient();
  const id = useId();
  const facets = attributes;
  const attributeSchema = useMemo(() => productSchemaOf(attributes), [attributes]);
  const writable = !offer || offer.status === "public" || offer.status === "hidden";
  const readOnly = !can(org.role, "offers.write") || !writable;
  const schema = useMemo(() => (offer ? updateOfferFormSchema(attributeSchema) : createOfferFormSchema(attributeSchema, product)), [offer, attributeSchema, product]);
  const form = useForm<OfferFormValues, unknown, Body>({ resolver: zodResolver(schema), defaultValues: offerFormValues(attributeSchema, offer) });
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const fieldNames = useMemo(
    () => new Set<string>(["name", "price_cents", "billing_period", "country", "stock", "delivery_minutes", "status", ...facets.map((f) => `attributes.${f.key}`)]),
    [facets],
  );
  const countries = useMemo(
    () => COUNTRY_CODES.map((code) => ({ code, name: countryName(code, locale) })).sort((a, b) => a.name.localeCompare(b.name, locale)),
    [locale],
  );

  const save = useMutation({
    mutationFn: (body: Body) =>
      offer
        ? apiRequest<SupplierOffer>(`/api/supplier/offers/${encodeURIComponent(offer.uid)}`, { method: "PATCH", body })
        : apiRequest<SupplierOffer>("/api/supplier/offers", { method: "POST", body }),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: offerKeys.all });
      if (result.ok) {
        router.push(offerPaths.product(category, product));
        return;
      }
      if (result.status === 422) {
        const found = serverFieldErrors(result.body, fieldNames);
        for (const [path, message] of found.fields) form.setError(path as FieldPath<OfferFormValues>, { type: "server", message });
        setOtherErrors(found.other);
      }
    },
  });

  const error = (name: FieldPath<OfferFormValues>) => {
    const message = form.getFieldState(name, form.formState).error?.message;
    return errorText(typeof message === "string" ? message : undefined);
  };
  const f = (name: string) => `${id}-${name.replace(".", "-")}`;
  const listPath = offerPaths.product(category, product);

  return (
    <form
      onSubmit={form.handleSubmit((body) => {
        setOtherErrors([]);
        save.mutate(body);
      })}
      noValidate
      aria-label={offer ? t("form.updateLabel", { name: offer.name }) : t("form.createLabel")}
      className="space-y-5"
    >
      {offer && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          {t("statusLabel")}: <OfferStatusChip status={offer.status} />
          {offer.data_center && <span>· {t("form.dataCenter", { name: offer.data_center.name })}</span>}
        </p>
      )}
      {readOnly && <p className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800">{writable ? t("form.readOnly") : t("form.notWritable")}</p>}
      <fieldset disabled={readOnly || save.isPending} className="space-y-5">
        <section aria-labelledby={`${id}-main`} className="rounded-lg border border-slate-200 bg-white p-5">
          <h2 id={`${id}-main`} className="text-lg font-semibold text-slate-900">
            {t("form.offer")}
          </h2>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            <div className="sm:col-span-2">
              <Field id={f("name")} label={t("form.name")} error={error("name")}>
                {(describedBy, invalid) => <input id={f("name")} maxLength={200} className={fieldClass} aria-invalid={invalid} aria-describedby={describedBy} {...form.register("name")} />}
              </Field>
            </div>
            <Field id={f("price")} label={t("form.price")} hint={t("form.priceHint")} error={error("price_cents")}>
              {(describedBy, invalid) => <input id={f("price")} inputMode="decimal" className={fieldClass} aria-invalid={invalid} aria-describedby={describedBy} {...form.register("price_cents")} />}
            </Field>
            <Field id={f("period")} label={t("form.billingPeriod")} error={error("billing_period")}>
              {(describedBy, invalid) => (
                <select id={f("period")} className={fieldClass} aria-invalid={invalid} aria-describedby={describedBy} {...form.register("billing_period")}>
                  {BILLING_PERIODS.map((p) => (
                    <option key={p} value={p}>
                      {t(`period.${p}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field id={f("country")} label={t("form.country")} error={error("country")}>
              {(describedBy, invalid) => (
                <select id={f("country")} className={fieldClass} aria-invalid={invalid} aria-describedby={describedBy} {...form.register("country")}>
                  <option value="">{t("form.chooseCountry")}</option>
                  {countries.map((c) => (
                    <option key={c.code} value={c.code}>
                      {c.name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field id={f("status")} label={t("statusLabel")} error={error("status")}>
              {(describedBy, invalid) => (
                <select id={f("status")} className={fieldClass} aria-invalid={invalid} aria-describedby={describedBy} {...form.register("status")}>
                  {SUPPLIER_SETTABLE_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {t(`status.${s}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field id={f("stock")} label={t("stock")} hint={t("form.stockHint")} error={error("stock")}>
              {(describedBy, invalid) => <input id={f("stock")} type="number" min={0} step={1} className={fieldClass} aria-invalid={invalid} aria-describedby={describedBy} {...form.register("stock")} />}
            </Field>
            <Field id={f("delivery")} label={t("form.delivery")} error={error("delivery_minutes")}>
              {(describedBy, invalid) => (
                <input id={f("delivery")} type="number" min={1} step={1} className={fieldClass} aria-invalid={invalid} aria-describedby={describedBy} {...form.register("delivery_minutes")} />
              )}
            </Field>
          </div>
        </section>
        {facets.length > 0 && (
          <section aria-labelledby={`${id}-attributes`} className="rounded-lg border border-slate-200 bg-white p-5">
            <h2 id={`${id}-attributes`} className="text-lg font-semibold text-slate-900">
              {t("form.attributes")}
            </h2>
            <p className="mt-1 text-sm text-slate-700">{t("form.attributesText")}</p>
            <div className="mt-3 grid gap-4 sm:grid-cols-2">
              {facets.map((facet) => {
                const name = `attributes.${facet.key}` as const;
                const label = facet.required ? facet.label : t("form.optional", { label: facet.label });
                const fullLabel = facet.unit ? t("form.withUnit", { label, unit: facet.unit }) : label;
                // Allowed values: a single value is chosen from a list; a list names them in its hint.
                const choices = facet.values && facet.type !== "list" ? facet.values : null;
                const hint =
                  facet.type === "list"
                    ? facet.values
                      ? t("form.multiAllowedHint", { values: facet.values.join(", ") })
                      : t("form.multiHint")
                    : facet.type === "word" && !choices
                      ? t("form.wordHint")
                      : undefined;
                return (
                  <Field key={facet.key} id={f(name)} label={fullLabel} hint={hint} error={error(name)}>
                    {(describedBy, invalid) =>
                      choices ? (
                        <select id={f(name)} className={fieldClass} aria-invalid={invalid} aria-describedby={describedBy} {...form.register(name)}>
                          <option value="">{t("form.chooseValue")}</option>
                          {choices.map((v) => (
                            <option key={v} value={v}>
                              {v}
                            </option>
                          ))}
                        </select>
                      ) : (
                        <input
                          id={f(name)}
                          inputMode={facet.type === "number" ? "decimal" : undefined}
                          className={fieldClass}
                          aria-invalid={invalid}
                          aria-describedby={describedBy}
                          {...form.register(name)}
                        />
                      )
                    }
                  </Field>
                );
              })}
            </div>
          </section>
        )}
      </fieldset>
      {otherErrors.length > 0 && (
        <ul role="alert" className="list-disc rounded-md border border-red-200 bg-red-50 p-3 pl-8 text-sm text-red-800">
          {otherErrors.map((m, i) => (
            <li key={i}>{m}</li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        {!readOnly && (
          <button type="submit" disabled={save.isPending} className={buttonClass("primary")}>
            {save.isPending ? t("form.saving") : t("form.save")}
          </button>
        )}
        <Link href={listPath} className={buttonClass("secondary")}>
          {readOnly ? t("backToList") : t("cancel")}
        </Link>
      </div>
    </form>
  );
}

/** /supplier/offers/{category}/{product}/create and …/{uid}/update. */
export function OfferEditor({ category, product, uid }: { category: string; product: string; uid?: string }) {
  const t = useTranslations("supplier.offers");
  const org = useSupplierOrganization();
  const categories = useCatalogueCategories();
  const offer = useSupplierOffer(uid);
  const productEntry = categories.data?.find((c) => c.slug === category)?.products.find((p) => p.slug === product);
  const productName = productEntry?.name;
  const title = uid ? (can(org.role, "offers.write") ? t("form.updateTitle") : t("form.viewTitle")) : t("form.createTitle", { product: productName ?? product });
  const backLabel = t("backToList");
  const listPath = offerPaths.product(category, product);

  let body: React.ReactNode;
  if (categories.isPending || (uid && offer.isPending)) body = <LoadingState label={t("loading")} />;
  else if (categories.isSuccess && !productName) body = <NotFoundState title={t("notFoundTitle")} text={t("notFoundText")} backHref={offerPaths.index} backLabel={t("backToOffers")} />;
  else if (uid && offer.isError)
    body = failedWith(offer.error, 404) ? (
      <NotFoundState title={t("offerNotFoundTitle")} text={t("offerNotFoundText")} backHref={listPath} backLabel={backLabel} />
    ) : (
      <ErrorState text={t("loadOneError")} onRetry={() => void offer.refetch()} retryLabel={t("retry")} />
    );
  else if (uid && offer.data && (offer.data.category_slug !== category || offer.data.product.slug !== product))
    body = <NotFoundState title={t("offerNotFoundTitle")} text={t("offerNotFoundText")} backHref={listPath} backLabel={backLabel} />;
  else if (!uid && !can(org.role, "offers.write")) body = <p className="rounded-md border border-amber-200 bg-amber-50 p-4 text-slate-800">{t("form.createForbidden")}</p>;
  else body = <OfferForm key={offer.data?.updated_at ?? "new"} category={category} product={product} attributes={productEntry?.attributes ?? []} offer={uid ? offer.data : undefined} />;

  return (
    <SectionGate section="offers" title={title}>
      {uid && offer.data && <p className="-mt-2 mb-4 text-slate-700">{offer.data.name}</p>}
      {body}
    </SectionGate>
  );
}
