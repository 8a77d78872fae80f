"use client";

import { useId, useRef, useState, type FormEvent } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { apiRequest } from "@/components/api/client";
import { Panel } from "@/components/ui/panel";
import { buttonClass } from "@/components/ui/button";
import { Modal, ModalClose } from "@/components/ui/modal";
import { errorClass, fieldClass, labelClass } from "@/components/settings/section-card";
import { staffKeys } from "./queries";
import { commentRequired, decisionAllowed, DECISIONS, type Decision, type StaffOrganization } from "./types";

/** The comment's limit in the API's decision schema (lib/organizations/schema.ts). */
const COMMENT_MAX = 2000;

/** The dialog's form; mounted while the dialog is open, so every opening starts empty. */
function DecisionForm({ org, decision, onDone }: { org: StaffOrganization; decision: Decision; onDone: () => void }) {
  const t = useTranslations("staff.decision");
  const queryClient = useQueryClient();
  const id = useId();
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string | null>(null);
  const required = commentRequired(decision);

  const decide = useMutation({
    mutationFn: (body: { action: Decision; comment: string }) =>
      apiRequest<StaffOrganization & { response_message?: string }>(`/api/staff/organizations/${encodeURIComponent(org.uid)}/decision`, { method: "POST", body }),
    onSuccess: (result) => {
      // The toast (the answer's response_message, or the error) is the call helper's.
      if (result.ok) {
        const { response_message: _message, ...detail } = result.data;
        queryClient.setQueryData(staffKeys.organization(org.uid), detail);
        onDone();
      } else {
        // Someone else may have decided meanwhile: show what is true now.
        void queryClient.invalidateQueries({ queryKey: staffKeys.organization(org.uid) });
      }
      void queryClient.invalidateQueries({ queryKey: staffKeys.lists });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = comment.trim();
    if (required && !text) return setError(t("required"));
    if (text.length > COMMENT_MAX) return setError(t("tooLong"));
    setError(null);
    decide.mutate({ action: decision, comment: text });
  };

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div>
        <label htmlFor={id} className={labelClass}>
          {t("comment")} <span className="font-normal text-slate-600">({required ? t("commentRequired") : t("commentOptional")})</span>
        </label>
        <textarea
          id={id}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          rows={4}
          maxLength={COMMENT_MAX}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          className={fieldClass}
        />
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {t("commentHint")}
        </p>
        {error && (
          <p id={errorId} className={errorClass}>
            {error}
          </p>
        )}
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <ModalClose className={buttonClass("secondary")}>{t("cancel")}</ModalClose>
        <button type="submit" disabled={decide.isPending} className={buttonClass(decision === "block" ? "danger" : "primary", "disabled:opacity-60")}>
          {decide.isPending ? t("saving") : t(decision)}
        </button>
      </div>
    </form>
  );
}

/**
 * The staff decision (POST /api/staff/organizations/{uid}/decision): Approve, Ask for changes, Block
 * and Unblock, each enabled only where it applies to the current status; every one asks in a dialog,
 * with the comment the owner sees (required for Ask for changes and Block).
 */
export function DecisionPanel({ org }: { org: StaffOrganization }) {
  const t = useTranslations("staff.decision");
  const [open, setOpen] = useState<Decision | null>(null);
  const hintRef = useRef<HTMLParagraphElement>(null);
  const hint = org.status === "approving" ? t("hintApproving") : org.status === "blocked" ? t("hintBlocked") : t("hintOther");
  const name = org.name || org.uid;
  const done = () => {
    setOpen(null);
    // The button that opened the dialog is usually disabled now: keyboard focus goes to the panel's text.
    window.setTimeout(() => hintRef.current?.focus(), 0);
  };
  return (
    <Panel id="staff-decision" title={t("title")}>
      <p ref={hintRef} id="staff-decision-hint" tabIndex={-1} className="mb-3 text-sm text-slate-700 focus:outline-none">
        {hint}
      </p>
      <div className="flex flex-wrap gap-2">
        {DECISIONS.map((decision) => {
          const allowed = decisionAllowed(decision, org.status);
          return (
            <button
              key={decision}
              type="button"
              disabled={!allowed}
              aria-describedby={allowed ? undefined : "staff-decision-hint"}
              onClick={() => setOpen(decision)}
              className={buttonClass(decision === "block" ? "danger" : decision === "approve" ? "primary" : "secondary", "disabled:cursor-not-allowed disabled:opacity-50")}
            >
              {t(decision)}
            </button>
          );
        })}
      </div>
      <Modal
        open={open !== null}
        onOpenChange={(next) => !next && setOpen(null)}
        title={open ? t(`dialogTitle.${open}`, { name }) : ""}
        description={open ? t(`dialogText.${open}`) : undefined}
        closeLabel={t("close")}
        role={open === "block" ? "alertdialog" : "dialog"}
      >
        {open && <DecisionForm key={open} org={org} decision={open} onDone={done} />}
      </Modal>
    </Panel>
  );
}
