"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Link } from "@/components/i18n/navigation";
import { setSupplierInterfaceFlag } from "@/components/supplier/interface-flag";
import { buttonClass } from "@/components/ui/button";
import { Stepper } from "@/components/ui/stepper";
import { LoadingState } from "@/components/ui/loading-state";
import { useDateFormat } from "@/components/ui/when";
import { OrganizationStatusChip } from "./common";
import { DocumentUpload } from "./document-upload";
import { DocumentsTable } from "./documents-table";
import { PendingInvitations } from "./invitations";
import { OrganizationForm, type FormMode } from "./organization-form";
import { useOrganization, useRefreshBusiness } from "./queries";
import { BUSINESS_STEPS, currentStep, readStoredStep, storeStep, type StepChoice, type StepNumber } from "./steps";
import { allows, EDITABLE_STATUSES, statusOf, type Organization, type OrganizationStatus } from "./types";
import { VerificationStep } from "./verification-step";
import { ErrorState } from "@/components/ui/error-state";

/** The supplier interface (spec section 2: /supplier). */
const SUPPLIER_PATH = "/supplier";

/**
 * /business-account (spec sections 2–4): the business account's registration and verification as a
 * stepper. GET /api/organizations/my decides: 404 → the registration form (with any invitations to
 * join an existing account above it); otherwise the status chip, staff's open requests and the step
 * the status puts the account at (steps.ts).
 */
export function BusinessAccount() {
  const t = useTranslations("business");
  const org = useOrganization();
  if (org.isPending) return <LoadingState label={t("loading")} />;
  if (org.isError) return <ErrorState text={t("loadError")} onRetry={() => void org.refetch()} retryLabel={t("retry")} />;
  return <Registration org={org.data} />;
}

function Section({ id, title, tone = "plain", children }: { id: string; title: string; tone?: "plain" | "warning" | "danger"; children: ReactNode }) {
  const look = tone === "danger" ? "border-red-300 bg-red-50" : tone === "warning" ? "border-amber-300 bg-amber-50" : "border-slate-200 bg-white";
  return (
    <section aria-labelledby={id} className={`rounded-lg border p-5 ${look}`}>
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-2 text-sm text-slate-800">{children}</div>
    </section>
  );
}

/** Name, status chip and the caller's role. */
function Summary({ org }: { org: Organization }) {
  const t = useTranslations("business");
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-slate-200 bg-white p-4 text-sm">
      <p className="min-w-0 text-base font-semibold break-words text-slate-900">{org.name}</p>
      <p className="flex items-center gap-2 text-slate-700">
        {t("status.label")}: <OrganizationStatusChip status={org.status} />
      </p>
      <p className="text-slate-700">
        {t("yourRole")}: <span className="font-medium text-slate-900">{t(`roles.${org.role}`)}</span>
      </p>
    </div>
  );
}

/** What staff said: the block with its reason, or their open requests for changes, shown before the steps. */
function StaffNotes({ org }: { org: Organization }) {
  const t = useTranslations("business");
  const { date } = useDateFormat();
  const status = statusOf(org.status);
  if (status === "blocked") {
    return (
      <Section id="business-blocked" title={t("blocked.title")} tone="danger">
        <p>{t("blocked.text", { name: org.name })}</p>
        <p className="mt-2 font-medium">{t("blocked.reason")}</p>
        <p className="mt-1 whitespace-pre-line break-words">{org.processing_comment?.trim() || t("blocked.noReason")}</p>
      </Section>
    );
  }
  const requests = org.open_requests ?? [];
  if (requests.length) {
    return (
      <Section id="business-requests" title={t("requests.title")} tone="warning">
        <p>{t("requests.text")}</p>
        <ul className="mt-3 space-y-3">
          {requests.map((r) => (
            <li key={r.uid} className="rounded-md border border-amber-200 bg-white p-3">
              <p className="text-xs text-slate-700">{t("requests.from", { date: date(r.created_at) })}</p>
              <p className="mt-1 whitespace-pre-line break-words text-slate-900">{r.comment.trim() || t("requests.noComment")}</p>
            </li>
          ))}
        </ul>
      </Section>
    );
  }
  if (status === "changed") {
    return (
      <Section id="business-requests" title={t("requests.changedTitle")} tone="warning">
        <p>{t("requests.changedText")}</p>
        {org.processing_comment?.trim() && <p className="mt-2 whitespace-pre-line break-words">{org.processing_comment}</p>}
      </Section>
    );
  }
  return null;
}

function formMode(org: Organization | null, status: OrganizationStatus | null, t: ReturnType<typeof useTranslations>): FormMode {
  if (!org || !status) return { kind: "create" };
  if (!allows(org, "organization.update")) return { kind: "locked", reason: t("form.lockedRole", { role: t(`roles.${org.role}`) }) };
  if (!EDITABLE_STATUSES.includes(status)) return { kind: "locked", reason: t("form.lockedStatus", { status: t(`status.${status}`) }) };
  return { kind: "edit", approved: status === "approved" };
}

