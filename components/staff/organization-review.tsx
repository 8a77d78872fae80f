"use client";

import { useLocale, useTranslations } from "next-intl";
import { Link } from "@/components/i18n/navigation";
import { Facts, Panel } from "@/components/ui/panel";
import { LoadingState } from "@/components/ui/loading-state";
import { NotFoundState } from "@/components/ui/not-found-state";
import { When } from "@/components/ui/when";
import { Badge } from "@/components/ui/badge";
import { Table, TableContainer, Td, Th } from "@/components/ui/data-table";
import { countryName } from "@/lib/format";
import type { Locale } from "@/lib/i18n/routing";
import { StaffErrorState, StaffOnlyState, useStatusName } from "./common";
import { DecisionPanel } from "./decision-panel";
import { DocumentPreview } from "./document-preview";
import { QUEUE_PATH } from "./paths";
import { isMissing, isStaffOnly, useStaffOrganization } from "./queries";
import { statusTone } from "./status-badge";
import type { StaffOrganization } from "./types";

const dash = (value: string | null | undefined) => (value && value.trim() ? value : "—");

function CompanyDetails({ org }: { org: StaffOrganization }) {
  const t = useTranslations("staff.detail");
  const locale = useLocale() as Locale;
  const contact = [org.first_name, org.middle_name, org.last_name].filter((p) => p && p.trim()).join(" ");
  const website = /^https?:\/\//i.test(org.website ?? "") ? (
    <a href={org.website} target="_blank" rel="noopener noreferrer nofollow" className="text-brand-700 underline underline-offset-2">
      {org.website}
    </a>
  ) : (
    dash(org.website)
  );
  return (
    <Panel id="staff-details" title={t("details")}>
      <Facts
        items={[
          [t("fields.name"), dash(org.name)],
          [t("fields.contact"), dash(contact)],
          [t("fields.company_number"), dash(org.company_number)],
          [t("fields.finance_identification_number"), dash(org.finance_identification_number)],
          [t("fields.country"), org.country ? countryName(org.country, locale) : "—"],
          [t("fields.state"), dash(org.state)],
          [t("fields.city"), dash(org.city)],
          [t("fields.zip_code"), dash(org.zip_code)],
          [t("fields.address"), dash(org.address)],
          [t("fields.email"), org.email ? <a href={`mailto:${org.email}`} className="text-brand-700 underline underline-offset-2">{org.email}</a> : "—"],
          [t("fields.website"), website],
          [t("fields.phone"), org.phone_number ? `${org.phone_number}${org.phone_region ? ` (${org.phone_region})` : ""}` : "—"],
          [t("fields.status"), <Badge key="status" tone={statusTone(org.status)}>{org.status_label || org.status}</Badge>],
          [t("fields.processing_comment"), <span key="comment" className="whitespace-pre-line">{dash(org.processing_comment)}</span>],
          [t("fields.approved_at"), <When key="approved" iso={org.approved_at} withTime />],
          [t("fields.can_sell"), org.can_sell ? t("yes") : t("no")],
          [t("fields.documents_count"), String(org.documents.length)],
          [t("fields.uid"), <span key="uid" className="font-mono text-xs">{org.uid}</span>],
        ]}
      />
    </Panel>
  );
}

function Documents({ org }: { org: StaffOrganization }) {
  const t = useTranslations("staff.detail");
  return (
    <Panel id="staff-documents" title={t("documents")}>
      {org.documents.length === 0 ? (
        <p className="text-sm text-slate-700">{t("noDocuments")}</p>
      ) : (
        <ul className="space-y-4">
          {org.documents.map((doc) => (
            <DocumentPreview key={doc.uid} doc={doc} />
          ))}
        </ul>
      )}
    </Panel>
  );
}

