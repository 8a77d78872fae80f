"use client";

import { useMemo, type ReactNode } from "react";
import { Controller, useForm, type FieldError } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale, useTranslations } from "next-intl";
import { answerIssues } from "@/components/api/answer-errors";
import { apiRequest } from "@/components/api/client";
import { fieldClass } from "@/components/settings/section-card";
import { Field } from "@/components/settings/text-field";
import { buttonClass } from "@/components/ui/button";
import { countryName } from "@/lib/format";
import type { Locale } from "@/lib/i18n/routing";
import { ORG_ERROR_KEYS, ORG_FIELD_MAX, ORG_FIELDS, organizationCreateSchema, type OrganizationCreateInput, type OrganizationInput, type OrgErrorKey, type OrgField } from "@/lib/organizations/schema";
import { COUNTRY_CODES } from "@/lib/profiles/countries";
import { PHONE_REGIONS, callingCodeOf, formatAsYouType, isPhoneRegion, nationalFormat } from "@/lib/profiles/phone";
import type { Organization } from "./types";

type Values = OrganizationCreateInput;

/** The form's values: empty for a new business account, the stored ones (phone in its national writing) for an edit. */
export function initialValues(org: Organization | null): Values {
  const values = Object.fromEntries(ORG_FIELDS.map((f) => [f, ""])) as Record<OrgField, string>;
  if (!org) return values;
  for (const field of ORG_FIELDS) values[field] = String(org[field] ?? "");
  values.phone_number = org.phone_number ? nationalFormat(org.phone_number, org.phone_region) : "";
  return values;
}

/** "errors.required" → "required": the schema's messages are keys of the "business" namespace. */
export function errorKeyOf(message: string | undefined): OrgErrorKey | null {
  const key = message?.startsWith("errors.") ? message.slice("errors.".length) : null;
  return key && (ORG_ERROR_KEYS as readonly string[]).includes(key) ? (key as OrgErrorKey) : null;
}

function useSortedNames(codes: readonly string[], locale: Locale) {
  return useMemo(
    () => codes.map((code) => ({ code, name: countryName(code, locale) })).sort((a, b) => a.name.localeCompare(b.name, locale)),
    [codes, locale],
  );
}


export type FormMode =
  /** No business account yet: POST /api/organizations. */
  | { kind: "create" }
  /** PATCH /api/organizations/my; `approved` warns that saving sends it for verification again. */
  | { kind: "edit"; approved: boolean }
  /** Shown, not editable (the role lacks organization.update, or the status is approving or blocked). */
  | { kind: "locked"; reason: string };

/**
 * Step 1, company information (spec sections 3 and 5), on the API's own schema through zodResolver:
 * required fields, e-mail, URL, the phone number in its region's mask as it is typed (as in the
 * billing profile form). The API's 422 field errors land under their fields.
 */
