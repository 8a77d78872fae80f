"use client";

import { useId, useState } from "react";
import { useTranslations } from "next-intl";
import { useForm, useWatch, type FieldErrors, type Resolver } from "react-hook-form";
import type { ApiResult } from "@/components/api/client";
import { errorClass, fieldClass, labelClass } from "@/components/settings/section-card";
import { buttonClass } from "@/components/ui/button";
import { ConfirmDialog, Modal, ModalClose } from "@/components/ui/modal";
import { supplierOfferBulkSchema, type SupplierOfferBulkInput } from "@/lib/supplier-offers/schema";
import { eurosToCents } from "./form-values";
import { useErrorText } from "./offer-parts";

type Run = (body: Omit<SupplierOfferBulkInput, "uids">) => Promise<ApiResult<unknown>>;
type PriceMode = "none" | "percent" | "absolute";
/** The dialog's fields as typed. */
type UpdateValues = { mode: PriceMode; value: string; stock: string };
/** What the API is sent: the bulk schema's own price and stock. */
type UpdateChange = Pick<SupplierOfferBulkInput, "price" | "stock">;

/** A percentage as typed ("-10", "2,5"); undefined when empty, NaN when not a number. */
function percent(text: string): number | undefined {
  const s = text.trim().replace(",", ".");
  if (!s) return undefined;
  return /^[-+]?\d{1,4}(\.\d{1,2})?$/.test(s) ? Number(s) : NaN;
}

function wholeNumber(text: string): number | undefined {
  const s = text.trim();
  if (!s) return undefined;
  return /^\d{1,9}$/.test(s) ? Number(s) : NaN;
}

/**
 * "Update price and stock" (spec section 4, bulk update): a price change in percent or a new price in
 * euros, and/or a new stock, checked with the API's bulk schema before it is sent.
 */
