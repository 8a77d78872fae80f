"use client";

import { useId, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { useForm, useWatch, type UseFormRegisterReturn } from "react-hook-form";
import { answerIssues } from "@/components/api/answer-errors";
import { buttonClass } from "@/components/ui/button";
import { errorClass, fieldClass, labelClass } from "@/components/settings/section-card";
import { formatMoney } from "@/lib/format";
import type { Locale } from "@/lib/i18n/routing";
import { useCartMutation } from "./cart-api";
import type { CartItem, ConfigField, FieldError, InstanceConfiguration } from "./types";

/**
 * The form's fields: the values in the order of the item's `fields` (by index, as a key may hold a dot
 * that react-hook-form would read as a path), and "apply to all". The values are judged by the API,
 * which knows the product's options; its refusal shows under each field.
 */
type FormValues = { values: string[]; applyAll: boolean };

function initialValues(fields: readonly ConfigField[], config: InstanceConfiguration | undefined): string[] {
  return fields.map((f) => (config?.[f.key] === undefined ? "" : String(config[f.key])));
}

/** What the API takes: hours as a number (a non-number is sent as typed, and refused with its message). */
function bodyValues(fields: readonly ConfigField[], values: readonly string[]): Record<string, string | number> {
  return Object.fromEntries(
    fields.map((f, i) => {
      const value = values[i] ?? "";
      return [f.key, f.kind === "hours" && /^\s*\d+\s*$/.test(value) ? Number(value) : value];
    }),
  );
}

/** 422 issues of a failed save by field key (`loc` ends with the key, e.g. ["body", "values", "hostname"]). */
function errorsFromAnswer(body: unknown, fields: readonly ConfigField[]): FieldError[] {
  const keys = new Set(fields.map((f) => f.key));
  return answerIssues(body).flatMap(({ path, msg }) => {
    const field = path.split(".").find((part) => keys.has(part));
    return field ? [{ field, msg }] : [];
  });
}

/**
 * The configuration of one instance of a cart item, generated from the item's `fields`: a select per
 * product option (with its surcharge), text fields for the host name and the SSH key, a number for the
 * prepaid hours. Saved with POST /api/cart/configuration/{id} for this instance or, when chosen, for
 * all of them; "Reset" puts the instance back to its defaults. The server's per-instance errors
 * (`instances[].errors`) and a refused save's field errors are shown under their fields.
 */
export function InstanceForm({ item, instance }: { item: CartItem; instance: number }) {
  const t = useTranslations("cart");
  const locale = useLocale() as Locale;
  const ids = useId();
  const save = useCartMutation();
  const reset = useCartMutation();
  const { register, handleSubmit, control } = useForm<FormValues>({ defaultValues: { values: initialValues(item.fields, item.configurations[instance - 1]), applyAll: false } });
  const values = useWatch({ control, name: "values" });
  const [answerErrors, setAnswerErrors] = useState<FieldError[]>([]);
  const pending = save.isPending || reset.isPending;
  const serverErrors = item.instances.find((i) => i.instance === instance)?.errors ?? [];
  const net = item.instances.find((i) => i.instance === instance)?.net_cents;
  const currency = item.price.currency;

  const errorOf = (key: string) => answerErrors.find((e) => e.field === key)?.msg ?? serverErrors.find((e) => e.field === key)?.msg ?? null;
  // Errors of fields the form does not show (a removed option) still need saying.
  const otherErrors = serverErrors.filter((e) => !item.fields.some((f) => f.key === e.field));

  const submit = handleSubmit((form) => {
    if (pending) return;
    const body = form.applyAll ? { values: bodyValues(item.fields, form.values) } : { instance, values: bodyValues(item.fields, form.values) };
    save.mutate(
      { path: `/api/cart/configuration/${encodeURIComponent(item.id)}`, method: "POST", body },
      { onSuccess: (result) => setAnswerErrors(result.ok ? [] : errorsFromAnswer(result.body, item.fields)) },
    );
  });

  const resetInstance = () => {
    if (pending) return;
    setAnswerErrors([]);
    reset.mutate({ path: `/api/cart/configuration/${encodeURIComponent(item.id)}/${instance}`, method: "DELETE" });
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="rounded-md border border-slate-200 p-3">
      <fieldset className="min-w-0">
        <legend className="text-sm font-semibold text-slate-900">
          {t.rich("instance", { n: instance, name: item.offer.name, hidden: (chunks) => <span className="sr-only">{chunks}</span> })}
        </legend>
        {net !== undefined && <p className="text-xs text-slate-700">{t("instanceNet", { price: formatMoney(net, currency, locale) })}</p>}
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {item.fields.map((field, i) => (
            <FieldControl
              key={field.key}
              id={`${ids}-${field.key}`}
              field={field}
              value={values[i] ?? ""}
              input={register(`values.${i}`)}
              error={errorOf(field.key)}
              currency={currency}
              locale={locale}
            />
          ))}
        </div>
        {otherErrors.length > 0 && (
          <ul className={errorClass}>
            {otherErrors.map((e) => (
              <li key={`${e.field}:${e.msg}`}>{e.msg}</li>
            ))}
          </ul>
        )}
        <div className="mt-3 flex flex-wrap items-center gap-3">
          {item.count > 1 && (
            <label className="inline-flex items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" className="size-4 accent-brand-700" {...register("applyAll")} />
              {t("applyAll")}
            </label>
          )}
          <div className="ml-auto flex flex-wrap gap-2">
            <button type="button" className={buttonClass("secondary", "py-1.5")} onClick={resetInstance} aria-disabled={pending || undefined}>
              {t("reset")}
            </button>
            <button type="submit" className={buttonClass("primary", "py-1.5")} aria-disabled={pending || undefined}>
              {t("save")}
            </button>
          </div>
        </div>
      </fieldset>
    </form>
  );
}

function FieldControl({
  id,
  field,
  value,
  input,
  error,
  currency,
  locale,
}: {
  id: string;
  field: ConfigField;
  /** The current value (the select keeps a value no longer offered visible). */
  value: string;
  input: UseFormRegisterReturn;
  error: string | null;
  currency: string;
  locale: Locale;
}) {
  const t = useTranslations("cart");
  const hint = field.kind === "hours" ? t("hoursHint", { min: field.min, max: field.max }) : field.kind === "ssh_key" ? t("sshKeyHint") : null;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const control = {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined,
    "aria-required": field.required || undefined,
    className: fieldClass,
  };
  return (
    <div className={field.kind === "ssh_key" ? "sm:col-span-2" : undefined}>
      <label htmlFor={id} className={labelClass}>
        {field.label}
        {!field.required && <span className="font-normal text-slate-600"> ({t("optional")})</span>}
      </label>
      {field.kind === "select" ? (
        <select {...control} {...input}>
          {/* A value no longer offered stays visible (and reported) until another is chosen. */}
          {value !== "" && !field.values.some((v) => v.value === value) && <option value={value}>{value}</option>}
          {field.values.map((v) => (
            <option key={v.value} value={v.value}>
              {v.price_cents > 0 ? t("optionSurcharge", { label: v.label, price: formatMoney(v.price_cents, currency, locale) }) : v.label}
            </option>
          ))}
        </select>
      ) : field.kind === "hours" ? (
        <input {...control} type="number" inputMode="numeric" min={field.min} max={field.max} step={1} {...input} />
      ) : (
        <input
          {...control}
          type="text"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={field.kind === "hostname" ? 253 : 4096}
          placeholder={field.kind === "hostname" ? "web-1.example.com" : "ssh-ed25519 AAAA… user@host"}
          {...input}
          className={field.kind === "ssh_key" ? `${fieldClass} font-mono` : fieldClass}
        />
      )}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={errorClass}>
          {error}
        </p>
      )}
    </div>
  );
}