function WorkflowHistory({ org }: { org: StaffOrganization }) {
  const t = useTranslations("staff.detail");
  const assigned = (who: string) => (t.has(`assigned.${who}`) ? t(`assigned.${who}`) : who);
  return (
    <Panel id="staff-workflow" title={t("workflow")}>
      {org.workflow.length === 0 ? (
        <p className="text-sm text-slate-700">{t("noWorkflow")}</p>
      ) : (
        <TableContainer label={t("workflowCaption")}>
          <Table caption={t("workflowCaption")}>
            <thead>
              <tr>
                <Th>{t("created")}</Th>
                <Th>{t("author")}</Th>
                <Th>{t("assignedTo")}</Th>
                <Th>{t("comment")}</Th>
                <Th>{t("resolution")}</Th>
                <Th>{t("processedOn")}</Th>
              </tr>
            </thead>
            <tbody>
              {org.workflow.map((w) => (
                <tr key={w.uid}>
                  <Th scope="row" className="font-normal">
                    <When iso={w.created_at} withTime />
                  </Th>
                  <Td className="break-all">{dash(w.author_email)}</Td>
                  <Td>{assigned(w.assigned_to)}</Td>
                  <Td className="min-w-48 whitespace-pre-line">{dash(w.comment)}</Td>
                  <Td>{w.is_processed ? dash(w.resolution) : t("openRequest")}</Td>
                  <Td>
                    <When iso={w.processed_at} withTime />
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableContainer>
      )}
    </Panel>
  );
}

function StatusHistory({ org }: { org: StaffOrganization }) {
  const t = useTranslations("staff.detail");
  const statusName = useStatusName();
  return (
    <Panel id="staff-history" title={t("history")}>
      {org.history.length === 0 ? (
        <p className="text-sm text-slate-700">{t("noHistory")}</p>
      ) : (
        <TableContainer label={t("historyCaption")}>
          <Table caption={t("historyCaption")}>
            <thead>
              <tr>
                <Th>{t("when")}</Th>
                <Th>{t("change")}</Th>
                <Th>{t("actor")}</Th>
                <Th>{t("reason")}</Th>
              </tr>
            </thead>
            <tbody>
              {org.history.map((h, i) => (
                <tr key={`${h.created_at}-${i}`}>
                  <Th scope="row" className="font-normal">
                    <When iso={h.created_at} withTime />
                  </Th>
                  <Td>{t("changeText", { from: statusName(h.from ?? ""), to: statusName(h.to) })}</Td>
                  <Td className="break-all">{dash(h.actor)}</Td>
                  <Td className="min-w-48 whitespace-pre-line">{dash(h.reason)}</Td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableContainer>
      )}
    </Panel>
  );
}

/**
 * A business account under review (GET /api/staff/organizations/{uid}): every field, the documents
 * viewable in the page, the verification requests and status history, and the staff decision.
 */
export function OrganizationReview({ uid }: { uid: string }) {
  const t = useTranslations("staff.detail");
  const org = useStaffOrganization(uid);
  const back = (
    <Link href={QUEUE_PATH} className="text-sm text-brand-700 underline underline-offset-2 hover:text-brand-900">
      {t("back")}
    </Link>
  );

  if (org.isPending || org.isError) {
    if (org.isError && isMissing(org.error)) {
      return <NotFoundState level="h1" title={t("notFoundTitle")} text={t("notFoundText")} backHref={QUEUE_PATH} backLabel={t("back")} />;
    }
    return (
      <>
        <h1 className="mb-4 text-2xl font-bold text-slate-900 sm:text-3xl">{t("pageTitle")}</h1>
        {org.isPending ? (
          <LoadingState label={t("loading")} />
        ) : isStaffOnly(org.error) ? (
          <StaffOnlyState />
        ) : (
          <StaffErrorState text={t("loadError")} onRetry={() => void org.refetch()} />
        )}
      </>
    );
  }

  const data = org.data;
  return (
    <div className="space-y-5">
      <div>
        {back}
        <h1 className="mt-2 text-2xl font-bold break-words text-slate-900 sm:text-3xl">{data.name || t("pageTitle")}</h1>
        <p className="mt-1 text-sm text-slate-700">
          {t("statusLabel", { status: data.status_label || data.status })}
        </p>
      </div>
      <DecisionPanel org={data} />
      <CompanyDetails org={data} />
      <Documents org={data} />
      <WorkflowHistory org={data} />
      <StatusHistory org={data} />
    </div>
  );
}
