"use client";

import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { answerMessage } from "@/components/api/answer-errors";
import { apiRequest } from "@/components/api/client";
import { Link } from "@/components/i18n/navigation";
import { SupportThreads } from "@/components/resources/support-threads";
import { LoadingState } from "@/components/ui/loading-state";
import { NotFoundState } from "@/components/ui/not-found-state";
import { When } from "@/components/ui/when";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { errorClass, fieldClass, labelClass } from "@/components/settings/section-card";
import { buttonClass } from "@/components/ui/button";
import { StatePager } from "@/components/ui/state-pager";
import { Table, TableContainer, Td, Th } from "@/components/ui/data-table";
import { Modal } from "@/components/ui/modal";
import { can } from "@/lib/organizations/permissions";
import { failSchema } from "@/lib/resources/schema";
import { DELIVERABLE, type ResourceStatus } from "@/lib/resources/status-names";
import { failedWith } from "@/components/api/query";
import { SectionGate } from "../section-gate";
import { useSupplierOrganization } from "../supplier-context";
import { AccessDialog } from "./access-dialog";
import { deliveryPaths } from "./paths";
import { deliveryKeys, useDeliveryQueue, useDeliveryResource, useDeliverySummary, type DeliveryFilter, type DeliveryResource, type RevealedAccess } from "./queries";
import { ErrorState } from "@/components/ui/error-state";

const STATUS_FILTERS: ("" | ResourceStatus)[] = ["", "waiting", "requested", "processing", "delivered", "failed", "suspended"];
const PAGE_SIZE = 25;

const TONES: Record<ResourceStatus, BadgeTone> = { waiting: "warning", requested: "info", processing: "info", delivered: "success", failed: "danger", suspended: "warning", deleted: "neutral", archived: "neutral" };

/** A resource status as a chip in the supplier's words. */
function StatusChip({ status }: { status: ResourceStatus }) {
  const t = useTranslations("supplier.delivery.statuses");
  return <Badge tone={TONES[status] ?? "neutral"}>{t(status)}</Badge>;
}

