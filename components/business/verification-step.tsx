"use client";

import { useId } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { apiRequest } from "@/components/api/client";
import { errorClass, fieldClass, labelClass } from "@/components/settings/section-card";
import { buttonClass } from "@/components/ui/button";
import { answerText } from "@/components/api/answer-errors";
import { REQUIRED_FOR_VERIFICATION, workflowCreateSchema } from "@/lib/organizations/schema";
import { useDateFormat } from "@/components/ui/when";
import { useRefreshBusiness } from "./queries";
import { allows, statusOf, SUBMITTABLE_STATUSES, type Organization, type WorkflowItem } from "./types";

const COMMENT_MAX = 2000;

type WorkflowInput = z.input<typeof workflowCreateSchema>;
type WorkflowOutput = z.output<typeof workflowCreateSchema>;

/** Required fields still empty (the API refuses to send an incomplete business account). */
export function missingFields(org: Organization): string[] {
  return REQUIRED_FOR_VERIFICATION.filter((field) => !String(org[field] ?? "").trim());
}

/**
 * Step 3, start verification (spec section 4): what is still missing, a comment for the reviewer and
 * "Send for verification" (POST /api/workflow), which answers staff's open request when there is
 * one (its uid as parent_uid) and moves the organisation to approving.
 */
export function VerificationStep({ org, onBack, onSent }: { org: Organization; onBack: () => void; onSent: () => void }) {
  const t = useTranslations("business.verification");
  const tFields = useTranslations("business.fields");
  const tRoles = useTranslations("business.roles");
  const tStatus = useTranslations("business.status");
  const tNav = useTranslations("business.nav");
  const { date } = useDateFormat();
  const refresh = useRefreshBusiness();
  const commentId = useId();
  const { register, handleSubmit, setError, clearErrors, formState } = useForm<WorkflowInput, unknown, WorkflowOutput>({
    resolver: zodResolver(workflowCreateSchema),
    defaultValues: { comment: "", model_uid: org.uid, model_namespace: "organization", parent_uid: org.open_requests?.[0]?.uid ?? null },
  });
  const error = formState.errors.comment?.message ?? formState.errors.root?.server?.message ?? null;

  const status = statusOf(org.status);
  const parent: WorkflowItem | undefined = org.open_requests?.[0];
  const missing = missingFields(org);
  const permitted = allows(org, "organization.submit");
  const canSend = permitted && SUBMITTABLE_STATUSES.includes(status);

  const send = useMutation({
    mutationFn: (values: WorkflowOutput) =>
      apiRequest("/api/workflow", {
        method: "POST",
        body: { comment: values.comment, model_uid: org.uid, model_namespace: "organization", ...(parent ? { parent_uid: parent.uid } : {}) },
      }),
    onSuccess: (result) => {
      if (result.ok) {
        clearErrors();
        onSent();
        refresh();
      } else {
        setError("root.server", { type: "server", message: answerText(result.body, t("failed")) });
      }
    },
  });

  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-700">{t("intro")}</p>
      <div>
        <h3 className="text-base font-semibold text-slate-900">{t("checklist")}</h3>
        <ul className="mt-2 space-y-1 text-sm">
          <li className={missing.length ? "text-red-700" : "text-green-800"}>
            <span aria-hidden="true">{missing.length ? "✗ " : "✓ "}</span>
            {missing.length ? t("fieldsMissing", { fields: missing.map((f) => tFields(f)).join(", ") }) : t("fieldsOk")}
          </li>
          <li className={org.documents_count > 0 ? "text-green-800" : "text-red-700"}>
            <span aria-hidden="true">{org.documents_count > 0 ? "✓ " : "✗ "}</span>
            {org.documents_count > 0 ? t("documentsOk", { count: org.documents_count }) : t("documentsMissing")}
          </li>
        </ul>
      </div>

      {!permitted ? (
        <p className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800">{t("noPermission", { role: tRoles(org.role) })}</p>
      ) : !canSend ? (
        <p className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800">{t("notSubmittable", { status: tStatus(status) })}</p>
      ) : (
        <form
          noValidate
          onSubmit={handleSubmit((values) => send.mutate(values))}
          className="space-y-3"
        >
          {parent && <p className="text-sm text-slate-700">{t("answering", { date: date(parent.created_at) })}</p>}
          <div>
            <label htmlFor={commentId} className={labelClass}>
              {t("comment")} <span className="font-normal text-slate-600">({t("optional")})</span>
            </label>
            <textarea
              id={commentId}
              {...register("comment")}
              maxLength={COMMENT_MAX}
              rows={4}
              aria-describedby={`${commentId}-hint${error ? ` ${commentId}-error` : ""}`}
              className={fieldClass}
            />
            <p id={`${commentId}-hint`} className="mt-1 text-sm text-slate-600">
              {t("commentHint")}
            </p>
            {error && (
              <p id={`${commentId}-error`} className={errorClass}>
                {error}
              </p>
            )}
          </div>
          <div className="flex flex-wrap justify-between gap-2 border-t border-slate-200 pt-4">
            <button type="button" className={buttonClass("secondary")} onClick={onBack} disabled={send.isPending}>
              {tNav("back")}
            </button>
            <button type="submit" className={buttonClass("primary")} disabled={send.isPending}>
              {send.isPending ? t("sending") : t("send")}
            </button>
          </div>
        </form>
      )}
      {!canSend && (
        <div className="flex flex-wrap justify-between gap-2 border-t border-slate-200 pt-4">
          <button type="button" className={buttonClass("secondary")} onClick={onBack}>
            {tNav("back")}
          </button>
        </div>
      )}
    </div>
  );
}
