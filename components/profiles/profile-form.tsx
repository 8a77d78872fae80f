"use client";

import { useMemo } from "react";
import { Controller, useForm, useWatch, type FieldError, type UseFormRegisterReturn } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale, useTranslations } from "next-intl";
import { answerIssues } from "@/components/api/answer-errors";
import { apiRequest } from "@/components/api/client";
import { buttonClass } from "@/components/ui/button";
import { fieldClass } from "@/components/settings/section-card";
import { Field } from "@/components/settings/text-field";
import { countryName } from "@/lib/format";
import type { Locale } from "@/lib/i18n/routing";
import { COUNTRY_CODES } from "@/lib/profiles/countries";
import { PROFILE_FIELDS, type ProfileField } from "@/lib/profiles/constants";
import { PHONE_REGIONS, callingCodeOf, formatAsYouType, isPhoneRegion, nationalFormat } from "@/lib/profiles/phone";
import {
  PROFILE_FIELD_MAX,
  isProfileErrorMessage,
  profileCreateSchema,
  profileErrorParams,
  type Profile,
  type ProfileCreate,
  type ProfileCreateInput,
} from "@/lib/profiles/schema";
import { vatFormatOf } from "@/lib/profiles/vat";
import { ModalClose } from "@/components/ui/modal";
import { isIdentityRequired } from "./identity";

type Values = ProfileCreateInput;

function initialValues(profile: Profile | null): Values {
  if (!profile) {
    return { first_name: "", last_name: "", email: "", phone_number: "", phone_region: "", city: "", zip_code: "", address: "", state: "", country: "", vat_id: "", company_name: "" };
  }
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    email: profile.email,
    phone_number: nationalFormat(profile.phone_number, profile.phone_region),
    phone_region: profile.phone_region,
    city: profile.city,
    zip_code: profile.zip_code,
    address: profile.address,
    state: profile.state,
    country: profile.country,
    vat_id: profile.vat_id,
    company_name: profile.company_name,
  };
}

/** Codes sorted by their name in the page's language. */
function useSortedNames(codes: readonly string[], locale: Locale) {
  return useMemo(
    () => codes.map((code) => ({ code, name: countryName(code, locale) })).sort((a, b) => a.name.localeCompare(b.name, locale)),
    [codes, locale],
  );
}


/**
 * Adds and edits a billing profile with the shared schema (spec section 3 and 5): the phone number
 * follows the mask of its region as it is typed, the VAT ID is checked against the country's EU
 * format. Field errors of the API (422) land under their fields; a locked session (403) hands over
 * to identity confirmation.
 */