/** delivery/ and delivery/{category_slug} (DeliveryResourcesCategories): the products with resources, open ones counted. */
export function DeliveryCategoriesView({ category }: { category?: string }) {
  const t = useTranslations("supplier.delivery");
  const summary = useDeliverySummary();
  const items = (summary.data?.items ?? []).filter((i) => !category || i.category_slug === category);
  let body: React.ReactNode;
  if (summary.isPending) body = <LoadingState label={t("loading")} />;
  else if (summary.isError) body = <ErrorState text={t("loadError")} onRetry={() => void summary.refetch()} retryLabel={t("retry")} />;
  else if (!items.length) body = <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-800">{t("empty")}</p>;
  else
    body = (
      <TableContainer label={t("summaryLabel")}>
        <Table caption={t("summaryLabel")}>
          <thead>
            <tr>
              <Th>{t("columns.product")}</Th>
              <Th>{t("columns.open")}</Th>
              <Th>{t("columns.total")}</Th>
            </tr>
          </thead>
          <tbody>
            {items.map((i) => (
              <tr key={`${i.category_slug}/${i.product_slug}`}>
                <Td>
                  <Link href={deliveryPaths.product(i.category_slug, i.product_slug)} className="font-medium text-brand-700 underline">
                    {i.category_slug} / {i.product_slug}
                  </Link>
                </Td>
                <Td>{i.open}</Td>
                <Td>{i.total}</Td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableContainer>
    );
  return (
    <SectionGate section="delivery" title={t("title")}>
      <p className="mb-4 text-slate-700">{t("intro")}</p>
      {category && (
        <p className="mb-3">
          <Link href={deliveryPaths.index} className={buttonClass("link")}>
            {t("allCategories")}
          </Link>
        </p>
      )}
      {body}
    </SectionGate>
  );
}

type ReasonInput = z.input<typeof failSchema>;

/**
 * The reason dialog of "Mark as failed", "Void access" and "Reject": the shared reason schema of the
 * delivery API (lib/resources/schema.ts) checks it first; the API's refusal shows under the field.
 */
function ReasonDialog({ title, label, action, open, onOpenChange, onDone, run }: { title: string; label: string; action: string; open: boolean; onOpenChange: (o: boolean) => void; onDone: () => void; run: (reason: string) => Promise<{ ok: boolean; status: number; body?: unknown }> }) {
  const t = useTranslations("supplier.delivery");
  const { register, handleSubmit, reset, setError, formState } = useForm<ReasonInput>({ resolver: zodResolver(failSchema), defaultValues: { reason: "" }, shouldFocusError: false });
  const fieldError = formState.errors.reason;
  // The schema's own (English) text stands for "too short or too long": the page's language says it.
  const error = fieldError ? (fieldError.type === "server" ? fieldError.message : t("errors.reason")) : "";
  const mutation = useMutation({
    mutationFn: (values: ReasonInput) => run(values.reason),
    onSuccess: (result) => {
      if (result.ok) {
        reset();
        onDone();
        onOpenChange(false);
        return;
      }
      setError("reason", { type: "server", message: answerMessage(result.body) ?? t("actionError") });
    },
  });
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} closeLabel={t("dialog.close")} role="alertdialog">
      <form noValidate onSubmit={handleSubmit((values) => mutation.mutate(values))} className="space-y-3">
        <label htmlFor="delivery-reason" className={labelClass}>
          {label}
        </label>
        <textarea id="delivery-reason" rows={3} className={fieldClass} {...register("reason")} aria-invalid={error ? true : undefined} aria-describedby={error ? "delivery-reason-error" : undefined} />
        {error && (
          <p id="delivery-reason-error" className={errorClass}>
            {error}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={buttonClass("danger")} disabled={mutation.isPending}>
            {action}
          </button>
          <button type="button" className={buttonClass("secondary")} onClick={() => onOpenChange(false)}>
            {t("dialog.cancel")}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** delivery/{category_slug}/{product_slug} (DeliveryResourcesList): the queue of one product, open ones first, oldest payment first. */
export function DeliveryListView({ category, product }: { category: string; product: string }) {
  const t = useTranslations("supplier.delivery");
  const org = useSupplierOrganization();
  const queryClient = useQueryClient();
  const writable = can(org.role, "delivery.write");
  const [filter, setFilter] = useState<DeliveryFilter>({ category, product, status: "", page: 1, size: PAGE_SIZE });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [delivering, setDelivering] = useState<DeliveryResource | null>(null);
  const [voiding, setVoiding] = useState(false);
  const queue = useDeliveryQueue(filter);
  const rows = queue.data?.items ?? [];
  const toggle = (uid: string) => setSelected((s) => (s.has(uid) ? new Set([...s].filter((u) => u !== uid)) : new Set([...s, uid])));
  const refresh = () => {
    setSelected(new Set());
    void queryClient.invalidateQueries({ queryKey: deliveryKeys.all });
  };

  return (
    <SectionGate section="delivery" title={t("listTitle", { product })}>
      <p className="mb-3">
        <Link href={deliveryPaths.category(category)} className={buttonClass("link")}>
          {t("backToProducts")}
        </Link>
      </p>
      <div className="mb-3 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="delivery-status" className={labelClass}>
            {t("statusFilter")}
          </label>
          <select id="delivery-status" className={fieldClass} value={filter.status} onChange={(e) => setFilter((f) => ({ ...f, status: e.target.value as DeliveryFilter["status"], page: 1 }))}>
            {STATUS_FILTERS.map((s) => (
              <option key={s} value={s}>
                {s ? t(`statuses.${s}`) : t("statuses.all")}
              </option>
            ))}
          </select>
        </div>
        {writable && (
          <div role="group" aria-label={t("bulkLabel")} className="flex items-center gap-2">
            <span className="text-sm text-slate-700">{t("selected", { count: selected.size })}</span>
            <button type="button" className={buttonClass("secondary")} disabled={!selected.size} onClick={() => setVoiding(true)}>
              {t("void")}
            </button>
          </div>
        )}
      </div>
      {queue.isPending ? (
        <LoadingState label={t("loading")} />
      ) : queue.isError ? (
        <ErrorState text={t("loadError")} onRetry={() => void queue.refetch()} retryLabel={t("retry")} />
      ) : !rows.length ? (
        <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-800">{t("emptyList")}</p>
      ) : (
        <TableContainer label={t("tableLabel", { product })}>
          <Table caption={t("tableLabel", { product })}>
            <thead>
              <tr>
                {writable && <Th>{t("columns.select")}</Th>}
                <Th>{t("columns.resource")}</Th>
                <Th>{t("columns.status")}</Th>
                <Th>{t("columns.paid")}</Th>
                <Th>{t("columns.configuration")}</Th>
                <Th>{t("columns.actions")}</Th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.uid}>
                  {writable && (
                    <Td>
                      {r.status === "delivered" && <input type="checkbox" className="h-4 w-4" checked={selected.has(r.uid)} onChange={() => toggle(r.uid)} aria-label={t("selectOne", { name: r.name, number: r.order_number, instance: r.instance })} />}
                    </Td>
                  )}
                  <Td>
                    <Link href={deliveryPaths.resource(r.category_slug, r.product_slug, r.uid)} className="font-medium text-brand-700 underline">
                      {r.name}
                    </Link>
                    <div className="text-xs text-slate-600">{t("orderLine", { number: r.order_number, instance: r.instance })}</div>
                    {r.support_open > 0 && (
                      <Link href={`${deliveryPaths.resource(r.category_slug, r.product_slug, r.uid)}#support`} className="mt-1 inline-block">
                        <Badge tone="warning">{t("supportOpen", { count: r.support_open })}</Badge>
                      </Link>
                    )}
                  </Td>
                  <Td>
                    <StatusChip status={r.status} />
                  </Td>
                  <Td>
                    <When iso={r.paid_at} withTime />
                  </Td>
                  <Td>
                    <Configuration values={r.configuration} />
                  </Td>
                  <Td>
                    {writable && DELIVERABLE.includes(r.status) && (
                      <button type="button" className={buttonClass("primary")} onClick={() => setDelivering(r)} aria-label={t("deliverOne", { name: r.name, number: r.order_number, instance: r.instance })}>
                        {t("deliver")}
                      </button>
                    )}
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableContainer>
      )}
      {queue.data && <StatePager className="mt-3" page={filter.page} pages={queue.data.pages} onPage={(page) => setFilter((f) => ({ ...f, page }))} labels={{ nav: t("pagination"), previous: t("previous"), next: t("next"), pageOf: t("pageOf", { page: filter.page, pages: queue.data.pages }) }} />}
      {delivering && <AccessDialog resource={delivering} open onOpenChange={(o) => !o && setDelivering(null)} />}
      <ReasonDialog
        title={t("voidTitle", { count: selected.size })}
        label={t("voidReason")}
        action={t("void")}
        open={voiding}
        onOpenChange={setVoiding}
        onDone={refresh}
        run={(reason) => apiRequest("/api/supplier/resources/void", { method: "POST", body: { uids: [...selected], reason } })}
      />
    </SectionGate>
  );
}

/** The buyer's configuration of an instance (host name, options): what the supplier sets the resource up with. */
function Configuration({ values }: { values: Record<string, string | number> }) {
  const entries = Object.entries(values);
  if (!entries.length) return <>—</>;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-xs">
      {entries.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-slate-600">{k}</dt>
          <dd className="break-all text-slate-900">{String(v)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** resources/{category}/{product}/{uid} under /supplier (DeliveryResourceDetail): one resource, its actions and (delivery.access) its access data. */
export function DeliveryResourceView({ category, product, uid }: { category: string; product: string; uid: string }) {
  const t = useTranslations("supplier.delivery");
  const org = useSupplierOrganization();
  const queryClient = useQueryClient();
  const resource = useDeliveryResource(uid);
  const [delivering, setDelivering] = useState(false);
  const [failing, setFailing] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [access, setAccess] = useState<RevealedAccess | null>(null);
  const [revealError, setRevealError] = useState("");
  const back = deliveryPaths.product(category, product);
  const reveal = useMutation({
    mutationFn: () => apiRequest<RevealedAccess>(`/api/supplier/resources/${encodeURIComponent(uid)}/access`, { silent: true }),
    onSuccess: (result) => {
      if (result.ok) return setAccess(result.data);
      setRevealError(answerMessage(result.body) ?? t("actionError"));
    },
  });

  if (resource.isPending) return <LoadingState label={t("loading")} />;
  if (resource.isError || resource.data.category_slug !== category || resource.data.product_slug !== product) {
    return failedWith(resource.error, 404) || resource.data ? (
      <NotFoundState level="h1" title={t("notFoundTitle")} text={t("notFoundText")} backHref={back} backLabel={t("backToList")} />
    ) : (
      <ErrorState text={t("loadError")} onRetry={() => void resource.refetch()} retryLabel={t("retry")} />
    );
  }
  const r = resource.data;
  const writable = can(org.role, "delivery.write");
  const pending = r.pending_action;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: deliveryKeys.all });
  const confirm = async () => {
    if (!pending) return;
    const result = await apiRequest(`/api/supplier/resources/${encodeURIComponent(uid)}/actions/${encodeURIComponent(pending.uid)}/confirm`, { method: "POST" });
    if (result.ok) refresh();
  };
  return (
    <SectionGate section="delivery" title={r.name}>
      <p className="mb-3">
        <Link href={back} className={buttonClass("link")}>
          {t("backToList")}
        </Link>
      </p>
      <section aria-labelledby="resource-facts" className="rounded-lg border border-slate-200 bg-white p-5">
        <h2 id="resource-facts" className="text-lg font-semibold text-slate-900">
          {t("facts")}
        </h2>
        <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-[12rem_1fr]">
          <dt className="text-slate-600">{t("columns.status")}</dt>
          <dd>
            <StatusChip status={r.status} /> {r.status_reason && <span className="ml-2 text-slate-800">{r.status_reason}</span>}
          </dd>
          <dt className="text-slate-600">{t("offer")}</dt>
          <dd>{r.offer_title}</dd>
          <dt className="text-slate-600">{t("columns.paid")}</dt>
          <dd>
            <When iso={r.paid_at} withTime />
          </dd>
          <dt className="text-slate-600">{t("deliveredAt")}</dt>
          <dd>{r.delivered_at ? t("deliveredIn", { minutes: r.delivery_minutes ?? 0 }) : "—"}</dd>
          <dt className="text-slate-600">{t("columns.configuration")}</dt>
          <dd>
            <Configuration values={r.configuration} />
          </dd>
          <dt className="text-slate-600">{t("accessFields")}</dt>
          <dd>{r.access_fields.length ? r.access_fields.map((f) => t(`fields.${f}`)).join(", ") : "—"}</dd>
        </dl>
        {pending && (
          <div role="status" className="mt-4 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-slate-900">
            <p className="font-semibold">{t("requestTitle")}</p>
            <p>{t("requestText", { action: t(`actions.${pending.action}`), when: new Date(pending.created_at).toLocaleString() })}</p>
            {writable && (
              <div className="mt-2 flex flex-wrap gap-2">
                <button type="button" className={buttonClass("primary")} onClick={() => void confirm()}>
                  {t("confirm")}
                </button>
                <button type="button" className={buttonClass("secondary")} onClick={() => setRejecting(true)}>
                  {t("reject")}
                </button>
              </div>
            )}
          </div>
        )}
        {writable && !pending && DELIVERABLE.includes(r.status) && (
          <div className="mt-4 flex flex-wrap gap-2">
            <button type="button" className={buttonClass("primary")} onClick={() => setDelivering(true)}>
              {t("deliver")}
            </button>
            <button type="button" className={buttonClass("secondary")} onClick={() => setFailing(true)}>
              {t("fail")}
            </button>
          </div>
        )}
      </section>
      {r.status === "delivered" && can(org.role, "delivery.access") && (
        <section aria-labelledby="resource-access" className="mt-4 rounded-lg border border-slate-200 bg-white p-5">
          <h2 id="resource-access" className="text-lg font-semibold text-slate-900">
            {t("accessTitle")}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{t("accessText")}</p>
          {access ? (
            <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-[12rem_1fr]">
              {Object.entries(access.access).map(([k, v]) => (
                <div key={k} className="contents">
                  <dt className="text-slate-600">{t(`fields.${k}` as "fields.username")}</dt>
                  <dd className="whitespace-pre-wrap break-all font-mono text-xs text-slate-900">{v}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <button type="button" className={`${buttonClass("secondary")} mt-3`} onClick={() => reveal.mutate()} disabled={reveal.isPending}>
              {t("showAccess")}
            </button>
          )}
          {revealError && (
            <p role="alert" className="mt-2 text-sm text-red-800">
              {revealError}
            </p>
          )}
        </section>
      )}
      <div className="mt-4">
        <SupportThreads api={`/api/supplier/resources/${encodeURIComponent(uid)}/support`} side="supplier" canWrite={writable} />
      </div>
      <AccessDialog resource={r} open={delivering} onOpenChange={setDelivering} />
      <ReasonDialog
        title={t("failTitle", { name: r.name })}
        label={t("failReason")}
        action={t("fail")}
        open={failing}
        onOpenChange={setFailing}
        onDone={() => void queryClient.invalidateQueries({ queryKey: deliveryKeys.all })}
        run={(reason) => apiRequest(`/api/supplier/resources/${encodeURIComponent(uid)}/fail`, { method: "POST", body: { reason } })}
      />
      {pending && (
        <ReasonDialog
          title={t("rejectTitle")}
          label={t("rejectReason")}
          action={t("reject")}
          open={rejecting}
          onOpenChange={setRejecting}
          onDone={refresh}
          run={(reason) => apiRequest(`/api/supplier/resources/${encodeURIComponent(uid)}/actions/${encodeURIComponent(pending.uid)}/reject`, { method: "POST", body: { reason } })}
        />
      )}
    </SectionGate>
  );
}
