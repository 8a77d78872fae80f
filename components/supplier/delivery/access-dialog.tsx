"use client";

import { useId } from "react";
import { useForm, type FieldError, type FieldErrors, type Resolver } from "react-hook-form";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { issueMessages } from "@/components/api/answer-errors";
import { apiRequest } from "@/components/api/client";
import { errorClass, fieldClass, labelClass } from "@/components/settings/section-card";
import { buttonClass } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { ACCESS_MSG, checkAccess, type AccessField } from "@/lib/resources/access";
import { deliveryKeys, type DeliveryResource } from "./queries";

type AccessValues = Partial<Record<AccessField, string>>;

/** The fields given (the API skips empty ones too). */
const filled = (values: AccessValues): AccessValues => Object.fromEntries(Object.entries(values).filter(([, v]) => typeof v === "string" && v !== ""));

const SECRET: ReadonlySet<AccessField> = new Set(["password", "user_password"]);

/**
 * The supplier access-creation dialog (spec section 2): the access fields the resource's product
 * needs (required ones marked), checked as the API checks them (lib/resources/access.ts) before
 * sending; the API's 422 problems land under their fields. Saving delivers the resource.
 */
export function AccessDialog({ resource, open, onOpenChange }: { resource: DeliveryResource; open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations("supplier.delivery");
  const id = useId();
  const queryClient = useQueryClient();
  /** The check's English message in the page's language (the same texts the API answers with). */
  const messageText = (message: string) => {
    const key = (Object.keys(ACCESS_MSG) as (keyof typeof ACCESS_MSG)[]).find((k) => ACCESS_MSG[k] === message);
    return key ? t(`errors.${key}`) : message;
  };
  // The API's own check of the product's access fields (lib/resources/access.ts) as the form's resolver.
  const resolver: Resolver<AccessValues> = (values) => {
    const checked = checkAccess(resource.category_slug, values);
    if (checked.ok) return { values, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of checked.issues) errors[(issue.path[0] as string | undefined) ?? "root"] ??= { type: "validate", message: messageText(issue.message) };
    return { values: {}, errors: errors as FieldErrors<AccessValues> };
  };
  const { register, handleSubmit, reset, setError, formState } = useForm<AccessValues>({ resolver, defaultValues: {}, shouldFocusError: false });
  const errors = formState.errors;
  const required = new Set(resource.required_access.map((group) => group[0]));
  const oneOf = resource.required_access.filter((g) => g.length > 1);

  const deliver = useMutation({
    mutationFn: (values: AccessValues) => apiRequest<DeliveryResource>(`/api/supplier/resources/${encodeURIComponent(resource.uid)}/deliver`, { method: "POST", body: filled(values) }),
    onSuccess: (result) => {
      if (!result.ok) {
        if (result.status !== 422) return;
        for (const [key, message] of Object.entries(issueMessages(result.body))) {
          const field = resource.offered_access.find((f) => f === key);
          setError(field ?? "root", { type: "server", message });
        }
        return;
      }
      reset({});
      void queryClient.invalidateQueries({ queryKey: deliveryKeys.all });
      onOpenChange(false);
    },
  });

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t("dialog.title", { name: resource.name })} description={t("dialog.description")} closeLabel={t("dialog.close")} wide>
      <form
        noValidate
        aria-label={t("dialog.title", { name: resource.name })}
        onSubmit={handleSubmit((values) => deliver.mutate(values))}
        className="space-y-3"
      >
        {oneOf.length > 0 && (
          <p className="text-sm text-slate-700">
            {oneOf.map((g) => t("dialog.oneOf", { fields: g.map((f) => t(`fields.${f}`)).join(", ") })).join(" ")}
          </p>
        )}
        <div className="grid gap-3 sm:grid-cols-2">
          {resource.offered_access.map((field) => {
            const inputId = `${id}-${field}`;
            const label = required.has(field) ? t("dialog.required", { label: t(`fields.${field}`) }) : t(`fields.${field}`);
            const error = errors[field]?.message;
            const common = {
              id: inputId,
              ...register(field),
              "aria-invalid": error ? true : undefined,
              "aria-describedby": error ? `${inputId}-error` : undefined,
              className: fieldClass,
            };
            return (
              <div key={field} className={field === "vpn_config" ? "sm:col-span-2" : ""}>
                <label htmlFor={inputId} className={labelClass}>
                  {label}
                </label>
                {field === "vpn_config" ? (
                  <textarea {...common} rows={8} spellCheck={false} className={`${fieldClass} font-mono text-xs`} />
                ) : (
                  <input {...common} type={SECRET.has(field) ? "password" : field === "panel_link" ? "url" : "text"} autoComplete={SECRET.has(field) ? "new-password" : "off"} />
                )}
                {error && (
                  <p id={`${inputId}-error`} className={errorClass}>
                    {error}
                  </p>
                )}
              </div>
            );
          })}
        </div>
        {errors.root?.message && (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {errors.root.message}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={buttonClass("primary")} disabled={deliver.isPending}>
            {deliver.isPending ? t("dialog.saving") : t("dialog.save")}
          </button>
          <button type="button" className={buttonClass("secondary")} onClick={() => onOpenChange(false)}>
            {t("dialog.cancel")}
          </button>
        </div>
      </form>
    </Modal>
  );
}