function UpdateDialog({ open, onOpenChange, count, pending, run }: { open: boolean; onOpenChange: (open: boolean) => void; count: number; pending: boolean; run: Run }) {
  const t = useTranslations("supplier.offers");
  const errorText = useErrorText();
  const id = useId();
  // The typed texts become the API's body (a percentage, cents, a whole number), judged by the API's bulk
  // schema; the uids are the selection's, a placeholder stands in so that only this dialog's fields count.
  // Its issues show under their field; one about the change as a whole shows under the form ("mode").
  const resolver: Resolver<UpdateValues, unknown, UpdateChange> = (values) => {
    const price = values.mode === "none" ? undefined : { mode: values.mode, value: values.mode === "percent" ? percent(values.value) : eurosToCents(values.value) };
    const parsed = supplierOfferBulkSchema.safeParse({ action: "update", price, stock: wholeNumber(values.stock), uids: ["x"] });
    if (parsed.success) return { values: { price: parsed.data.price, stock: parsed.data.stock }, errors: {} as Record<string, never> };
    const errors: FieldErrors<UpdateValues> = {};
    for (const issue of parsed.error.issues) {
      const path = issue.path.join(".");
      const field = path.startsWith("price.value") || (path === "price" && issue.message !== "errors.updateNeedsChange") ? "value" : path === "stock" ? "stock" : "mode";
      errors[field] ??= { type: "schema", message: errorText(issue.message) };
    }
    return { values: {} as Record<string, never>, errors };
  };
  const { register, handleSubmit, control, resetField, formState } = useForm<UpdateValues, unknown, UpdateChange>({
    resolver,
    defaultValues: { mode: "percent", value: "", stock: "" },
    // As before: the messages stay until the next submit, and nothing is focused.
    reValidateMode: "onSubmit",
    shouldFocusError: false,
  });
  const mode = useWatch({ control, name: "mode" });
  const errors = { value: formState.errors.value?.message, stock: formState.errors.stock?.message, form: formState.errors.mode?.message };

  const submit = handleSubmit(async (change) => {
    const result = await run({ action: "update", price: change.price, stock: change.stock });
    if (result.ok) {
      onOpenChange(false);
      resetField("value");
      resetField("stock");
    }
  });

  const valueId = `${id}-value`;
  const stockId = `${id}-stock`;
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t("bulk.updateTitle", { count })} description={t("bulk.updateText")} closeLabel={t("close")}>
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
        <fieldset>
          <legend className={labelClass}>{t("bulk.priceChange")}</legend>
          <div className="mt-2 space-y-1.5 text-sm text-slate-800">
            {(["percent", "absolute", "none"] as const).map((m) => (
              <label key={m} className="flex items-center gap-2">
                <input type="radio" value={m} {...register("mode")} className="size-4" />
                {t(`bulk.mode.${m}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {mode !== "none" && (
          <div>
            <label htmlFor={valueId} className={labelClass}>
              {mode === "percent" ? t("bulk.percentValue") : t("bulk.absoluteValue")}
            </label>
            <input
              id={valueId}
              inputMode="decimal"
              {...register("value")}
              aria-invalid={errors.value ? true : undefined}
              aria-describedby={errors.value ? `${valueId}-error` : undefined}
              className={`${fieldClass} mt-1`}
            />
            {errors.value && (
              <p id={`${valueId}-error`} className={errorClass}>
                {errors.value}
              </p>
            )}
          </div>
        )}
        <div>
          <label htmlFor={stockId} className={labelClass}>
            {t("bulk.stockValue")}
          </label>
          <input
            id={stockId}
            inputMode="numeric"
            {...register("stock")}
            aria-invalid={errors.stock ? true : undefined}
            aria-describedby={errors.stock ? `${stockId}-error` : `${stockId}-hint`}
            className={`${fieldClass} mt-1`}
          />
          {errors.stock ? (
            <p id={`${stockId}-error`} className={errorClass}>
              {errors.stock}
            </p>
          ) : (
            <p id={`${stockId}-hint`} className="mt-1 text-sm text-slate-600">
              {t("bulk.stockHint")}
            </p>
          )}
        </div>
        {errors.form && (
          <p role="alert" className={errorClass}>
            {errors.form}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <ModalClose className={buttonClass("secondary")}>{t("cancel")}</ModalClose>
          <button type="submit" disabled={pending} className={buttonClass("primary")}>
            {t("bulk.apply")}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** The actions on the selected rows (offers.write only; the API checks again). */
export function BulkBar({ count, pending, run }: { count: number; pending: boolean; run: Run }) {
  const t = useTranslations("supplier.offers");
  const [dialog, setDialog] = useState<"delete" | "update" | null>(null);
  const close = (open: boolean) => !open && setDialog(null);
  return (
    <div role="group" aria-label={t("bulk.label")} className="flex flex-wrap items-center gap-2 rounded-lg border border-brand-200 bg-brand-50 p-3">
      <p className="mr-2 text-sm font-medium text-slate-900" aria-live="polite">
        {t("bulk.selected", { count })}
      </p>
      <button type="button" disabled={pending} className={buttonClass("secondary", "px-3 py-1.5")} onClick={() => void run({ action: "publish" })}>
        {t("bulk.publish")}
      </button>
      <button type="button" disabled={pending} className={buttonClass("secondary", "px-3 py-1.5")} onClick={() => void run({ action: "hide" })}>
        {t("bulk.hide")}
      </button>
      <button type="button" disabled={pending} className={buttonClass("secondary", "px-3 py-1.5")} onClick={() => setDialog("update")}>
        {t("bulk.update")}
      </button>
      <button type="button" disabled={pending} className={buttonClass("danger", "px-3 py-1.5")} onClick={() => setDialog("delete")}>
        {t("bulk.delete")}
      </button>
      <ConfirmDialog
        open={dialog === "delete"}
        onOpenChange={close}
        title={t("bulk.deleteTitle", { count })}
        description={t("bulk.deleteText")}
        confirmLabel={t("bulk.deleteConfirm")}
        cancelLabel={t("cancel")}
        closeLabel={t("close")}
        pending={pending}
        onConfirm={() => void run({ action: "delete" }).then((r) => r.ok && setDialog(null))}
      />
      <UpdateDialog open={dialog === "update"} onOpenChange={close} count={count} pending={pending} run={run} />
    </div>
  );
}
