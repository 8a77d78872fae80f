"use client";

import { useId } from "react";
import { useMutation } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useForm, type UseFormRegisterReturn } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { apiFetch } from "@/components/api/client";
import { storeSignedInUser } from "@/components/auth/browser-state";
import { useCanSell } from "@/components/business/queries";
import { usePathname, useRouter } from "@/components/i18n/navigation";
import { buttonClass } from "@/components/ui/button";
import { preferencesSchema, updateUserSchema } from "@/lib/auth/schema";
import type { UserDto } from "@/lib/auth/users";
import { isLocale, routing, type Locale } from "@/lib/i18n/routing";
import { DEFAULT_TABLE_ROWS, isTableRows, storeInterfacePreferences, TABLE_ROW_OPTIONS, type TableRows } from "./preferences";
import { fieldClass, labelClass, SectionCard } from "./section-card";

/** Each language names itself, so a visitor who cannot read the current one still finds theirs. */
const languageNames: Record<Locale, string> = { en: "English", ru: "Русский" };

type ProfilePatch = { locale?: Locale; preferences?: UserDto["preferences"] };

/** The language form: the profile PATCH's own `locale` field. */
const languageSchema = updateUserSchema.pick({ locale: true });
type LanguageValues = z.input<typeof languageSchema>;
type PreferencesValues = z.input<typeof preferencesSchema>;

/** Saves and keeps the answer as the browser's copy of the user (the header's account menu reads it). */
async function patchProfile(body: ProfilePatch) {
  const user = await apiFetch<UserDto>("/api/users/profile", { method: "PATCH", body });
  if (user !== false) storeSignedInUser(user);
  return user;
}

/** settings/ (main): the interface language and the interface preferences. */
export function MainSettingsForm({ user }: { user: UserDto }) {
  return (
    <div className="space-y-6">
      <LanguageSection saved={isLocale(user.locale) ? user.locale : null} />
      <InterfaceSection preferences={user.preferences} />
    </div>
  );
}

function LanguageSection({ saved }: { saved: Locale | null }) {
  const t = useTranslations("settings.language");
  const pageLocale = useLocale() as Locale;
  const pathname = usePathname();
  const router = useRouter();
  const { register, handleSubmit } = useForm<LanguageValues>({ resolver: zodResolver(languageSchema), defaultValues: { locale: saved ?? pageLocale } });
  const save = useMutation({
    mutationFn: (locale: Locale) => patchProfile({ locale }),
    onSuccess: (result, locale) => {
      // The same page in the chosen language: the URL carries the language (English unprefixed, Russian under /ru).
      if (result !== false && locale !== pageLocale) router.replace(pathname, { locale });
    },
  });
  const onSubmit = handleSubmit((values) => save.mutate(values.locale ?? pageLocale));
  return (
    <SectionCard id="settings-language" title={t("title")} description={t("hint")}>
      <form onSubmit={(e) => void onSubmit(e)}>
        <fieldset>
          <legend className="sr-only">{t("title")}</legend>
          <div className="flex flex-wrap gap-3">
            {routing.locales.map((l) => (
              <label key={l} lang={l} className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-4 py-2 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
                <input type="radio" value={l} {...register("locale")} className="accent-brand-700" />
                {languageNames[l]}
              </label>
            ))}
          </div>
        </fieldset>
        <button type="submit" className={buttonClass("primary", "mt-4")} disabled={save.isPending}>
          {save.isPending ? t("saving") : t("save")}
        </button>
      </form>
    </SectionCard>
  );
}

function InterfaceSection({ preferences }: { preferences: UserDto["preferences"] }) {
  const t = useTranslations("settings.interface");
  const rowsId = useId();
  const rows: TableRows = isTableRows(preferences.tableRows) ? preferences.tableRows : DEFAULT_TABLE_ROWS;
  // The profile PATCH's own preferences schema judges the form (the select gives a number).
  const { register, handleSubmit } = useForm<PreferencesValues>({
    resolver: zodResolver(preferencesSchema),
    defaultValues: { tableRows: rows, supplierInterface: Boolean(preferences.supplierInterface), emailOnNewDevice: Boolean(preferences.emailOnNewDevice) },
  });
  // The supplier interface is for members of a business account that may sell (spec section 6):
  // no business account (404), one that cannot sell, or an unknown answer hides the switch.
  const canSell = useCanSell();
  const save = useMutation({
    mutationFn: (prefs: Required<UserDto["preferences"]>) => patchProfile({ preferences: prefs }),
    onSuccess: (result, prefs) => {
      if (result !== false) storeInterfacePreferences({ tableRows: prefs.tableRows, supplierInterface: prefs.supplierInterface });
    },
  });
  const onSubmit = handleSubmit((values) =>
    save.mutate({ tableRows: values.tableRows ?? rows, supplierInterface: Boolean(values.supplierInterface), emailOnNewDevice: Boolean(values.emailOnNewDevice) }),
  );
  return (
    <SectionCard id="settings-interface" title={t("title")} description={t("hint")}>
      <form onSubmit={(e) => void onSubmit(e)} className="space-y-4">
        <div className="max-w-xs">
          <label htmlFor={rowsId} className={labelClass}>
            {t("rows")}
          </label>
          <select
            id={rowsId}
            {...register("tableRows", { setValueAs: (v: string | number) => Number(v) })}
            aria-describedby={`${rowsId}-hint`}
            className={fieldClass}
          >
            {TABLE_ROW_OPTIONS.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
          {/* Where the setting applies: account tables read it on the server; cached catalogue listings cannot. */}
          <p id={`${rowsId}-hint`} className="mt-1 text-sm text-slate-600">
            {t("rowsHint")}
          </p>
        </div>
        {canSell && <Toggle field={register("supplierInterface")} label={t("supplier")} hint={t("supplierHint")} />}
        <Toggle field={register("emailOnNewDevice")} label={t("emailOnNewDevice")} hint={t("emailOnNewDeviceHint")} />
        <button type="submit" className={buttonClass("primary")} disabled={save.isPending}>
          {save.isPending ? t("saving") : t("save")}
        </button>
      </form>
    </SectionCard>
  );
}

/** A labelled on/off switch: a native checkbox with role="switch", so it is announced as one. */
function Toggle({ field, label, hint }: { field: UseFormRegisterReturn; label: string; hint: string }) {
  const hintId = useId();
  return (
    <label className="flex cursor-pointer items-start gap-3">
      <input
        type="checkbox"
        role="switch"
        {...field}
        aria-describedby={hintId}
        className="mt-1 h-4 w-4 accent-brand-700"
      />
      <span>
        <span className="block text-sm font-medium text-slate-800">{label}</span>
        <span id={hintId} className="block text-sm text-slate-600">
          {hint}
        </span>
      </span>
    </label>
  );
}