function Registration({ org }: { org: Organization | null }) {
  const t = useTranslations("business");
  const refresh = useRefreshBusiness();
  const { date } = useDateFormat();
  const [choice, setChoice] = useState<StepChoice>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  const status = org ? statusOf(org.status) : null;
  const step = currentStep(status, org ? readStoredStep(org.uid) : null, choice);
  const steps = BUSINESS_STEPS.map((id) => ({ id, label: t(`steps.${id}`) }));

  // A step changed by the user's action takes the focus to its heading (not on the first render).
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    heading.current?.focus();
  }, [step]);

  /** Moves within the visit; the registration steps (1–3) are also kept in this browser (spec section 9). */
  const goTo = (next: StepNumber, under: Organization | null = org) => {
    const underStatus = under ? statusOf(under.status) : null;
    moved.current = true;
    if (!under || !underStatus) return;
    setChoice({ status: underStatus, step: next });
    if (next <= 3) storeStep(under.uid, next);
  };

  /** Back to the step the status decides (approved: 5). */
  const followStatus = () => {
    moved.current = true;
    setChoice(null);
  };

  const onSaved = (saved: Organization) => {
    refresh(saved);
    // Nothing changed on an approved account: it stays approved, back to its step.
    if (statusOf(saved.status) === "approved") followStatus();
    else goTo(2, saved);
  };

  const canWriteDocuments = Boolean(org && status && allows(org, "documents.write") && EDITABLE_STATUSES.includes(status));
  const canReadDocuments = allows(org, "documents.read");
  const registering = status === "new" || status === "changed" || status === "blocked";

  const documents = (withUpload: boolean) =>
    org &&
    (canReadDocuments ? (
      <div className="space-y-4">
        {withUpload && canWriteDocuments && <DocumentUpload />}
        <DocumentsTable canDelete={canWriteDocuments} />
      </div>
    ) : (
      <p className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800">{t("documents.noAccess", { role: t(`roles.${org.role}`) })}</p>
    ));

  const nav = (back: StepNumber | null, next: StepNumber | null) => (
    <div className="flex flex-wrap justify-between gap-2 border-t border-slate-200 pt-4">
      {back ? (
        <button type="button" className={buttonClass("secondary")} onClick={() => goTo(back)}>
          {t("nav.back")}
        </button>
      ) : (
        <span />
      )}
      {next && (
        <button type="button" className={buttonClass("primary")} onClick={() => goTo(next)}>
          {t("nav.next")}
        </button>
      )}
    </div>
  );

  let content: ReactNode;
  if (step === 1) {
    const mode = formMode(org, status, t);
    content = (
      <OrganizationForm
        key={org ? `${org.uid}:${org.updated_at}` : "new"}
        org={org}
        mode={mode}
        onSaved={onSaved}
        onNext={registering ? () => goTo(2) : undefined}
        onCancel={status === "approved" ? followStatus : undefined}
      />
    );
  } else if (step === 2) {
    content = (
      <div className="space-y-5">
        <p className="text-sm text-slate-700">{t("documents.intro")}</p>
        {documents(true)}
        {nav(1, 3)}
      </div>
    );
  } else if (step === 3 && org) {
    content = <VerificationStep org={org} onBack={() => goTo(2)} onSent={() => (moved.current = true)} />;
  } else if (step === 4 && org) {
    content = (
      <div className="space-y-5">
        <p className="text-sm text-slate-700">{t("inProcess.text", { name: org.name })}</p>
        <h3 className="text-base font-semibold text-slate-900">{t("documents.title")}</h3>
        {documents(false)}
      </div>
    );
  } else if (step === 5 && org) {
    content = (
      <div className="space-y-5">
        <p className="text-sm text-slate-700">{t("approved.text", { name: org.name })}</p>
        {org.approved_at && <p className="text-sm text-slate-700">{t("approved.since", { date: date(org.approved_at) })}</p>}
        <div className="flex flex-wrap gap-2">
          {org.can_sell && (
            <Link href={SUPPLIER_PATH} onClick={() => setSupplierInterfaceFlag(true)} className={buttonClass("primary")}>
              {t("approved.supplier")}
            </Link>
          )}
          {allows(org, "organization.update") && (
            <button type="button" className={buttonClass("secondary")} onClick={() => goTo(1)}>
              {t("approved.edit")}
            </button>
          )}
        </div>
        <h3 className="text-base font-semibold text-slate-900">{t("documents.title")}</h3>
        {documents(false)}
      </div>
    );
  }

  return (
    <div className="space-y-6">
      {org ? <Summary org={org} /> : <PendingInvitations />}
      {org && <StaffNotes org={org} />}
      <Stepper steps={steps} current={step - 1} label={t("progress")} doneLabel={t("done")} />
      <section aria-labelledby="business-step-title" className="rounded-lg border border-slate-200 bg-white p-4 sm:p-5">
        <h2 id="business-step-title" ref={heading} tabIndex={-1} className="mb-4 text-xl font-semibold text-slate-900 focus:outline-none">
          {t("stepHeading", { n: step, total: BUSINESS_STEPS.length, name: steps[step - 1].label })}
        </h2>
        {content}
      </section>
    </div>
  );
}