export function OrganizationForm({
  org,
  mode,
  onSaved,
  onNext,
  onCancel,
}: {
  org: Organization | null;
  mode: FormMode;
  onSaved: (org: Organization) => void;
  /** The locked form's way on to step 2 (none: no Next button). */
  onNext?: () => void;
  /** Editing an approved account: back to the approved step without saving. */
  onCancel?: () => void;
}) {
  const t = useTranslations("business");
  const locale = useLocale() as Locale;
  const countries = useSortedNames(COUNTRY_CODES, locale);
  const regions = useSortedNames(PHONE_REGIONS, locale);
  const form = useForm<Values, unknown, OrganizationInput>({
    resolver: zodResolver(organizationCreateSchema),
    defaultValues: initialValues(org),
    mode: "onTouched",
  });
  const { register, control, formState, setValue, getValues, setError } = form;
  const locked = mode.kind === "locked";
  // Read while rendering: react-hook-form tracks only the form state a render reads.
  const { isDirty } = formState;

  const err = (field: OrgField): string | null => {
    const error: FieldError | undefined = formState.errors[field];
    const message = error?.message;
    if (!message) return null;
    const key = errorKeyOf(message);
    // The API's own 422 messages arrive already in the page's language.
    if (!key) return message;
    return key === "phone" ? t(`errors.${key}`, { region: countryName(getValues("phone_region") ?? "", locale) }) : t(`errors.${key}`);
  };
  const text = (field: OrgField) => ({ ...register(field), maxLength: ORG_FIELD_MAX[field] });
  const label = (field: OrgField) => t(`fields.${field}`);
  const optional = t("form.optional");
  const regionOf = () => getValues("phone_region") ?? "";

  const onSubmit = form.handleSubmit(async (values) => {
    // Nothing edited: nothing to send (an approved account is not sent for verification again).
    if (org && mode.kind === "edit" && !isDirty) return onSaved(org);
    const result =
      mode.kind === "create"
        ? await apiRequest<Organization>("/api/organizations", { method: "POST", body: values })
        : await apiRequest<Organization>("/api/organizations/my", { method: "PATCH", body: values });
    if (result.ok) return onSaved(result.data);
    if (result.status !== 422) return;
    let focused = false;
    for (const issue of answerIssues(result.body)) {
      const field = issue.path.split(".")[0];
      if (!(ORG_FIELDS as string[]).includes(field)) continue;
      setError(field as OrgField, { type: "server", message: issue.msg }, { shouldFocus: !focused });
      focused = true;
    }
  });

  const group = (id: string, legend: string, children: ReactNode) => (
    <fieldset disabled={locked} aria-describedby={locked ? "business-form-locked" : undefined} className="min-w-0">
      <legend id={id} className="mb-2 text-base font-semibold text-slate-900">
        {legend}
      </legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      {mode.kind === "create" && <p className="text-sm text-slate-700">{t("form.createIntro")}</p>}
      {mode.kind === "edit" && mode.approved && (
        <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">{t("form.approvedWarning")}</p>
      )}
      {mode.kind === "locked" && (
        <p id="business-form-locked" className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800">
          {mode.reason}
        </p>
      )}

      {group(
        "business-form-company",
        t("form.company"),
        <>
          <Field label={label("name")} error={err("name")}>
            {(a) => <input {...a} {...text("name")} autoComplete="organization" className={fieldClass} />}
          </Field>
          <Field label={label("company_number")} error={err("company_number")}>
            {(a) => <input {...a} {...text("company_number")} autoComplete="off" spellCheck={false} className={fieldClass} />}
          </Field>
          <Field label={label("finance_identification_number")} optional={optional} error={err("finance_identification_number")}>
            {(a) => <input {...a} {...text("finance_identification_number")} autoComplete="off" spellCheck={false} className={fieldClass} />}
          </Field>
          <Field label={label("email")} error={err("email")}>
            {(a) => <input {...a} {...text("email")} type="email" autoComplete="email" className={fieldClass} />}
          </Field>
          <Field label={label("website")} optional={optional} hint={t("form.websiteHint")} error={err("website")}>
            {(a) => <input {...a} {...text("website")} type="url" inputMode="url" autoComplete="url" className={fieldClass} />}
          </Field>
        </>,
      )}

      {group(
        "business-form-contact",
        t("form.contact"),
        <>
          <Field label={label("first_name")} error={err("first_name")}>
            {(a) => <input {...a} {...text("first_name")} autoComplete="given-name" className={fieldClass} />}
          </Field>
          <Field label={label("middle_name")} optional={optional} error={err("middle_name")}>
            {(a) => <input {...a} {...text("middle_name")} autoComplete="additional-name" className={fieldClass} />}
          </Field>
          <Field label={label("last_name")} error={err("last_name")}>
            {(a) => <input {...a} {...text("last_name")} autoComplete="family-name" className={fieldClass} />}
          </Field>
          <Field label={label("phone_region")} error={err("phone_region")}>
            {(a) => (
              <select
                {...a}
                {...register("phone_region", {
                  // The number typed so far is written again in the new region's mask.
                  onChange: () => {
                    const typed = getValues("phone_number");
                    if (typed) setValue("phone_number", formatAsYouType(typed.replace(/[^\d+]/g, ""), regionOf()));
                  },
                })}
                autoComplete="tel-country-code"
                className={fieldClass}
              >
                <option value="">{t("form.regionPlaceholder")}</option>
                {regions.map(({ code, name }) => (
                  <option key={code} value={code}>
                    {name} ({callingCodeOf(code as (typeof PHONE_REGIONS)[number])})
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Controller
            control={control}
            name="phone_number"
            render={({ field }) => (
              <Field label={label("phone_number")} error={err("phone_number")}>
                {(a) => (
                  <input
                    {...a}
                    ref={field.ref}
                    name={field.name}
                    value={field.value ?? ""}
                    onBlur={field.onBlur}
                    onChange={(event) => {
                      const next = event.target.value;
                      // Typing gets the mask; deleting is left alone, or a removed separator would come back.
                      field.onChange(next.length > (field.value ?? "").length ? formatAsYouType(next, regionOf()) : next);
                    }}
                    type="tel"
                    inputMode="tel"
                    autoComplete="tel-national"
                    maxLength={ORG_FIELD_MAX.phone_number}
                    className={fieldClass}
                  />
                )}
              </Field>
            )}
          />
        </>,
      )}

      {group(
        "business-form-address",
        t("form.address"),
        <>
          <Field label={label("country")} error={err("country")}>
            {(a) => (
              <select
                {...a}
                {...register("country", {
                  // The phone mask follows the country until one is chosen for it.
                  onChange: (event: { target: { value: string } }) => {
                    const chosen = event.target.value;
                    if (!getValues("phone_region") && isPhoneRegion(chosen)) setValue("phone_region", chosen);
                  },
                })}
                autoComplete="country"
                className={fieldClass}
              >
                <option value="">{t("form.countryPlaceholder")}</option>
                {countries.map(({ code, name }) => (
                  <option key={code} value={code}>
                    {name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={label("state")} optional={optional} error={err("state")}>
            {(a) => <input {...a} {...text("state")} autoComplete="address-level1" className={fieldClass} />}
          </Field>
          <Field label={label("city")} error={err("city")}>
            {(a) => <input {...a} {...text("city")} autoComplete="address-level2" className={fieldClass} />}
          </Field>
          <Field label={label("zip_code")} error={err("zip_code")}>
            {(a) => <input {...a} {...text("zip_code")} autoComplete="postal-code" className={fieldClass} />}
          </Field>
          <div className="sm:col-span-2">
            <Field label={label("address")} error={err("address")}>
              {(a) => <input {...a} {...text("address")} autoComplete="street-address" className={fieldClass} />}
            </Field>
          </div>
        </>,
      )}

      <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4">
        {onCancel && (
          <button type="button" className={buttonClass("secondary")} onClick={onCancel} disabled={formState.isSubmitting}>
            {t("form.cancel")}
          </button>
        )}
        {mode.kind === "locked" ? (
          onNext && (
            <button type="button" className={buttonClass("primary")} onClick={onNext}>
              {t("nav.next")}
            </button>
          )
        ) : (
          <button type="submit" className={buttonClass("primary")} disabled={formState.isSubmitting}>
            {formState.isSubmitting ? t("form.saving") : mode.kind === "create" ? t("form.create") : mode.approved ? t("form.save") : t("form.saveContinue")}
          </button>
        )}
      </div>
    </form>
  );
}