export function ProfileForm({ profile, onSaved, onLocked }: { profile: Profile | null; onSaved: (profile: Profile) => void; onLocked: () => void }) {
  const t = useTranslations("profiles");
  const locale = useLocale() as Locale;
  const countries = useSortedNames(COUNTRY_CODES, locale);
  const regions = useSortedNames(PHONE_REGIONS, locale);
  const form = useForm<Values, unknown, ProfileCreate>({
    resolver: zodResolver(profileCreateSchema),
    defaultValues: initialValues(profile),
    mode: "onTouched",
  });
  const { register, control, formState, setValue, getValues, setError } = form;
  const country = useWatch({ control, name: "country" });
  const vatFormat = vatFormatOf(country ?? "");

  /** A field error in the page's language: schema messages are keys, the API's are already text. */
  const errorText = (field: ProfileField, error: FieldError | undefined): string | null => {
    const message = error?.message;
    if (!message) return null;
    if (!isProfileErrorMessage(message)) return message;
    return t(message, profileErrorParams(message, field, getValues("country"), (code) => countryName(code, locale)));
  };
  const err = (field: ProfileField) => errorText(field, formState.errors[field]);
  const text = (field: ProfileField): UseFormRegisterReturn & { maxLength: number } => ({ ...register(field), maxLength: PROFILE_FIELD_MAX[field] });

  const onSubmit = form.handleSubmit(async (values) => {
    const result = profile
      ? await apiRequest<Profile>(`/api/users/profile/profiles/${encodeURIComponent(profile.uid)}`, { method: "PATCH", body: values })
      : await apiRequest<Profile>("/api/users/profile/profiles", { method: "POST", body: values });
    if (result.ok) return onSaved(result.data);
    if (isIdentityRequired(result.status, result.body)) return onLocked();
    if (result.status !== 422) return;
    let focused = false;
    for (const issue of answerIssues(result.body)) {
      const field = issue.path.split(".")[0];
      if (!(PROFILE_FIELDS as string[]).includes(field)) continue;
      setError(field as ProfileField, { type: "server", message: issue.msg }, { shouldFocus: !focused });
      focused = true;
    }
  });

  const regionOf = () => getValues("phone_region");

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t("fields.first_name")} error={err("first_name")}>
          {(a) => <input {...a} {...text("first_name")} autoComplete="given-name" className={fieldClass} />}
        </Field>
        <Field label={t("fields.last_name")} error={err("last_name")}>
          {(a) => <input {...a} {...text("last_name")} autoComplete="family-name" className={fieldClass} />}
        </Field>
        <Field label={t("fields.email")} error={err("email")}>
          {(a) => <input {...a} {...text("email")} type="email" autoComplete="email" className={fieldClass} />}
        </Field>
        <Field label={t("fields.company_name")} optional={t("optional")} error={err("company_name")}>
          {(a) => <input {...a} {...text("company_name")} autoComplete="organization" className={fieldClass} />}
        </Field>

        <Field label={t("fields.phone_region")} error={err("phone_region")}>
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
              <option value="">{t("regionPlaceholder")}</option>
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
            <Field label={t("fields.phone_number")} error={err("phone_number")}>
              {(a) => (
                <input
                  {...a}
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  onBlur={field.onBlur}
                  onChange={(event) => {
                    const next = event.target.value;
                    // Typing gets the mask; deleting is left alone, or a removed separator would come back.
                    field.onChange(next.length > field.value.length ? formatAsYouType(next, regionOf()) : next);
                  }}
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel-national"
                  maxLength={PROFILE_FIELD_MAX.phone_number}
                  className={fieldClass}
                />
              )}
            </Field>
          )}
        />

        <Field label={t("fields.country")} error={err("country")}>
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
              <option value="">{t("countryPlaceholder")}</option>
              {countries.map(({ code, name }) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label={t("fields.vat_id")}
          optional={t("optional")}
          hint={vatFormat ? t("vatHint", { country: countryName(country, locale), example: vatFormat.example }) : null}
          error={err("vat_id")}
        >
          {(a) => <input {...a} {...text("vat_id")} autoComplete="off" spellCheck={false} className={fieldClass} />}
        </Field>

        <Field label={t("fields.state")} optional={t("optional")} error={err("state")}>
          {(a) => <input {...a} {...text("state")} autoComplete="address-level1" className={fieldClass} />}
        </Field>
        <Field label={t("fields.city")} error={err("city")}>
          {(a) => <input {...a} {...text("city")} autoComplete="address-level2" className={fieldClass} />}
        </Field>
        <Field label={t("fields.zip_code")} error={err("zip_code")}>
          {(a) => <input {...a} {...text("zip_code")} autoComplete="postal-code" className={fieldClass} />}
        </Field>
        <Field label={t("fields.address")} error={err("address")}>
          {(a) => <input {...a} {...text("address")} autoComplete="street-address" className={fieldClass} />}
        </Field>
      </div>

      <div className="flex flex-wrap justify-end gap-2">
        <ModalClose className={buttonClass("secondary")}>{t("cancel")}</ModalClose>
        <button type="submit" className={buttonClass("primary")} disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t("saving") : t("save")}
        </button>
      </div>
    </form>
  );
}
